import { SCORE_FIELD } from 'shared-types/api';
import { analyseCompany } from '../analysis/index';
import { median } from '../analysis/math/growth';
import { type CompanyFacts } from '../analysis/types';
import { ARCHETYPES, type Archetype } from './archetypes';
import { generateDemoUniverse, type DemoCompany } from './universe';

/**
 * The demo universe through the engine: it must stay rated under the
 * freshness and coverage rules (its statements end FY2026, its quarters
 * September 2026, its price November 2026), and the score must still tell
 * its archetypes apart.
 */

const factsOf = (company: DemoCompany): CompanyFacts => ({
  profile: company.profile,
  years: company.years,
  prices: company.prices,
  guidance: company.guidance,
  quarters: company.quarters,
  sources: [{ kind: 'demo', description: 'demo', asOf: null }],
});

const results = generateDemoUniverse().map((company) => ({
  archetype: company.archetype,
  payload: analyseCompany(factsOf(company), { computedAt: '2026-11-20T00:00:00.000Z' }),
}));

function summary(archetype: Archetype) {
  const of = results.filter((r) => r.archetype === archetype);
  const scores = of.map((r) => r.payload[SCORE_FIELD]).filter((s): s is number => s !== null);
  return {
    count: of.length,
    rated: scores.length,
    median: median(scores),
    stale: of.filter((r) => /stale data/.test(r.payload.analysis_meta.not_rated_reason ?? '')).length,
  };
}

describe('the demo universe through the engine', () => {
  const table = Object.fromEntries(ARCHETYPES.map((archetype) => [archetype, summary(archetype)]));

  it('has no company left stale: its quarters carry it to the November 2026 price', () => {
    console.info('demo scores by archetype', table);
    for (const archetype of ARCHETYPES) expect(table[archetype]?.stale).toBe(0);
    expect(results.every((r) => r.payload.analysis_meta.trailing_twelve_months?.label === 'TTM to Sep 2026')).toBe(true);
  });

  it('rates every company with five or more years of history', () => {
    for (const archetype of ['compounder', 'cyclical', 'lender', 'loss_maker', 'turnaround', 'negative_equity'] as const) {
      if (table[archetype] === undefined) continue;
      expect(table[archetype]?.rated).toBe(table[archetype]?.count);
    }
  });

  it('still separates the archetypes: compounders above cyclicals above loss-makers', () => {
    const m = (a: Archetype): number => table[a]?.median ?? Number.NaN;
    expect(m('compounder')).toBeGreaterThan(m('cyclical') + 5);
    expect(m('cyclical')).toBeGreaterThan(m('loss_maker') + 5);
    expect(m('compounder')).toBeGreaterThan(m('turnaround'));
  });
});
