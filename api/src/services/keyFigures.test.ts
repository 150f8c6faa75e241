import { KeyFiguresSchema } from 'shared-types/api';
import { year } from '../analysis/testing/builders';
import { priceRow } from './testing/priceRows';
import { keyFigures, type KeyFigureInputs } from './keyFigures';

const close = priceRow;

// A company of 10 crore shares: ₹1,000 a share is ₹10,000 crore.
const FY24 = year(2024, {
  periodEnd: '2024-03-31',
  shares: 10,
  equity: 10,
  reserves: 1990,
  borrowings: 1000,
  netProfit: 400,
  profitBeforeTax: 500,
  interest: 100,
  dividends: 150,
});
const FY25 = year(2025, {
  periodEnd: '2025-03-31',
  shares: 10,
  equity: 10,
  reserves: 2490,
  borrowings: 500,
  netProfit: 480,
  profitBeforeTax: 600,
  interest: 60,
  dividends: 200,
});
const QUARTERS = [
  { end: '2024-06-30', months: 3, netProfit: 110 },
  { end: '2024-09-30', months: 3, netProfit: 120 },
  { end: '2024-12-31', months: 3, netProfit: 125 },
  { end: '2025-03-31', months: 3, netProfit: 125 },
  { end: '2025-06-30', months: 3, netProfit: 130 },
];

const inputs = (overrides: Partial<KeyFigureInputs> = {}): KeyFigureInputs => ({
  kind: 'industrial',
  hasStatements: true,
  prices: [close('2025-08-01', 990), close('2025-08-04', 1000), close('2025-08-04', 1001, { exchange: 'BSE' })],
  shareCount: null,
  pairedMarketCap: null,
  actions: [],
  years: [FY24, FY25],
  quarters: QUARTERS,
  weekRange: { as_of: '2025-08-04', high: 1200, low: 800, reliable: true },
  analysis: { score: 72, computedAt: '2025-08-05T10:00:00.000Z', returnOnCapital: null },
  ...overrides,
});

