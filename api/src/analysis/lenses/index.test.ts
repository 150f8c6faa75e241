import { CompanyDetailsSchema, InvestorLensesSchema, LENS_IDS } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { steadyCompounder } from '../testing/archetypes';
import { facts } from '../testing/builders';
import { buildInvestorLenses } from './index';

describe('buildInvestorLenses', () => {
  it('gives the five lenses in order, each with its source and counts that add up', () => {
    const lenses = buildInvestorLenses(runAnalysis(steadyCompounder()));
    expect(InvestorLensesSchema.safeParse(lenses).success).toBe(true);
    expect(lenses.lenses.map((l) => l.id)).toEqual([...LENS_IDS]);
    for (const l of lenses.lenses) {
      expect(l.source.length).toBeGreaterThan(10);
      expect(l.passed + l.failed + l.not_assessable).toBe(l.criteria.length);
    }
  });

  it('never throws on empty facts: every criterion is not assessable', () => {
    const lenses = buildInvestorLenses(runAnalysis(facts()));
    for (const l of lenses.lenses) expect(l.passed + l.failed).toBe(0);
  });

  it('is part of the payload the server promises', () => {
    const payload = analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' });
    expect(CompanyDetailsSchema.safeParse(payload).success).toBe(true);
    expect(payload.investor_lenses?.lenses).toHaveLength(5);
  });
});
