import { runAnalysis } from '../analyse';
import { facts, profile, year } from '../testing/builders';
import { type FinancialYear, type PricePoint } from '../types';
import { v1FromStored } from '../testing/storedLens';
import { lynchCategory, lynchLens } from './lynch';

const price = (p: number): PricePoint => ({ price: p, asOf: '2025-06-30', source: 'test' });
const analyse = (years: FinancialYear[], prices: PricePoint[] = [price(300)], lender = false) =>
  runAnalysis(facts({ profile: profile(lender ? { isLender: true, kind: 'lender' } : {}), years, prices }));
const lens = (years: FinancialYear[], prices?: PricePoint[], lender = false) => v1FromStored(lynchLens(analyse(years, prices, lender)));

/**
 * Six years of EPS growing at `g` a year from ₹10 (FY2020), 10 crore shares, net worth ₹100 crore, sales
 * growing alike (a steady 10% margin: with flat sales, FY2020's margin would be a trough and its CAGR no base).
 */
function growing(g: number, extra: Partial<FinancialYear> = {}): FinancialYear[] {
  return Array.from({ length: 6 }, (_, i) => {
    const eps = 10 * Math.pow(1 + g, i);
    return year(2020 + i, {
      sales: 1000 * Math.pow(1 + g, i),
      eps,
      netProfit: eps * 10,
      shares: 10,
      equity: 10,
      reserves: 90,
      borrowings: 20,
      dividends: 20,
      ...extra,
    });
  });
}

describe('Lynch', () => {
  it('computes the PEG with dividend yield on hand-worked figures', () => {
    const l = lens(growing(0.2));
    // EPS 24.8832: P/E 300 / 24.8832 = 12.056; yield (20 / 10) / 300 = 0.667%; PEG 12.056 / (20 + 0.667) = 0.5834.
    expect(l.criteria[0]).toMatchObject({ id: 'peg', outcome: 'pass', value: 0.5834 });
    expect(l.criteria[0]?.figure).toBe('0.58 (P/E 12.1 ÷ (20.0% + 0.7%))');
    const dear = lens(growing(0.05), [price(600)]);
    // EPS 12.763: P/E 47.01; yield 2 / 600 = 0.333%; PEG 47.012 / 5.333 = 8.815.
    expect(dear.criteria[0]).toMatchObject({ outcome: 'fail', value: 8.8147 });
  });

  it('cannot assess the PEG without a price, positive EPS or a 5-year EPS CAGR', () => {
    expect(lens(growing(0.1), []).criteria[0]).toMatchObject({ outcome: 'not_assessable', note: 'there is no current share price' });
    expect(lens(growing(0.1).slice(-3)).criteria[0]?.note).toContain('the 5-year EPS CAGR is unknown');
  });

  it('judges the balance sheet on D/E ≤ 1/3, and not for a lender', () => {
    expect(lens(growing(0.1)).criteria[1]).toMatchObject({ id: 'debt_to_equity', outcome: 'pass', value: 0.2 });
    expect(lens(growing(0.1, { borrowings: 50 })).criteria[1]).toMatchObject({ outcome: 'fail', value: 0.5 });
    expect(lens(growing(0.1), undefined, true).criteria[1]?.outcome).toBe('not_assessable');
  });

  it('sorts growers by the 5-year EPS CAGR', () => {
    expect(lynchCategory(analyse(growing(0.03))).category).toBe('slow_grower');
    expect(lynchCategory(analyse(growing(0.11))).category).toBe('stalwart');
    expect(lynchCategory(analyse(growing(0.21))).category).toBe('fast_grower');
    const l = lens(growing(0.11));
    expect(l.extra).toEqual({ category: 'stalwart', category_label: 'Stalwart', category_reason: 'EPS grew 11.0% a year over 5 years' });
    expect(l.criteria.map((c) => c.outcome)).toEqual(['fail', 'pass']);
  });

  it('finds turnarounds, cyclicals and asset plays before growth, and says when it cannot tell', () => {
    const turnaround = growing(0.1).map((y) => (y.fiscalYear === 2023 ? { ...y, netProfit: -20, eps: -2 } : y));
    expect(lynchCategory(analyse(turnaround))).toEqual({
      category: 'turnaround',
      reason: { code: 'lens.lynch.category.turnaround', params: { loss_years: ['FY2023'], period: 'FY2025' } },
    });
    expect(lens(turnaround).extra?.category_reason).toBe('a loss in FY2023, a profit in FY2025');
    const sales = [100, 150, 90, 140, 80, 130];
    const cyclical = growing(0.1).map((y, i) => ({ ...y, sales: sales[i] as number }));
    expect(lynchCategory(analyse(cyclical)).category).toBe('cyclical');
    // Book value ₹10 a share against a price of ₹8.
    expect(lynchCategory(analyse(growing(0.1), [price(8)]))).toMatchObject({ category: 'asset_play', reason: { code: 'lens.lynch.category.asset_play' } });
    expect(lens(growing(0.1), [price(8)]).extra?.category_reason).toBe('the price is 0.80 times book value');
    const unknown = lens(growing(0.1).slice(-2));
    expect(unknown.extra).toMatchObject({ category: null, category_label: null });
  });

  it('sends why the EPS CAGR is unknown as a case with its years, as growthProfile words it', () => {
    const short = analyse(growing(0.1).slice(-3));
    expect(lynchLens(short).criteria[0]?.reason).toEqual({
      code: 'lens.lynch.eps_cagr_unknown',
      params: { cagr: 'short_window', years: 5, start_fiscal_year: 'FY2020' },
    });
    expect(lens(growing(0.1).slice(-3)).criteria[0]?.note).toBe(
      'the 5-year EPS CAGR is unknown (not meaningful: no FY2020 figure, so the window would be shorter than 5 years)',
    );
    const lossStart = growing(0.1).map((y) => (y.fiscalYear === 2020 ? { ...y, netProfit: -5, eps: -0.5 } : y));
    expect(lynchCategory(analyse(lossStart)).reason).toMatchObject({ params: { cagr: 'loss_start', start_fiscal_year: 'FY2020' } });
    expect(lens(lossStart).extra?.category_reason).toBe(
      'no category: the 5-year EPS CAGR is unknown (not meaningful: the 5-year window starts in FY2020 at a loss or zero)',
    );
  });

  it('sends the PEG with its parts, and no PEG when growth plus yield is not positive', () => {
    const l = lynchLens(analyse(growing(0.2)));
    expect(Object.keys(l.criteria[0]?.figures ?? {})).toEqual(['peg', 'pe', 'eps_growth', 'dividend_yield']);
    const shrinking = lynchLens(analyse(growing(-0.1)));
    expect(shrinking.criteria[0]).toMatchObject({ outcome: 'fail' });
    expect(shrinking.criteria[0]?.figures).not.toHaveProperty('peg');
    expect(lens(growing(-0.1)).criteria[0]?.figure).toMatch(/^P\/E [\d.]+ ÷ \(−10\.0% \+ [\d.]+%\): growth plus yield is not positive$/);
  });
});
