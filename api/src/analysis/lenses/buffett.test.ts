import { runAnalysis } from '../analyse';
import { facts, profile, year } from '../testing/builders';
import { type FinancialYear, type PricePoint } from '../types';
import { v1FromStored } from '../testing/storedLens';
import { buffettLens } from './buffett';

const lens = (years: FinancialYear[], prices: PricePoint[] = [], lender = false) =>
  v1FromStored(buffettLens(runAnalysis(facts({ profile: profile(lender ? { isLender: true, kind: 'lender' } : {}), years, prices }))));
const byId = (l: ReturnType<typeof v1FromStored>, id: string) => l.criteria.find((c) => c.id === id);

/**
 * Ten years, FY2016–FY2025, net worth ₹100 crore at each year end, net profit 10 in the first two
 * years and 20 after (ROE 10%, 10%, then 20% ×8). Depreciation 5 and no capex: maintenance capex is
 * depreciation, working capital is unknown (taken as zero), so owner's earnings equal net profit.
 */
function tenYears(overrides: (i: number) => Partial<FinancialYear> = () => ({})): FinancialYear[] {
  return Array.from({ length: 10 }, (_, i) =>
    year(2016 + i, { netProfit: i < 2 ? 10 : 20, shares: 10, equity: 10, reserves: 90, depreciation: 5, borrowings: 60, dividends: 0, ...overrides(i) }),
  );
}

describe('Buffett-style quality', () => {
  it('judges the level and the consistency of ROE', () => {
    const l = lens(tenYears());
    expect(byId(l, 'roe_level')).toMatchObject({ outcome: 'pass', value: 0.2, figure: '20.0% (FY2021–FY2025)' });
    expect(byId(l, 'roe_level')).not.toHaveProperty('note');
    // 8 of 10 years at 15% or more: exactly the 80% asked.
    expect(byId(l, 'roe_consistency')).toMatchObject({ outcome: 'pass', value: 0.8, figure: '8 of 10 years (FY2016–FY2025)' });
    const weak = lens(tenYears((i) => (i === 2 ? { netProfit: 12 } : {})));
    expect(byId(weak, 'roe_consistency')).toMatchObject({ outcome: 'fail', value: 0.7 });
  });

  it('passes debt repayable from three years of profit even above D/E 0.5, and fails more', () => {
    // Borrowings 60, net worth 100: D/E 0.6, but 60 / 20 = 3 years of profit.
    expect(byId(lens(tenYears()), 'debt')).toMatchObject({ outcome: 'pass', value: 0.6, figure: 'D/E 0.60; borrowings 3.0 years of net profit (FY2025)' });
    expect(byId(lens(tenYears(() => ({ borrowings: 100 }))), 'debt')).toMatchObject({ outcome: 'fail', value: 1 });
    expect(byId(lens(tenYears(() => ({ borrowings: 40 }))), 'debt')).toMatchObject({ outcome: 'pass', value: 0.4 });
  });

  it("reads owner's earnings: positive on average, and growing against three years earlier", () => {
    const l = lens(tenYears((i) => ({ netProfit: 10 + i })));
    // OE = net profit: FY2023–FY2025 average (17 + 18 + 19) / 3 = 18; FY2022 16 → FY2025 19, +18.75%.
    expect(byId(l, 'owner_earnings_positive')).toMatchObject({ outcome: 'pass', value: 18, figure: '₹18.0 crore a year over 3 years' });
    expect(byId(l, 'owner_earnings_growing')).toMatchObject({ outcome: 'pass', value: 0.1875, figure: '₹16.0 crore (FY2022) → ₹19.0 crore (FY2025)' });
    const falling = lens(tenYears((i) => ({ netProfit: 30 - i })));
    expect(byId(falling, 'owner_earnings_growing')).toMatchObject({ outcome: 'fail' });
    const short = lens(tenYears().slice(-2));
    expect(byId(short, 'owner_earnings_growing')).toMatchObject({ outcome: 'not_assessable', note: "owner's earnings unknown for 3 years before FY2025" });
    expect(byId(short, 'owner_earnings_positive')?.note).toBe('judged on 2 years: the test averages 3');
  });

  it('applies the one-rupee test to market value added per rupee retained', () => {
    // Market value 10 crore shares × ₹100 (FY2019) → × ₹200 (FY2025): +₹1,000 crore; retained FY2020–FY2025: 6 × 20 = 120.
    const prices: PricePoint[] = [
      { price: 100, asOf: '2019-03-31', source: 'test' },
      { price: 200, asOf: '2025-03-31', source: 'test' },
    ];
    const c = byId(lens(tenYears(), prices), 'retained_earnings');
    expect(c).toMatchObject({ outcome: 'pass', value: 8.3333 });
    expect(c?.figure).toBe('₹8.33 (₹1,000 crore ÷ ₹120.0 crore, FY2019–FY2025)');
    const lower: PricePoint[] = [
      { price: 100, asOf: '2019-03-31', source: 'test' },
      { price: 105, asOf: '2025-03-31', source: 'test' },
    ];
    expect(byId(lens(tenYears(), lower), 'retained_earnings')).toMatchObject({ outcome: 'fail', value: 0.4167 });
    expect(byId(lens(tenYears()), 'retained_earnings')).toMatchObject({
      outcome: 'not_assessable',
      note: 'needs year-end market values at least five years apart (fiscal-year-end prices)',
    });
  });

  it('does not apply debt or owner’s earnings to a lender', () => {
    const l = lens(tenYears(), [], true);
    expect(byId(l, 'roe_level')?.outcome).toBe('pass');
    for (const id of ['debt', 'owner_earnings_positive', 'owner_earnings_growing']) expect(byId(l, id)?.outcome).toBe('not_assessable');
    expect(byId(l, 'owner_earnings_positive')?.note).toContain('financial company');
  });

  it("sends figures and codes: Part 3's owner's-earnings codes, Part 1's retained-value codes", () => {
    const l = buffettLens(runAnalysis(facts({ years: tenYears().slice(-2) })));
    const c = (id: string) => l.criteria.find((x) => x.id === id);
    expect(c('owner_earnings_positive')).toMatchObject({
      figures: { average_owner_earnings: { value: 20, unit: 'inr_crore' }, years: { value: 2, unit: 'years' } },
      reason: { code: 'lens.buffett.owner_earnings_short_history', params: { years: 2 } },
    });
    expect(c('owner_earnings_growing')?.reason).toEqual({ code: 'lens.buffett.earlier_owner_earnings_unknown', params: { years: 3, period: 'FY2025' } });
    expect(c('retained_earnings')?.reason).toEqual({ code: 'governance.value_retained.no_market_values' });
    expect(c('debt')?.figures).toEqual({
      debt_to_equity: { value: 0.6, unit: 'times', period: 'FY2025' },
      borrowings_to_net_profit: { value: 3, unit: 'years', period: 'FY2025' },
    });
    const noDepreciation = buffettLens(runAnalysis(facts({ years: tenYears(() => ({ depreciation: null })) })));
    expect(noDepreciation.criteria.find((x) => x.id === 'owner_earnings_positive')?.reason).toEqual({
      code: 'value.owner_earnings.depreciation_unknown',
      params: { period: 'FY2025' },
    });
    const lender = buffettLens(runAnalysis(facts({ profile: profile({ isLender: true, kind: 'lender' }), years: tenYears() })));
    expect(lender.criteria.find((x) => x.id === 'owner_earnings_growing')?.reason).toEqual({ code: 'value.owner_earnings.lender' });
  });
});
