import { buildContext } from '../context/buildContext';
import { lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { governanceSignals, type GovernanceSignal } from './governanceSignals';

/** Governance signals from the statements, one company per signal (hand-worked on the steady compounder). */

const signals = (facts: CompanyFacts): Map<string, GovernanceSignal> => new Map(governanceSignals(buildContext(facts)).map((s) => [s.name, s]));
const base = steadyCompounder();
const withYears = (edit: (y: CompanyFacts['years'][number], i: number) => Partial<CompanyFacts['years'][number]>): CompanyFacts => ({
  ...base,
  years: base.years.map((y, i) => ({ ...y, ...edit(y, i) })),
});

describe('governance signals', () => {
  it('finds no concern in the steady compounder, and checks seven signals', () => {
    const all = [...signals(base).values()];
    expect(all).toHaveLength(7);
    expect(all.filter((s) => s.status !== 'ok')).toEqual([]);
    expect(signals(base).get('Market value created per rupee retained')?.text).toMatch(/, ₹5\.24 per rupee \(a concern below ₹1/);
  });

  it('flags profit not backed by cash: CFO at half of net profit is under the 80% threshold', () => {
    const s = signals(withYears((y) => ({ operatingCashFlow: (y.netProfit ?? 0) * 0.5 }))).get('Profit backed by cash');
    expect(s).toMatchObject({ status: 'concern', text: expect.stringMatching(/, 50% \(a concern below 80%\)$/) });
  });

  it('flags receivable days rising by more than 10 days and 20% (the reading Part 2 shares)', () => {
    const s = signals(withYears((y, i) => ({ receivables: 100 * 1.3 ** i }))).get('Receivables against sales');
    expect(s).toMatchObject({ status: 'concern', text: expect.stringMatching(/^receivable days rose from \d+ days of sales in FY2020 to \d+ in FY2025/) });
  });

  it('flags dividends paid out of borrowings in two years or more', () => {
    const s = signals(withYears((y, i) => ({ borrowings: 50 + 100 * i, operatingCashFlow: y.capex ?? 0 }))).get('Dividends paid while borrowing');
    expect(s?.status).toBe('concern');
  });

  it('does not read a rise in borrowings across a reclassified year as borrowing to pay dividends', () => {
    const facts = withYears((y, i) => ({ borrowings: 50 + 100 * i, operatingCashFlow: y.capex ?? 0 }));
    const flagged = ['2022-03-31', '2024-03-31'].map((periodEnd) => ({ periodEnd, lines: [{ line: 'Borrowings', newer: 1, older: 2 }] }));
    const s = signals({ ...facts, reclassifiedYears: flagged }).get('Dividends paid while borrowing');
    expect(s?.status).not.toBe('concern');
    expect(s?.text).toContain('not compared across FY2022 and FY2024');
  });

  it('flags dilution above 1% a year, listing the share count by year', () => {
    // 2 crore new shares in FY2024, placed at half the book value per share (a placement, not a corporate action).
    const fy2023 = base.years[7]!;
    const raised = 2 * (((fy2023.equity ?? 0) + (fy2023.reserves ?? 0)) / 10) * 0.5;
    const s = signals(withYears((y, i) => ({ shares: i < 8 ? 10 : 12, reserves: i < 8 ? y.reserves : (y.reserves ?? 0) + raised }))).get('Share count');
    expect(s).toMatchObject({
      status: 'concern',
      text: expect.stringMatching(/FY2024 12\.00, FY2025 12\.00: up 20\.0% over FY2016–FY2025; dilution 2\.0% a year/),
    });
    // 5% over nine years is about 0.5% a year: employee options, not a concern.
    expect(signals(withYears((y, i) => ({ shares: i < 9 ? 10 : 10.5 }))).get('Share count')?.status).toBe('ok');
  });

  it('does not call a small rise in borrowings beside a large dividend "borrowing to pay it"', () => {
    const s = signals(withYears((y, i) => ({ borrowings: 50 + 5 * i, operatingCashFlow: y.capex ?? 0 }))).get('Dividends paid while borrowing');
    expect(s?.status).toBe('ok');
  });

  it('asks about a tax rate far below the statutory 25.17%, and other income above a quarter of PBT', () => {
    const lowTax = signals(withYears((y) => ({ netProfit: (y.profitBeforeTax ?? 0) * 0.9 }))).get('Effective tax rate');
    expect(lowTax).toMatchObject({
      status: 'concern',
      text: expect.stringMatching(/^median effective rate 10\.0% over 5 years against India's 25\.17% base rate/),
    });
    const other = signals(withYears((y) => ({ otherIncome: (y.profitBeforeTax ?? 0) * 0.4 }))).get('Other income in profit');
    expect(other).toMatchObject({ status: 'concern', text: expect.stringMatching(/^other income was 40% of profit before tax/) });
  });

  it('leaves out for a lender the signals its loan book makes meaningless (cash backing, receivables, dividends on debt, fee income)', () => {
    expect([...signals(lender()).keys()]).toEqual(['Market value created per rupee retained', 'Share count', 'Effective tax rate']);
  });
});
