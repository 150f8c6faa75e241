import { ARCHETYPES, lender, steadyCompounder } from '../testing/archetypes';
import { GUIDANCE_METRICS, type CompanyFacts, type GuidanceRecord, type ShareholdingPoint } from '../types';

/**
 * Companies that reach every branch of Part 1 between them: the golden archetypes, and the
 * steady compounder with shareholding patterns, guidance on every metric, and corporate actions.
 * Shared by the v1 round-trip test and the v2 golden test.
 */

export const pattern = (
  asOf: string,
  promoterPct: number | null,
  promoterPledgedPct: number | null,
  fiiPct: number | null,
  diiPct: number | null,
): ShareholdingPoint => ({
  asOf,
  promoterPct,
  promoterPledgedPct,
  fiiPct,
  diiPct,
});

const guided = (fiscalYear: number, metric: GuidanceRecord['metric'], guidedValue: number, actual: number | null, statement = ''): GuidanceRecord => ({
  fiscalYear,
  metric,
  guidedValue,
  actual,
  statement,
  source: statement === '' ? '' : '  FY2024 investor day ',
});

/** Guidance on every metric: hits, misses, a capex off plan, a repeated key, and current figures for each. */
function everyMetric(): CompanyFacts {
  const base = steadyCompounder();
  const past: GuidanceRecord[] = [
    guided(2020, 'revenue_crore', 1500, 1400, 'Revenue of   ₹1,500 crore.'),
    guided(2021, 'capex_crore', 100, 140, `Capex ${'of about ₹100 crore for the plant and its line, '.repeat(5)}phased over two years.`),
    guided(2021, 'net_profit_growth_pct', 10, 16.35),
    guided(2022, 'capacity_utilisation_pct', 80, 79.96),
    guided(2022, 'capacity_utilisation_pct', 85, 70),
    guided(2023, 'export_share_pct', 20, 20.04),
    guided(2024, 'revenue_crore', 3000, 3059.2),
    guided(2025, 'operating_margin_pct', 30, 10),
  ];
  const current = GUIDANCE_METRICS.map((metric, i) =>
    guided(2026, metric, metric === 'revenue_crore' ? 4000 : metric === 'capex_crore' ? 250 : 10 + i, null, i % 2 === 0 ? `Guided ${metric}.` : ''),
  );
  return { ...base, guidance: [...past, ...current] };
}

/** A 1:1 bonus in FY2023 (the count doubles) and a merger on record in FY2025. */
function corporateActions(): CompanyFacts {
  const base = steadyCompounder();
  const years = base.years.map((y) => (y.fiscalYear >= 2023 ? { ...y, shares: (y.shares ?? 0) * 2 } : y));
  return {
    ...base,
    years,
    corporateActions: [
      { kind: 'bonus', exDate: '2022-09-15', shareMultiplier: 2 },
      { kind: 'amalgamation', exDate: '2024-11-01', shareMultiplier: null },
    ],
  };
}

const patterns = [pattern('2024-06-30', 61.2, 5, 18, 12), pattern('2024-09-30', 60.8, 12, 18.5, 12.5), pattern('2025-06-30', 58.4, 28, 21.5, 14)];

export const PART1_CASES: Readonly<Record<string, () => CompanyFacts>> = {
  ...ARCHETYPES,
  'shareholding patterns': () => ({ ...steadyCompounder(), shareholding: patterns }),
  'steady promoter, concern pledge': () => ({ ...steadyCompounder(), shareholding: patterns.map((p) => ({ ...p, promoterPct: 60, promoterPledgedPct: 12 })) }),
  'one pattern, no pledge stated': () => ({ ...lender(), shareholding: [pattern('2025-06-30', 40, null, null, 30)] }),
  'widely held': () => ({ ...steadyCompounder(), shareholding: [pattern('2025-03-31', 0, null, 40, 30), pattern('2025-06-30', 0, 0, 41, 30)] }),
  'guidance on every metric': everyMetric,
  'corporate actions': corporateActions,
};
