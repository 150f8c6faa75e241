import { PART1_TITLE, type RiskFactorV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type FinancialYear } from '../types';
import { riskDataV1 } from '../v1/part2Text';
import { shareActionsText } from '../v1/shareActionText';

/**
 * Issue 29, findings 11 and 17: a corporate action is not dilution, a
 * rounding move is no new issue, and every section reads one share-count
 * computation (metrics/shareChange.ts).
 */

/** The lender with a merger in FY2025: shares +37.8% while book value per share rises ₹519 → ₹601 in proportion (HDFC Bank). */
function mergedBank(): CompanyFacts {
  const base = lender();
  const years = base.years.map((y): FinancialYear => {
    if (y.fiscalYear !== 2025) return y;
    const before = base.years.find((x) => x.fiscalYear === 2024)!;
    const bookBefore = ((before.equity ?? 0) + (before.reserves ?? 0)) / 100;
    const shares = 137.8;
    const netWorth = bookBefore * (601 / 519) * shares;
    return { ...y, shares, equity: 137.8, reserves: Math.round(netWorth - 137.8), eps: (y.netProfit as number) / shares };
  });
  return { ...base, years };
}

const dilutionRisk = (facts: CompanyFacts) => runAnalysis(facts).risks.find((r) => r.id === 'dilution')!;
const shareMeasure = (facts: CompanyFacts) =>
  runAnalysis(facts)
    .score.pillars.find((p) => p.id === 'management_credibility')!
    .measures.find((m) => m.id === 'share_count_discipline')!;

describe('share count: corporate actions are not dilution', () => {
  it('does not call a merger that raised book value per share dilution, in Part 2, the score or the governance signal', () => {
    const a = runAnalysis(mergedBank());
    expect(a.shareChange?.change).toBeCloseTo(0.378, 3);
    expect(a.shareChange?.dilution).toBe(0);
    expect(shareActionsText(a.shareChange?.notes ?? [])).toMatch(/book value per share rose/);
    const risk = dilutionRisk(mergedBank());
    expect(risk.outcome).toBe('clear');
    // Worded as a corporate action, not as an issue of new shares (preferential allotments, ESOPs).
    expect(risk.reason.code).toBe('risk.dilution.corporate_action');
    // The action is data on the row (no sentence), and v1's words are rendered from it, even from stored JSON.
    expect(risk.reason.params).toBeUndefined();
    expect(risk.corporate_actions?.[0]?.basis).toBe('issue_above_book');
    const stored = JSON.parse(JSON.stringify(risk)) as RiskFactorV2;
    expect(riskDataV1(stored)).toMatch(/once corporate actions are set aside; .*a merger or an issue above book value: book value per share rose ₹/);
    expect(shareMeasure(mergedBank()).points).toBe(3);
    expect(a.governance.find((s) => s.id === 'share_count')?.outcome).toBe('ok');
  });

  it('still calls a placement below book value dilution', () => {
    const base = lender();
    const before = base.years.find((x) => x.fiscalYear === 2024)!;
    // 37.8 crore new shares at half the book value per share: money came in, but less than each share's book.
    const raised = 37.8 * (((before.equity ?? 0) + (before.reserves ?? 0)) / 100) * 0.5;
    const years = base.years.map((y): FinancialYear => (y.fiscalYear === 2025 ? { ...y, shares: 137.8, reserves: (y.reserves as number) + raised } : y));
    expect(dilutionRisk({ ...base, years }).outcome).toBe('flag');
  });

  it('still calls a 6% placement above book value dilution: only a jump of 10% or more reads as a merger', () => {
    const base = steadyCompounder();
    const fy2024 = base.years.find((y) => y.fiscalYear === 2024)!;
    const raised = 0.6 * (((fy2024.equity ?? 0) + (fy2024.reserves ?? 0)) / 10) * 3;
    const years = base.years.map((y): FinancialYear => (y.fiscalYear === 2025 ? { ...y, shares: 10.6, reserves: (y.reserves as number) + raised } : y));
    expect(runAnalysis({ ...base, years }).shareChange?.dilution).toBeCloseTo(0.06, 6);
  });

  it('does not call a conversion of another share class with no money in dilution (Tata Motors DVRs)', () => {
    const base = steadyCompounder();
    const years = base.years.map((y): FinancialYear => (y.fiscalYear === 2025 ? { ...y, shares: 11.1 } : y));
    const a = runAnalysis({ ...base, years });
    expect(a.shareChange?.dilution).toBe(0);
    expect(shareActionsText(a.shareChange?.notes ?? [])).toMatch(/conversion of another share class/);
  });

  it('divides out a bonus on record, and says so', () => {
    const base = steadyCompounder();
    const years = base.years.map((y): FinancialYear => (y.fiscalYear === 2025 ? { ...y, shares: 20, eps: (y.netProfit as number) / 20 } : y));
    const facts = { ...base, years, corporateActions: [{ kind: 'bonus', exDate: '2024-09-15', shareMultiplier: 2 }] };
    const a = runAnalysis(facts);
    expect(a.shareChange?.dilution).toBeCloseTo(0, 6);
    expect(shareActionsText(a.shareChange?.notes ?? [])).toMatch(/bonus \(ex-date 2024-09-15/);
    expect(dilutionRisk(facts).outcome).toBe('clear');
  });

  it('passes Piotroski "no new shares" for 192.80 → 192.83 crore shares (within the tolerance)', () => {
    const base = steadyCompounder();
    const years = base.years.map((y): FinancialYear => ({ ...y, shares: y.fiscalYear === 2025 ? 192.83 : 192.8 }));
    const f = runAnalysis({ ...base, years }).piotroski;
    if ('reason' in f) throw new Error(f.reason.code);
    const c = f.criteria.find((x) => x.id === 'no_new_shares')!;
    expect(c.status).toBe('pass');
    expect(c.reason.params).toMatchObject({ previous_shares_crore: { value: 192.8 }, shares_crore: { value: 192.83 } });
  });

  it('words revenue volatility for a lender as interest income, not large orders', () => {
    const base = lender();
    const years = base.years.map((y, i): FinancialYear => ({ ...y, sales: i % 2 === 0 ? 3000 : 4200 }));
    const risk = runAnalysis({ ...base, years }).risks.find((r) => r.id === 'revenue_volatility')!;
    expect(risk.outcome).toBe('flag');
    // The lender's wording (interest income), not the industrial one (large orders).
    expect(risk.reason.code).toBe('risk.revenue_volatility.volatile_lender');
  });
});

describe('Part 1 names every governance signal it counts', () => {
  it('lists as many signals as it says could be checked', () => {
    const text = JSON.stringify(analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' })[PART1_TITLE]);
    const said = /From the statements, (\d+) governance signals could be checked \(([^;]+);/.exec(text);
    expect(said).not.toBeNull();
    const listed = said![2]!.split(/, | and /).filter(Boolean);
    expect(listed).toHaveLength(Number(said![1]));
  });
});
