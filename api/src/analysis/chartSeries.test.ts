import { CHART_METRICS } from 'shared-types/api';
import { buildDataJson } from './chartSeries';
import { buildContext } from './context/buildContext';
import { lender } from './testing/archetypes';
import { facts, year } from './testing/builders';

describe('data_json', () => {
  const f = facts({
    years: [
      year(2018, {
        sales: 100,
        eps: -2,
        capex: 0,
        operatingCashFlow: 10,
        shares: 10,
        profitBeforeTax: 8,
        interest: 2,
        equity: 10,
        reserves: 30,
        borrowings: 10,
      }),
      year(2019, {
        sales: 120,
        eps: 3,
        capex: 50,
        operatingCashFlow: 12,
        shares: 10,
        profitBeforeTax: 10,
        interest: 2,
        equity: 10,
        reserves: 38,
        borrowings: 12,
      }),
      // FY2020 missing: a gap
      year(2021, { sales: 150, eps: 4, capex: 40, operatingCashFlow: -5, shares: 10 }),
    ],
    prices: [
      { price: 500, asOf: '2018-06-01', source: 't' }, // 62 days after 31 March 2018: outside the ±45-day window
      { price: 60, asOf: '2019-03-28', source: 't' },
      { price: 90, asOf: '2021-05-10', source: 't' }, // 40 days after: inside
    ],
  });
  const dj = buildDataJson(buildContext(f));

  it('has every metric, over a continuous run of fiscal years with the gap as NA', () => {
    expect(Object.keys(dj)).toEqual([...CHART_METRICS]);
    for (const m of CHART_METRICS) {
      expect(dj[m]?.labels).toEqual(['FY2018', 'FY2019', 'FY2020', 'FY2021']);
      expect(dj[m]?.raw_value).toHaveLength(4);
      expect(dj[m]?.yoy_change).toHaveLength(4);
    }
    expect(dj.revenue_growth.raw_value).toEqual([100, 120, 'NA', 150]);
  });

  it('YoY in percent; NA for the first year, across a gap, on a zero base and on a sign flip', () => {
    expect(dj.revenue_growth.yoy_change).toEqual(['NA', 20, 'NA', 'NA']);
    expect(dj.capex_growth.yoy_change).toEqual(['NA', 'NA', 'NA', 'NA']); // 0 → 50 has no percentage
    expect(dj.eps_growth.yoy_change).toEqual(['NA', 'NA', 'NA', 'NA']); // −2 → 3 turned positive
  });

  it('ROCE in percent; price ratios from the price nearest 31 March within ±45 days; no YoY for ratios', () => {
    // FY2018 (no year before): EBIT 10 / (10 + 30 + 10) = 20%; FY2019 on average capital employed: 12 / ((50 + 60) / 2) = 21.82%.
    expect(dj.roce.raw_value).toEqual([20, 21.82, 'NA', 'NA']);
    expect(dj.price_earnings.raw_value).toEqual(['NA', 20, 'NA', 22.5]);
    // P/OCF FY2019 = 60 × 10 / 12 = 50; FY2021 CFO negative → NA.
    expect(dj.price_operating_cash_flow.raw_value).toEqual(['NA', 50, 'NA', 'NA']);
    expect(dj.roce.yoy_change).toEqual(['NA', 'NA', 'NA', 'NA']);
    expect(dj.price_earnings.yoy_change).toEqual(['NA', 'NA', 'NA', 'NA']);
  });

  it('is empty, but complete, with no statements', () => {
    const empty = buildDataJson(buildContext(facts()));
    for (const m of CHART_METRICS) expect(empty[m]).toEqual({ labels: [], raw_value: [], yoy_change: [] });
  });

  it('gives a lender an ROE chart and no ROCE, capex or price-to-operating-cash-flow chart (issue 29, finding 13)', () => {
    const bank = buildDataJson(buildContext(lender()));
    for (const m of ['roce', 'capex_growth', 'price_operating_cash_flow'] as const) expect(bank[m]).toEqual({ labels: [], raw_value: [], yoy_change: [] });
    expect(bank.roe?.labels).toHaveLength(8);
    expect(bank.roe?.raw_value.every((x) => typeof x === 'number' && x > 10 && x < 30)).toBe(true);
    expect(bank.revenue_growth.labels).toHaveLength(8);
  });
});
