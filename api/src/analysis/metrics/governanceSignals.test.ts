import { buildContext } from '../context/buildContext';
import { lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { signalText } from '../v1/part1Signals';
import { governanceSignals, type GovernanceSignal } from './governanceSignals';

/**
 * Governance signals from the statements, one company per signal (hand-worked on the steady
 * compounder): data with a reason code, and the v1 words rendered from it.
 */

const signals = (facts: CompanyFacts): Map<string, GovernanceSignal> => new Map(governanceSignals(buildContext(facts)).map((s) => [s.id, s]));
const words = (s: GovernanceSignal | undefined): string => (s === undefined ? '' : signalText(s));
const base = steadyCompounder();
const withYears = (edit: (y: CompanyFacts['years'][number], i: number) => Partial<CompanyFacts['years'][number]>): CompanyFacts => ({
  ...base,
  years: base.years.map((y, i) => ({ ...y, ...edit(y, i) })),
});

describe('governance signals', () => {
  it('finds no concern in the steady compounder, and checks seven signals', () => {
    const all = [...signals(base).values()];
    expect(all).toHaveLength(7);
    expect(all.filter((s) => s.outcome !== 'ok')).toEqual([]);
    const value = signals(base).get('value_per_rupee_retained');
    expect(value?.reason).toMatchObject({
      code: 'governance.value_retained.measured',
      params: { per_rupee: { value: expect.closeTo(5.24, 2) as number, unit: 'inr' }, threshold: { value: 1 } },
    });
    expect(words(value)).toMatch(/, ₹5\.24 per rupee \(a concern below ₹1/);
  });

  it('flags profit not backed by cash: CFO at half of net profit is under the 80% threshold', () => {
    const s = signals(withYears((y) => ({ operatingCashFlow: (y.netProfit ?? 0) * 0.5 }))).get('cash_backing');
    expect(s).toMatchObject({ outcome: 'concern', reason: { params: { conversion: { value: 0.5 }, threshold: { value: 0.8 } } } });
    expect(words(s)).toMatch(/, 50% \(a concern below 80%\)\.$/);
  });

  it('flags receivable days rising by more than 10 days and 20% (the reading Part 2 shares)', () => {
    const s = signals(withYears((y, i) => ({ receivables: 100 * 1.3 ** i }))).get('receivables_vs_sales');
    expect(s).toMatchObject({ outcome: 'concern', reason: { params: { movement: 'up' } } });
    expect(words(s)).toMatch(/concern — receivable days rose from \d+ days of sales in FY2020 to \d+ in FY2025/);
  });

  it('flags dividends paid out of borrowings in two years or more', () => {
    const s = signals(withYears((y, i) => ({ borrowings: 50 + 100 * i, operatingCashFlow: y.capex ?? 0 }))).get('dividends_while_borrowing');
    expect(s?.outcome).toBe('concern');
  });

  it('does not read a rise in borrowings across a reclassified year as borrowing to pay dividends', () => {
    const facts = withYears((y, i) => ({ borrowings: 50 + 100 * i, operatingCashFlow: y.capex ?? 0 }));
    const flagged = ['2022-03-31', '2024-03-31'].map((periodEnd) => ({ periodEnd, lines: [{ line: 'Borrowings', newer: 1, older: 2 }] }));
    const s = signals({ ...facts, reclassifiedYears: flagged }).get('dividends_while_borrowing');
    expect(s?.outcome).not.toBe('concern');
    expect(s?.reason.params?.reclassified).toEqual(['FY2022', 'FY2024']);
    expect(words(s)).toContain('not compared across FY2022 and FY2024');
  });

  it('flags dilution above 1% a year, listing the share count by year', () => {
    // 2 crore new shares in FY2024, placed at half the book value per share (a placement, not a corporate action).
    const fy2023 = base.years[7]!;
    const raised = 2 * (((fy2023.equity ?? 0) + (fy2023.reserves ?? 0)) / 10) * 0.5;
    const s = signals(withYears((y, i) => ({ shares: i < 8 ? 10 : 12, reserves: i < 8 ? y.reserves : (y.reserves ?? 0) + raised }))).get('share_count');
    expect(s).toMatchObject({
      outcome: 'concern',
      reason: { params: { period: 'FY2016–FY2025', change: { value: expect.closeTo(0.2, 9) as number }, direction: 'up' } },
    });
    expect(s?.series?.at(-1)).toEqual({ value: 12, unit: 'number', period: 'FY2025' });
    expect(words(s)).toMatch(/FY2024 12\.00, FY2025 12\.00: up 20\.0% over FY2016–FY2025; dilution 2\.0% a year/);
    // 5% over nine years is about 0.5% a year: employee options, not a concern.
    expect(signals(withYears((y, i) => ({ shares: i < 9 ? 10 : 10.5 }))).get('share_count')?.outcome).toBe('ok');
  });

  it('does not call a small rise in borrowings beside a large dividend "borrowing to pay it"', () => {
    const s = signals(withYears((y, i) => ({ borrowings: 50 + 5 * i, operatingCashFlow: y.capex ?? 0 }))).get('dividends_while_borrowing');
    expect(s?.outcome).toBe('ok');
  });

  it('asks about a tax rate far below the statutory 25.17%, and other income above a quarter of PBT', () => {
    const lowTax = signals(withYears((y) => ({ netProfit: (y.profitBeforeTax ?? 0) * 0.9 }))).get('effective_tax_rate');
    expect(lowTax).toMatchObject({
      outcome: 'concern',
      reason: { params: { median_rate: { value: expect.closeTo(0.1, 9) as number }, years: 5, statutory_rate: { value: 0.2517 } } },
    });
    expect(words(lowTax)).toMatch(/concern — median effective rate 10\.0% over 5 years against India's 25\.17% base rate/);
    const other = signals(withYears((y) => ({ otherIncome: (y.profitBeforeTax ?? 0) * 0.4 }))).get('other_income_share');
    expect(other).toMatchObject({ outcome: 'concern', reason: { params: { share: { value: 0.4 } } } });
    expect(words(other)).toMatch(/concern — other income was 40% of profit before tax/);
  });

  it('leaves out for a lender the signals its loan book makes meaningless (cash backing, receivables, dividends on debt, fee income)', () => {
    expect([...signals(lender()).keys()]).toEqual(['value_per_rupee_retained', 'share_count', 'effective_tax_rate']);
  });

  it('says why a signal is not assessed with a code, and words it in v1', () => {
    const thin = signals({ ...base, years: base.years.slice(-2) });
    expect(thin.get('cash_backing')).toEqual({ id: 'cash_backing', outcome: 'not_assessed', reason: { code: 'governance.cash_backing.too_few_years' } });
    expect(words(thin.get('cash_backing'))).toBe(
      'Earnings quality · Profit backed by cash: not assessed — needs three years of operating cash flow and net profit.',
    );
  });
});
