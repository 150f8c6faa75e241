import { type PillarFigure } from './companyDetailsFigures';
import { computePersonalScore } from './personalScore';
import { STANDARD_PILLAR_WEIGHTS_BY_ID, type PillarWeights } from './preferences';

/** A rated company: 90 of 100 points assessable, 63 earned, so its standard score is 70. */
const PILLARS: PillarFigure[] = [
  { name: 'Business quality', weight: 25, points_possible: 25, points_earned: 20 },
  { name: 'Growth', weight: 20, points_possible: 20, points_earned: 10 },
  { name: 'Financial strength', weight: 15, points_possible: 15, points_earned: 12 },
  { name: 'Earnings quality', weight: 15, points_possible: 15, points_earned: 9 },
  { name: 'Management credibility', weight: 10, points_possible: 0, points_earned: null },
  { name: 'Valuation', weight: 15, points_possible: 15, points_earned: 12 },
];

describe('computePersonalScore', () => {
  it('gives the standard score back for the standard weights', () => {
    expect(computePersonalScore(PILLARS, STANDARD_PILLAR_WEIGHTS_BY_ID, true)).toEqual({ status: 'scored', score: 70, coverage: 0.9 });
  });

  it('reweighs each pillar by hand-worked figures, matching the v1 figures by name to the weights by id', () => {
    // Quality 40 (20/25 → 32 of 40), growth 10 (10/20 → 5 of 10), strength 20 (12/15 → 16 of 20),
    // earnings 10 (9/15 → 6 of 10), management 0, valuation 20 (12/15 → 16 of 20): 75 of 100.
    const weights: PillarWeights = {
      business_quality: 40,
      growth: 10,
      financial_strength: 20,
      earnings_quality: 10,
      management_credibility: 0,
      valuation: 20,
    };
    expect(computePersonalScore(PILLARS, weights, true)).toEqual({ status: 'scored', score: 75, coverage: 1 });
  });

  it("prefers a pillar figure's id to its name when it has one", () => {
    // Renamed in a later payload: only the id says this is business quality.
    const renamed = PILLARS.map((p) => (p.name === 'Business quality' ? { ...p, name: 'Quality of the business', id: 'business_quality' } : p));
    expect(computePersonalScore(renamed, STANDARD_PILLAR_WEIGHTS_BY_ID, true)).toEqual({ status: 'scored', score: 70, coverage: 0.9 });
  });

  it('says which weighted pillar the analysis lacks, in words', () => {
    const withoutStrength = PILLARS.filter((p) => p.name !== 'Financial strength');
    expect(computePersonalScore(withoutStrength, STANDARD_PILLAR_WEIGHTS_BY_ID, true)).toMatchObject({
      status: 'not_scored',
      reason: expect.stringContaining('financial strength is not in this analysis'),
    });
  });

  it('withholds the score when the user weighs unassessed pillars so much that under 70 points rest on data', () => {
    const weights: PillarWeights = {
      ...STANDARD_PILLAR_WEIGHTS_BY_ID,
      management_credibility: 40,
      growth: 10,
      business_quality: 15,
      earnings_quality: 5,
    };
    const result = computePersonalScore(PILLARS, weights, true);
    expect(result).toEqual({ status: 'not_scored', reason: expect.stringContaining('only 60 of your 100 points rest on data (70 needed)'), coverage: 0.6 });
  });

  it('holds the needed pillars to half their points on data, unless the user gives them no weight', () => {
    const thinValuation = PILLARS.map((p) => (p.name === 'Valuation' ? { ...p, points_possible: 5, points_earned: 4 } : p));
    expect(computePersonalScore(thinValuation, STANDARD_PILLAR_WEIGHTS_BY_ID, true)).toMatchObject({
      status: 'not_scored',
      reason: expect.stringContaining('valuation has less than half its points on data'),
    });
    const noValuation: PillarWeights = { ...STANDARD_PILLAR_WEIGHTS_BY_ID, valuation: 0, business_quality: 40 };
    expect(computePersonalScore(thinValuation, noValuation, true)).toMatchObject({ status: 'scored' });
  });

  it('has nothing to reweigh for a company that is not rated', () => {
    expect(computePersonalScore(PILLARS, STANDARD_PILLAR_WEIGHTS_BY_ID, false)).toMatchObject({ status: 'not_scored', coverage: null });
  });
});
