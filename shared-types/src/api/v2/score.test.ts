import { MEASURE_IDS, MEASURE_SCALES, pillarPoints, scorePoints } from './score';

describe('the score’s points, summed from its measures', () => {
  const pillar = {
    measures: [
      { id: 'sales_cagr', points: 8, reason: { code: 'score.sales_cagr.measured' } },
      { id: 'eps_cagr', points: null, reason: { code: 'score.eps_cagr.short_window' } },
      { id: 'growth_consistency', points: 2.5, reason: { code: 'score.growth_consistency.measured' } },
    ],
  };

  it('gives a pillar its weight (all maxima), points earned and points assessable (maxima of the measures not left out)', () => {
    expect(pillarPoints(pillar)).toEqual({ weight: 20, earned: 10.5, assessable: 12 });
  });

  it('adds the pillars up for the score', () => {
    const valuation = { measures: [{ id: 'margin_of_safety', points: 4, reason: { code: 'score.margin_of_safety.against_range_low' } }] };
    expect(scorePoints({ pillars: [pillar, valuation] })).toEqual({ weight: 28, earned: 14.5, assessable: 20 });
  });

  it('counts a measure this build does not know as nothing', () => {
    expect(pillarPoints({ measures: [{ id: 'newer_measure', points: 3, reason: { code: 'score.newer_measure.x' } }] })).toEqual({
      weight: 0,
      earned: 3,
      assessable: 0,
    });
  });

  it('has a scale for every measure, whose maxima make the 100 points of the industrial and of the lender model', () => {
    expect(Object.keys(MEASURE_SCALES).sort()).toEqual([...MEASURE_IDS].sort());
    const industrial = MEASURE_IDS.slice(0, 17).reduce((sum, id) => sum + MEASURE_SCALES[id].max, 0);
    expect(industrial).toBe(100);
  });
});
