import { runAnalysis } from '../analyse';
import { facts, profile, year } from '../testing/builders';
import { type FinancialYear, type PricePoint } from '../types';
import { v1FromStored } from '../testing/storedLens';
import { grahamLens, requiredGrowth } from './graham';

const price = (p: number, asOf = '2025-06-30'): PricePoint => ({ price: p, asOf, source: 'test' });
const lens = (years: FinancialYear[], prices: PricePoint[] = [price(150)], lender = false) =>
  v1FromStored(grahamLens(runAnalysis(facts({ profile: profile(lender ? { isLender: true, kind: 'lender' } : {}), years, prices }))));
const byId = (l: ReturnType<typeof v1FromStored>, id: string) => l.criteria.find((c) => c.id === id);

/** Three years: sales ₹2,500 crore, EPS 10 → 12 → 15, book value ₹30 a share, current ratio 2.5. */
function threeYears(): FinancialYear[] {
  return [10, 12, 15].map((eps, i) =>
    year(2023 + i, {
      sales: 2500,
      netProfit: eps * 10,
      eps,
      shares: 10,
      equity: 10,
      reserves: 290,
      dividends: 20,
      currentAssets: 500,
      currentLiabilities: 200,
    }),
  );
}

describe("Graham's defensive investor", () => {
  it('judges size, current ratio, P/E and P/E × P/B on hand-worked figures', () => {
    const l = lens(threeYears());
    expect(l.id).toBe('graham');
    expect(byId(l, 'size')).toMatchObject({ outcome: 'pass', value: 2500, figure: '₹2,500 crore (FY2025)' });
    expect(byId(l, 'current_ratio')).toMatchObject({ outcome: 'pass', value: 2.5, figure: '2.50 (FY2025)' });
    // Average EPS (10 + 12 + 15) / 3 = 12.333; P/E = 150 / 12.333 = 12.16; P/B = 150 / 30 = 5; product 60.8.
    expect(byId(l, 'pe')).toMatchObject({ outcome: 'pass', value: 12.1622 });
    expect(byId(l, 'pe_times_pb')).toMatchObject({ outcome: 'fail', value: 60.8108 });
  });

  it('judges stability and dividends on the years present and says so', () => {
    const l = lens(threeYears());
    expect(byId(l, 'earnings_stability')).toMatchObject({ outcome: 'pass', value: 3, note: 'judged on 3 years (FY2023–FY2025): Graham asks for 10' });
    expect(byId(l, 'dividend_record')).toMatchObject({ outcome: 'pass', note: 'judged on 3 years (FY2023–FY2025): Graham asks for 20' });
    expect(byId(l, 'earnings_growth')).toEqual({ id: 'earnings_growth', outcome: 'not_assessable', note: 'needs six years of EPS' });
    expect(l.criteria.map((c) => c.outcome)).toEqual(['pass', 'pass', 'pass', 'pass', 'not_assessable', 'pass', 'fail']);
  });

  it('fails the dividend record when the export leaves the unpaid years blank (Tata Motors: nothing paid FY2017–FY2022)', () => {
    const years = Array.from({ length: 10 }, (_, i) => {
      const fy = 2016 + i;
      const unpaid = fy >= 2017 && fy <= 2022;
      return year(fy, { sales: 300000, netProfit: 5000, eps: 15, shares: 330, operatingCashFlow: 20000, dividends: unpaid ? null : 700 });
    });
    const l = lens(years);
    expect(byId(l, 'dividend_record')).toMatchObject({
      outcome: 'fail',
      value: 4,
      figure: 'none paid in FY2017, FY2018, FY2019, FY2020, FY2021 and FY2022',
    });
  });

  it('fails a loss year, a skipped dividend and small sales; passes one-third EPS growth over ten years', () => {
    const eps = [10, 10, 10, 11, -0.5, 12, 13, 14, 14, 14];
    const years = eps.map((e, i) =>
      year(2016 + i, { sales: 1500, netProfit: e * 10, eps: e, shares: 10, equity: 10, reserves: 290, dividends: i === 4 ? 0 : 20 }),
    );
    const l = lens(years);
    expect(byId(l, 'size')).toMatchObject({ outcome: 'fail', value: 1500 });
    expect(byId(l, 'current_ratio')).toMatchObject({ outcome: 'not_assessable', note: 'no current assets and liabilities in the data' });
    expect(byId(l, 'earnings_stability')).toMatchObject({ outcome: 'fail', value: 9, figure: 'a loss in FY2020; 9 of 10 years profitable' });
    expect(byId(l, 'earnings_stability')).not.toHaveProperty('note');
    expect(byId(l, 'dividend_record')).toMatchObject({ outcome: 'fail', figure: 'none paid in FY2020' });
    // 3-year averages: 10 (FY2016–FY2018) → 14 (FY2023–FY2025), +40% ≥ one-third.
    expect(byId(l, 'earnings_growth')).toMatchObject({ outcome: 'pass', value: 0.4 });
    expect(byId(l, 'earnings_growth')).not.toHaveProperty('note');
  });

  it('cannot judge EPS growth from a starting average at a loss', () => {
    const years = [-2, -1, 0, 5, 6, 7].map((e, i) => year(2020 + i, { netProfit: e * 10, eps: e, shares: 10 }));
    expect(byId(lens(years), 'earnings_growth')).toMatchObject({ outcome: 'not_assessable', note: expect.stringContaining('is not positive') });
  });

  it('asks a shorter history for the same pace of growth', () => {
    expect(requiredGrowth(10)).toBeCloseTo(1 / 3, 10);
    expect(requiredGrowth(7)).toBeCloseTo(Math.pow(4 / 3, 0.7) - 1, 10); // 22.3%
    const years = [10, 10, 10, 11, 12, 12, 12].map((e, i) => year(2019 + i, { netProfit: e * 10, eps: e, shares: 10 }));
    const c = byId(lens(years), 'earnings_growth');
    expect(c).toMatchObject({ outcome: 'fail', value: 0.2 });
    expect(c?.note).toBe('judged on 7 years: Graham asks for 10, so the bar is the same pace, 22.3%');
  });

  it('fails both price tests when average earnings are not positive, and cannot assess them without a price', () => {
    const losses = [-5, -4, 3].map((e, i) => year(2023 + i, { eps: e, netProfit: e * 10, shares: 10, equity: 10, reserves: 290 }));
    const l = lens(losses);
    expect(byId(l, 'pe')).toMatchObject({ outcome: 'fail' });
    expect(byId(l, 'pe')).not.toHaveProperty('value');
    expect(byId(l, 'pe_times_pb')).toMatchObject({ outcome: 'fail' });
    const noPrice = lens(threeYears(), []);
    expect(byId(noPrice, 'pe')).toMatchObject({ outcome: 'not_assessable', note: 'there is no current share price' });
    expect(byId(noPrice, 'pe_times_pb')).toMatchObject({ outcome: 'not_assessable' });
  });

  it("uses a lender's capital cushion for its financial condition", () => {
    const years = [year(2025, { sales: 3000, netProfit: 15, eps: 1.5, shares: 10, equity: 10, reserves: 110, totalAssets: 1000 })];
    const c = lens(years, [price(20)], true).criteria[1];
    // Net worth 120 / total assets 1,000 = 12% ≥ 10%.
    expect(c).toMatchObject({ id: 'capital_cushion', outcome: 'pass', value: 0.12 });
  });

  it('sends figures with units and periods, the years that miss, and reasons as codes', () => {
    const eps = [10, 10, 10, 11, -0.5, 12, 13, 14, 14, 14];
    const years = eps.map((e, i) =>
      year(2016 + i, { sales: 1500, netProfit: e * 10, eps: e, shares: 10, equity: 10, reserves: 290, dividends: i === 4 ? 0 : 20 }),
    );
    const l = grahamLens(runAnalysis(facts({ years, prices: [price(150)] })));
    const c = (id: string) => l.criteria.find((x) => x.id === id);
    expect(c('size')).toEqual({ id: 'size', outcome: 'fail', figures: { sales: { value: 1500, unit: 'inr_crore', period: 'FY2025' } } });
    expect(c('earnings_stability')).toEqual({
      id: 'earnings_stability',
      outcome: 'fail',
      figures: { years: { value: 10, unit: 'years', period: 'FY2016–FY2025' } },
      years: ['FY2020'],
    });
    expect(c('dividend_record')?.reason).toEqual({ code: 'lens.graham.short_history', params: { years: 10, asked: 20, period: 'FY2016–FY2025' } });
    expect(c('current_ratio')).toEqual({ id: 'current_ratio', outcome: 'not_assessable', reason: { code: 'lens.graham.current_figures_unknown' } });
    // The P/E is the pe criterion's; P/E × P/B carries only what is its own.
    expect(Object.keys(c('pe_times_pb')?.figures ?? {})).toEqual(['pe_times_pb', 'price_to_book']);
    const short = grahamLens(runAnalysis(facts({ years: years.slice(-7) })));
    expect(short.criteria.find((x) => x.id === 'earnings_growth')?.reason).toEqual({
      code: 'lens.graham.growth_short_history',
      params: { years: 7, required_growth: { value: requiredGrowth(7), unit: 'fraction' } },
    });
  });
});