describe('keyFigures', () => {
  it('computes every figure from market capitalisation and whole-company amounts', () => {
    const figures = KeyFiguresSchema.parse(keyFigures(inputs()));
    expect(figures.price).toEqual({ value: 1000, reason: null, as_of: '2025-08-04', source: 'nse', approximate: false });
    expect(figures.market_cap).toEqual({ value: 10_000, reason: null, as_of: '2025-08-04' });
    // 10,000 ÷ (120 + 125 + 125 + 130)
    expect(figures.pe_ttm).toEqual({ value: 20, reason: null, as_of: '2025-06-30', period: 'ttm' });
    expect(figures.pb).toEqual({ value: 4, reason: null, as_of: '2025-03-31' });
    // EBIT 660 ÷ average of 3,000 and 3,000
    expect(figures.return_on_capital).toEqual({ value: 22, reason: null, as_of: '2025-03-31', kind: 'roce' });
    expect(figures.dividend_yield).toEqual({ value: 2, reason: null, as_of: '2025-03-31' });
    expect(figures.week_range).toEqual({ high: 1200, low: 800, reason: null, as_of: '2025-08-04' });
    expect(figures.score).toEqual({ value: 72, reason: null, as_of: '2025-08-05' });
  });

  it('uses the exchange share count, and never pairs it with a close across a split', () => {
    const shareCount = { as_of: '2025-07-01', shares: 100_000_000 };
    expect(keyFigures(inputs({ shareCount })).market_cap.value).toBe(10_000);
    const split = [{ kind: 'split', exDate: '2025-07-15', shareMultiplier: 2 }];
    const figures = keyFigures(inputs({ shareCount, actions: split }));
    expect(figures.market_cap).toEqual({ value: null, reason: 'no_shares_outstanding', as_of: null });
    expect(figures.pe_ttm.reason).toBe('no_shares_outstanding');
    // The statements page's own pairing (a close of the share count's week) still serves, dated by it.
    expect(keyFigures(inputs({ shareCount, actions: split, pairedMarketCap: { value: 9_500, as_of: '2025-07-01' } })).market_cap).toEqual({
      value: 9_500,
      reason: null,
      as_of: '2025-07-01',
    });
  });

  it('falls back to the latest year’s profit when four consecutive quarters are not known, and says so', () => {
    const gap = [QUARTERS[0]!, QUARTERS[1]!, QUARTERS[3]!, QUARTERS[4]!];
    expect(keyFigures(inputs({ quarters: gap })).pe_ttm).toEqual({ value: 20.83, reason: null, as_of: '2025-03-31', period: 'fiscal_year' });
  });

  it("shows the analysis's current price when an export's 'on or after' price shares a day with a close", () => {
    // TCS's export: the FY2026 year-end close ₹2,358.90 and the export's own price ₹2,096.10, both dated
    // 31 Mar 2026. The export's price is from that day or later, so it is the latest; the analysis takes
    // the same one (the engine's prices are ordered by day, then exact before approximate), and a page
    // showing ₹2,358.90 in the strip beside ₹2,096.10 in its summary contradicted itself.
    const yearEnd = close('2026-03-31', 2358.9, { source: 'screener', exchange: null });
    const exportPrice = close('2026-03-31', 2096.1, { source: 'screener', exchange: null, approximate: true });
    for (const prices of [
      [yearEnd, exportPrice],
      [exportPrice, yearEnd],
    ]) {
      expect(keyFigures(inputs({ prices })).price).toEqual({ value: 2096.1, reason: null, as_of: '2026-03-31', source: 'screener', approximate: true });
    }
  });

  it('marks an approximate Screener price and maps each source', () => {
    const figures = keyFigures(inputs({ prices: [close('2025-06-30', 950, { source: 'screener', exchange: null, approximate: true })] }));
    expect(figures.price).toEqual({ value: 950, reason: null, as_of: '2025-06-30', source: 'screener', approximate: true });
    expect(keyFigures(inputs({ prices: [close('2025-06-30', 950, { source: 'demo', exchange: null })] })).price.source).toBe('demo');
    expect(keyFigures(inputs({ prices: [close('2025-06-30', 950, { source: 'live_price', exchange: null })] })).price.source).toBe('live');
  });

  it('prefers the stored analysis’s own return on capital, and measures a lender by ROE', () => {
    const analysis = { score: 60, computedAt: '2025-08-05T00:00:00Z', returnOnCapital: { value: 18.4, asOf: '2025-03-31' } };
    expect(keyFigures(inputs({ analysis })).return_on_capital).toEqual({ value: 18.4, reason: null, as_of: '2025-03-31', kind: 'roce' });
    // Profit 480 ÷ average net worth of 2,000 and 2,500
    expect(keyFigures(inputs({ kind: 'lender' })).return_on_capital).toEqual({ value: 21.33, reason: null, as_of: '2025-03-31', kind: 'roe' });
  });

  describe('gives a reason for each missing figure', () => {
    it.each([
      ['no_price', inputs({ prices: [] }), ['market_cap', 'pe_ttm', 'pb', 'dividend_yield']],
      [
        'no_shares_outstanding',
        inputs({
          years: [
            { ...FY24, shares: null },
            { ...FY25, shares: null },
          ],
        }),
        ['market_cap', 'pe_ttm', 'pb', 'dividend_yield'],
      ],
      ['no_statements', inputs({ hasStatements: false, years: [], quarters: [], analysis: null }), ['pe_ttm', 'pb', 'dividend_yield', 'return_on_capital']],
      ['no_ttm_profit', inputs({ quarters: [], years: [{ ...FY25, netProfit: null }] }), ['pe_ttm']],
      ['loss_making', inputs({ quarters: [], years: [{ ...FY25, netProfit: -20 }] }), ['pe_ttm']],
      ['no_book_value', inputs({ years: [{ ...FY25, reserves: null }] }), ['pb']],
      ['negative_book_value', inputs({ years: [{ ...FY25, reserves: -100 }] }), ['pb']],
      ['no_capital_employed', inputs({ years: [{ ...FY25, borrowings: null }] }), ['return_on_capital']],
      [
        'no_dividend_data',
        inputs({
          years: [
            { ...FY24, dividends: null },
            { ...FY25, dividends: null },
          ],
        }),
        ['dividend_yield'],
      ],
    ] as const)('%s', (reason, given, fields) => {
      const figures = keyFigures(given);
      for (const field of fields) expect({ field, ...figures[field] }).toMatchObject({ field, value: null, reason });
    });

    it('no_week_range and week_range_unreliable', () => {
      expect(keyFigures(inputs({ weekRange: null })).week_range).toEqual({ high: null, low: null, reason: 'no_week_range', as_of: null });
      expect(keyFigures(inputs({ weekRange: { as_of: '2025-08-04', high: 2400, low: 800, reliable: false } })).week_range).toEqual({
        high: null,
        low: null,
        reason: 'week_range_unreliable',
        as_of: '2025-08-04',
      });
    });

    it('not_rated', () => {
      expect(keyFigures(inputs({ analysis: { score: null, computedAt: '2025-08-05T00:00:00Z', returnOnCapital: null } })).score).toEqual({
        value: null,
        reason: 'not_rated',
        as_of: '2025-08-05',
      });
      expect(keyFigures(inputs({ analysis: null })).score).toEqual({ value: null, reason: 'not_rated', as_of: null });
    });

    it("not_rated with the analysis's own code, so the strip can say why (stale data, too little data)", () => {
      const analysis = { score: null, computedAt: '2025-08-05T00:00:00Z', returnOnCapital: null, notRatedCode: 'stale_data' };
      expect(keyFigures(inputs({ analysis })).score).toEqual({ value: null, reason: 'not_rated', as_of: '2025-08-05', not_rated_code: 'stale_data' });
    });
  });
});
