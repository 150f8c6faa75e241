import { CompanyDetailsSchema, InvestorLensesSchema, LENS_CATALOGUE, LENS_IDS } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { ARCHETYPES, steadyCompounder } from '../testing/archetypes';
import { facts } from '../testing/builders';
import { buildInvestorLenses } from './index';

describe('buildInvestorLenses', () => {
  it('gives the five lenses in order, in the shape the server promises', () => {
    const lenses = buildInvestorLenses(runAnalysis(steadyCompounder()));
    expect(InvestorLensesSchema.safeParse(lenses).success).toBe(true);
    expect(lenses.lenses.map((l) => l.id)).toEqual([...LENS_IDS]);
  });

  it.each(Object.entries(ARCHETYPES))('lists, for %s, only criteria the shared catalogue words, in its order', (_name, build) => {
    for (const l of buildInvestorLenses(runAnalysis(build())).lenses) {
      const known = Object.keys(LENS_CATALOGUE[l.id].criteria);
      const ids = l.criteria.map((c) => c.id);
      expect(ids.every((id) => known.includes(id))).toBe(true);
      expect(ids).toEqual(known.filter((id) => ids.includes(id)));
      // The words are the catalogue's: the payload carries none of them.
      for (const c of l.criteria) expect(c).not.toHaveProperty('threshold');
    }
  });

  it('leaves absent figures, values and notes out rather than sending null', () => {
    const criteria = buildInvestorLenses(runAnalysis(facts())).lenses.flatMap((l) => l.criteria);
    expect(JSON.stringify(criteria)).not.toContain('null');
  });

  it('never throws on empty facts: every criterion is not assessable, with why', () => {
    const lenses = buildInvestorLenses(runAnalysis(facts()));
    for (const l of lenses.lenses) {
      for (const c of l.criteria) expect(c).toMatchObject({ outcome: 'not_assessable', note: expect.any(String) });
    }
  });

  it('is part of the payload the server promises', () => {
    const payload = analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' });
    expect(CompanyDetailsSchema.safeParse(payload).success).toBe(true);
    expect(payload.investor_lenses?.lenses).toHaveLength(5);
  });
});
