import { PART1_TITLE, PART3_TITLE, PART4_TITLE, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from '../index';
import { ARCHETYPES, noStatements, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';

const run = (f: CompanyFacts): CompanyDetails => analyseCompany(f, { computedAt: '2025-07-01T00:00:00.000Z' });

describe.each(Object.entries(ARCHETYPES))('figures of archetype %s', (_name, make) => {
  const details = run(make());
  const figures = details.analysis_meta.figures;

  it('names each scenario by its key in Part 3 and states the probability that key states', () => {
    const section = details[PART3_TITLE]['5. 3-10 Year Hold Scenarios'];
    expect(figures.scenarios.map((s) => s.title)).toEqual(Object.keys(section));
    for (const s of figures.scenarios) {
      expect(s.title.includes('% Probability')).toBe(s.probability_percent !== null);
      if (s.probability_percent !== null) expect(s.title).toContain(`(${s.probability_percent}% Probability)`);
    }
  });

  it('gives the credibility score the assessment text states', () => {
    const text = details[PART1_TITLE]['2. Management Guidance Analysis']['Overall Credibility Assessment'];
    if (figures.credibility_score === null) expect(text).toMatch(/^No credibility score/);
    else expect(text).toContain(`Credibility score: ${figures.credibility_score}/100.`);
  });

  it('has one pillar figure per pillar explained in Part 4, earned points only when assessed', () => {
    for (const pillar of figures.score_pillars) {
      expect(details[PART4_TITLE][pillar.name]).toEqual(expect.any(String));
      expect(pillar.points_possible).toBeLessThanOrEqual(pillar.weight);
      if (pillar.points_earned !== null) expect(pillar.points_earned).toBeLessThanOrEqual(pillar.points_possible);
      if (pillar.points_possible === 0) expect(pillar.points_earned).toBeNull();
    }
  });
});

describe('figures', () => {
  it('has the three cases with probabilities summing to 100 and IRRs for a steady compounder', () => {
    const { scenarios } = run(steadyCompounder()).analysis_meta.figures;
    expect(scenarios.map((s) => s.case)).toEqual(['base', 'bull', 'bear']);
    expect(scenarios.reduce((sum, s) => sum + (s.probability_percent ?? 0), 0)).toBe(100);
    expect(scenarios.every((s) => typeof s.irr_5_years === 'number')).toBe(true);
  });

  it('states no probability, IRR or credibility score without statements', () => {
    const figures = run(noStatements()).analysis_meta.figures;
    expect(figures.scenarios.map((s) => [s.title, s.probability_percent, s.irr_5_years])).toEqual([
      ['Base Case', null, null],
      ['Bull Case', null, null],
      ['Bear Case', null, null],
    ]);
    expect(figures.credibility_score).toBeNull();
  });
});
