import { PART3_SECTIONS, PART3_TITLE, type ReportV2, type RisksV2, type ValueV2 } from 'shared-types/api';
import { analyseCompany } from '../index';
import { runAnalysis } from '../analyse';
import { reportV1Input } from '../sections/part3Report';
import { ARCHETYPES } from '../testing/archetypes';
import { reason } from '../v2/figure';
import { businessModelV1 } from './part3Moat';
import { renderReportV1, type ReportV1Input } from './part3Report';

/**
 * v1 is served from stored v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md): Part 3's
 * sections 1–3 rendered from v2 after a trip through JSON must be the v1 text the engine answers with
 * (which golden.test.ts holds to the pre-v2 bytes).
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';

describe.each(Object.entries(ARCHETYPES))('Part 3 sections 1–3 v1 from stored v2: %s', (_name, make) => {
  const facts = make();
  const stored = JSON.parse(JSON.stringify(reportV1Input(runAnalysis(facts, COMPUTED_AT)))) as ReportV1Input;

  it('renders the same v1 bytes as the engine answers with', () => {
    const served = analyseCompany(facts, { computedAt: COMPUTED_AT })[PART3_TITLE];
    const text = renderReportV1(stored);
    expect(JSON.stringify([text.overview, text.business, text.quality])).toBe(
      JSON.stringify([served[PART3_SECTIONS[0]], served[PART3_SECTIONS[1]], served[PART3_SECTIONS[2]]]),
    );
  });
});

describe('v1 wording of the moat verdicts no archetype reaches', () => {
  const pct = (value: number, period?: string) => (period === undefined ? { value, unit: 'fraction' as const } : { value, unit: 'fraction' as const, period });
  const lender = (verdict: ReportV2['moat'] extends infer M ? (M extends { verdict: infer V } ? V : never) : never): string =>
    businessModelV1({ overview: {}, moat: { measure: 'roe', verdict } });
  const cycle = { roe: pct(0.171, 'FY2016–FY2025'), cost_of_equity: pct(0.12), spread: pct(0.05), min_years: 6 };
  const bar =
    "A lender's moat needs ROE at least 5 percentage points above the 12% cost of equity, held across a credit cycle (at or above it in all but one of at least 6 years).";
  const roe = 'ROE through the cycle (median on average net worth over FY2016–FY2025, peaks and troughs left out) is 17.1%';

  it('names the years ROE fell below the cost of equity', () => {
    const text = lender(reason('report.moat.lender_cycle.fell_below', { ...cycle, below_years: ['FY2019', 'FY2020'] }));
    expect(text).toContain(`${bar} ${roe}, but ROE fell below the 12% cost of equity in FY2019 and FY2020, so the spread has not held across the cycle.`);
  });

  it('says how many years are too few to show a cycle', () => {
    const text = lender(reason('report.moat.lender_cycle.short_history', { ...cycle, years: 4 }));
    expect(text).toContain(`${roe}: it clears the 12% cost of equity, but 4 years cannot show that the spread holds across a credit cycle.`);
  });

  it('states by how much ROE clears the cost of equity when short of the bar', () => {
    expect(lender(reason('report.moat.lender_cycle.short_of_bar', cycle))).toContain(
      `${roe}: it clears the 12% cost of equity by 5.1 percentage points, short of the bar.`,
    );
  });

  it('words a falling lender ROE that clears the cost of equity', () => {
    const text = lender(reason('report.moat.lender.clears_falling', { cost_of_equity: pct(0.12) }));
    expect(text).toContain('ROE clears the 12% cost of equity but have been falling or swinging, so any advantage is not secure.');
  });
});

describe('v1 wording of a CAGR that is not meaningful', () => {
  const base = reason('report.cagr.base_effect', {
    years: 5,
    extreme: 'trough',
    net_margin: { value: 0.071, unit: 'fraction', period: 'FY2021' },
    median: { value: 0.162, unit: 'fraction', period: 'FY2020–FY2026' },
    median_years: 7,
  });
  const input = (profit: ReportV2['overview']): ReportV1Input => ({
    report: { overview: profit },
    risks: { factors: [], level: null, assessed: 0, applicable: 0 } as unknown as RisksV2,
    value: { models: [], fat_pitch: { outcome: 'not_assessed' } } as unknown as ValueV2,
    summary: { company_name: 'Acme', company_code: 'ACME', score: 61, not_rated_reason: null },
  });

  it('says both earnings CAGRs start in the same trough in one clause', () => {
    const sales = {
      value: { value: 0.1, unit: 'fraction' as const, period: 'FY2021–FY2026' },
      start: { value: 100, unit: 'inr_crore' as const, period: 'FY2021' },
      end: { value: 161.051, unit: 'inr_crore' as const, period: 'FY2026' },
    };
    const overview = { years: 7, period: 'FY2020–FY2026', growth: { sales, net_profit: { reason: base }, eps: { reason: base } } };
    const text = renderReportV1(input(overview)).overview;
    expect(text).toContain(
      'Sales went from ₹100.0 crore in FY2021 to ₹161.1 crore in FY2026, a 5-year CAGR of 10.0%; net profit and EPS CAGRs are not meaningful: the 5-year window starts in FY2021, a trough year (net margin 7.1% against a 7-year median of 16.2%, FY2020–FY2026).',
    );
    expect(text).toMatch(/^Acme \(ACME\)\. The analysis covers 7 fiscal years of statements \(FY2020–FY2026\), in ₹ crore\./);
    expect(text).toContain('Investment score 61/100 (Part 4).');
  });
});
