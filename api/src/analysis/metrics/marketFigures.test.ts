import { PeerFiguresSchema, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from '../index';
import { r2 } from '../testing/builders';
import { steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type FinancialYear } from '../types';

const run = (f: CompanyFacts): CompanyDetails => analyseCompany(f, { computedAt: '2025-07-01T00:00:00.000Z' });

/** The compounder after a 1:5 split on 2025-05-15: its close is a fifth, its share count five times, its statements pre-split. */
function afterSplit(sharesAsOf = '2025-06-30'): { facts: CompanyFacts; last: FinancialYear; close: number } {
  const base = steadyCompounder();
  const last = base.years.at(-1) as FinancialYear;
  const preSplit = base.prices.at(-1)?.price as number;
  const close = r2(preSplit / 5);
  const prices = [...base.prices.slice(0, -1), { price: close, asOf: '2025-06-30', source: 'bhavcopy' }];
  const market = { shares: { shares: (last.shares as number) * 5, asOf: sharesAsOf }, weekRange: { high: 130, low: 90, asOf: '2025-06-30' } };
  return { facts: { ...base, prices, market }, last, close };
}

describe('market figures from today’s shares and close', () => {
  it('takes market capitalisation from the exchange’s share count and P/E as market cap ÷ profit, not close ÷ a pre-split EPS', () => {
    const { facts, last, close } = afterSplit();
    const details = run(facts);
    const peer = PeerFiguresSchema.parse(details.analysis_meta.peer_figures);
    const marketCap = close * (last.shares as number) * 5;
    const netWorth = (last.equity as number) + (last.reserves as number);
    expect(peer.market_cap_crore).toBeCloseTo(marketCap, 1);
    expect(peer.pe).toBeCloseTo(marketCap / (last.netProfit as number), 1);
    expect(peer.pb).toBeCloseTo(marketCap / netWorth, 1);
    expect(details.analysis_meta.figures.market).toMatchObject({
      price: close,
      price_as_of: '2025-06-30',
      shares_source: 'exchange',
      shares_as_of: '2025-06-30',
      earnings_period: 'FY2025',
      dividend_yield: expect.closeTo((last.dividends as number) / marketCap, 4),
      week_high: 130,
      week_low: 90,
    });
  });

  it('does not multiply a close by a share count dated more than a week away, and says the count is the statements’', () => {
    const { facts, last, close } = afterSplit('2025-04-01');
    const market = run(facts).analysis_meta.figures.market;
    expect(market).toMatchObject({ shares_source: 'statements', shares_as_of: '2025-03-31' });
    expect(market?.market_cap_crore).toBeCloseTo(close * (last.shares as number), 1);
  });

  it('gives no multiple for a loss and no figures without a price', () => {
    const base = steadyCompounder();
    const loss = { ...base, years: base.years.map((y, i) => (i === base.years.length - 1 ? { ...y, netProfit: -50, eps: -5 } : y)) };
    expect(run(loss).analysis_meta.figures.market?.pe).toBeNull();
    expect(run({ ...base, prices: [] }).analysis_meta.figures.market).toBeNull();
  });
});
