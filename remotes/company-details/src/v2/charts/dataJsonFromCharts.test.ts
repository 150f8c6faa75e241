import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ChartsV2 } from 'shared-types/api';
import { RESEARCH_V2_ARCHETYPES, researchV2Document } from 'shared-types/testing';
import { dataJsonFromCharts, yoyPercent } from './dataJsonFromCharts';

/** The server's v1 answer for an archetype (api/src/analysis/__golden__), rendered from the same v2 charts. */
const goldenV1DataJson = (archetype: string): unknown =>
  (JSON.parse(readFileSync(path.join(__dirname, '../../../../../api/src/analysis/__golden__', `${archetype}.json`), 'utf8')) as { data_json: unknown })
    .data_json;

const charts = (overrides: Partial<ChartsV2['series']>, more: Partial<ChartsV2> = {}): ChartsV2 => {
  const base = researchV2Document('steady-compounder').charts;
  return { ...base, ...more, series: { ...base.series, ...overrides } };
};

describe('dataJsonFromCharts', () => {
  it.each(RESEARCH_V2_ARCHETYPES)("gives the server's v1 data_json for the %s archetype", (archetype) => {
    expect(dataJsonFromCharts(researchV2Document(archetype).charts)).toEqual(goldenV1DataJson(archetype));
  });

  it('rounds raw values to two decimals and works year on year out from the full-precision values', () => {
    const years = ['FY2021', 'FY2022', 'FY2023'];
    const { revenue_growth } = dataJsonFromCharts(charts({ revenue_growth: [100.004, 110.006, 121.5] }, { years }));
    expect(revenue_growth).toEqual({ labels: years, raw_value: [100, 110.01, 121.5], yoy_change: ['NA', 10, 10.45] });
  });

  it("says 'NA' year on year after an unknown, a zero or a sign flip, and measures a fall from a negative base against its size", () => {
    const years = ['FY2019', 'FY2020', 'FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];
    const { operating_cash_flow_growth } = dataJsonFromCharts(charts({ operating_cash_flow_growth: [null, 50, 0, 40, -20, -30, 10] }, { years }));
    expect(operating_cash_flow_growth?.raw_value).toEqual(['NA', 50, 0, 40, -20, -30, 10]);
    expect(operating_cash_flow_growth?.yoy_change).toEqual(['NA', 'NA', -100, 'NA', 'NA', -50, 'NA']);
  });

  it("gives a growth beyond ±10^9 as 'NA', as the server does", () => {
    expect(yoyPercent(1, 1e-10)).toBe('NA');
    expect(yoyPercent(2, 1)).toBe(100);
  });

  it('labels a value past the fiscal years with the TTM label, without a year-on-year change', () => {
    const years = ['FY2024', 'FY2025'];
    const { eps_growth } = dataJsonFromCharts(charts({ eps_growth: [10, 12, 13] }, { years, ttm: 'TTM to Sep 2026' }));
    expect(eps_growth).toEqual({ labels: ['FY2024', 'FY2025', 'TTM to Sep 2026'], raw_value: [10, 12, 13], yoy_change: ['NA', 20, 'NA'] });
  });

  it('keeps ROCE, ROE and the price ratios without year-on-year change, and an empty series empty', () => {
    const years = ['FY2024', 'FY2025'];
    const data = dataJsonFromCharts(charts({ roce: [10, 20], price_earnings: [30, 15], capex_growth: [] }, { years }));
    expect(data.roce.yoy_change).toEqual(['NA', 'NA']);
    expect(data.price_earnings.yoy_change).toEqual(['NA', 'NA']);
    expect(data.capex_growth).toEqual({ labels: [], raw_value: [], yoy_change: [] });
  });
});
