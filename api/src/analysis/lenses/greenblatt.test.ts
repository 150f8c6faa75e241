import { runAnalysis } from '../analyse';
import { facts, profile, year } from '../testing/builders';
import { type FinancialYear, type PricePoint } from '../types';
import { v1FromStored } from '../testing/storedLens';
import { greenblattLens } from './greenblatt';

const price = (p: number): PricePoint => ({ price: p, asOf: '2025-06-30', source: 'test' });
const lens = (y: Partial<FinancialYear>, prices: PricePoint[] = [price(100)], lender = false) =>
  v1FromStored(greenblattLens(runAnalysis(facts({ profile: profile(lender ? { isLender: true, kind: 'lender' } : {}), years: [year(2025, y)], prices }))));

/** EBIT = PBT 90 + interest 10 = 100; market value 10 crore shares × ₹100 = 1,000; EV = 1,000 + 300 − 300 = 1,000. */
const base: Partial<FinancialYear> = {
  profitBeforeTax: 90,
  interest: 10,
  shares: 10,
  borrowings: 300,
  cash: 300,
  netBlock: 300,
  currentAssets: 600,
  currentLiabilities: 200,
};

describe("Greenblatt's magic formula", () => {
  it('computes earnings yield and return on capital on hand-worked figures', () => {
    const l = v1FromStored(greenblattLens(runAnalysis(facts({ years: [year(2025, base)], prices: [price(100)] }))));
    // EY = 100 / 1,000 = 10%, exactly the bar.
    expect(l.criteria[0]).toMatchObject({ id: 'earnings_yield', outcome: 'pass', value: 0.1 });
    expect(l.criteria[0]).not.toHaveProperty('note');
    // NWC = 600 − 300 − 200 = 100; capital 100 + 300 = 400; ROC = 25%, exactly the bar.
    expect(l.criteria[1]).toMatchObject({ id: 'return_on_capital', outcome: 'pass', value: 0.25 });
    expect(l.criteria[1]).not.toHaveProperty('note');
  });

  it('fails below the bars and uses the trade proxy for working capital when current assets are missing', () => {
    const l = lens({ ...base, currentAssets: null, currentLiabilities: null, receivables: 300, inventory: 200, otherLiabilities: 100 }, [price(150)]);
    // EV = 1,500: EY 6.7%; NWC = 300 + 200 − 100 = 400, capital 700, ROC 14.3%.
    expect(l.criteria[0]).toMatchObject({ outcome: 'fail', value: 0.0667 });
    expect(l.criteria[1]).toMatchObject({ outcome: 'fail', value: 0.1429 });
    expect(l.criteria[1]?.note).toBe('working capital: receivables + inventory − other liabilities');
  });

  it('leaves the industry rank to the peer comparison', () => {
    const rank = lens(base).criteria[2];
    expect(rank).toEqual({ id: 'industry_rank', outcome: 'not_assessable', note: 'from the peer comparison' });
  });

  it('cannot assess without a price, capital or working capital, and leaves out financial companies', () => {
    expect(lens(base, []).criteria[0]?.outcome).toBe('not_assessable');
    expect(lens({ ...base, currentAssets: null }).criteria[1]?.note).toBe('needs EBIT, net block and working capital');
    // Cash of 1,400 against market value 1,000 + borrowings 300: EV −100.
    expect(lens({ ...base, cash: 1400 }).criteria[0]?.note).toBe('enterprise value is not positive (cash exceeds market value plus debt)');
    const l = lens(base, undefined, true);
    expect(l.criteria.map((c) => c.outcome)).toEqual(['not_assessable', 'not_assessable', 'not_assessable']);
    expect(l.criteria[0]?.note).toBe('Greenblatt left out financial companies');
  });

  it('sends the ratios with the figures they come from, and reasons as codes', () => {
    const l = greenblattLens(runAnalysis(facts({ years: [year(2025, base)], prices: [price(100)] })));
    expect(l.criteria[0]?.figures).toEqual({
      earnings_yield: { value: 0.1, unit: 'fraction' },
      ebit: { value: 100, unit: 'inr_crore', period: 'FY2025' },
      enterprise_value: { value: 1000, unit: 'inr_crore' },
    });
    expect(l.criteria[2]).toEqual({ id: 'industry_rank', outcome: 'not_assessable', reason: { code: 'lens.greenblatt.rank_from_peers' } });
    const noCash = greenblattLens(runAnalysis(facts({ years: [year(2025, { ...base, cash: null })], prices: [price(100)] })));
    expect(noCash.criteria[0]?.reason).toEqual({ code: 'lens.greenblatt.cash_unknown' });
  });
});
