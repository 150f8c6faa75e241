import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_FIGURES } from 'shared-types/api';
import { NUMBER_FIGURE_IDS, TEXT_FIGURE_IDS } from '../../db/screenerSchema';
import { goldenV2Path } from '../../analysis/testing/goldenV2';
import { computeCompanyFigures, type CompanyFigureInputs } from './companyFigures';
import { QUERY_TIME_FIGURE_IDS } from './screenFiguresRelation';

const golden = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;
/** The steady compounder's reviewed answers: FY2016–FY2025, sales growing 15% a year. */
const v1 = golden(path.join(__dirname, '../../analysis/__golden__/steady-compounder.json'));
const v2Score = golden(goldenV2Path('steady-compounder', 'score'));
const years = Array.from({ length: 10 }, (_, i) => ({
  fiscalYear: 2016 + i,
  sales: 1000 * 1.15 ** i,
  operatingProfit: 200 * 1.15 ** i,
  netProfit: i === 9 ? 121 : 100 * 1.1 ** i,
}));
const inputs: CompanyFigureInputs = {
  company: { kind: 'industrial', sector: 'Consumer Goods', industry: 'Packaged Foods' },
  v1,
  v2Score,
  years,
  price: 1652.1,
  shares: 1e8,
  shareholding: { promoterPct: 55.5, pledgedPct: 2 },
  weekRange: { high: 2000, low: 1500 },
};

describe('computeCompanyFigures', () => {
  it('reads a rated analysis, the statements, the price, the shareholding and the 52-week range', () => {
    const { values, series } = computeCompanyFigures(inputs);
    expect(values).toMatchObject({
      market_cap: 16521,
      price: 1652.1,
      pe: 30,
      pb: 5.89,
      roce: 27.89,
      roe: 21.19,
      score: 88,
      pillar_business_quality: 100,
      piotroski: 6,
      promoter_holding: 55.5,
      pledged_percentage: 2,
      sector: 'Consumer Goods',
      industry: 'Packaged Foods',
      kind: 'industrial',
      has_data: true,
    });
    expect(values.dividend_yield).toBeCloseTo(0.83, 6);
    expect(values.margin_of_safety).toBeCloseTo(-118.55, 6);
    expect(values.opm).toBeCloseTo(20, 6);
    expect(values.sales_growth_1y).toBeCloseTo(15, 6);
    expect(values.sales_growth_5y).toBeCloseTo(15, 6);
    expect(values.profit_growth_1y).toBeCloseTo((121 / (100 * 1.1 ** 8) - 1) * 100, 6);
    expect(values.debt_to_equity).toBeCloseTo(0.0178, 4);
    expect(values.interest_cover).toBeCloseTo(164.18, 2);
    expect(values.pillar_earnings_quality).toBeCloseTo((11.8 / 13) * 100, 6);
    expect(values.high_52w_distance).toBeCloseTo(17.395, 6);
    expect(values.low_52w_distance).toBeCloseTo(10.14, 6);
    expect(series?.years).toHaveLength(10);
    expect(series?.sales[0]).toBe(1000);
    expect(series?.eps.at(-1)).toBe(55.07);
  });

  it('leaves what the data lacks null, never zero', () => {
    const { values } = computeCompanyFigures(inputs);
    // The golden company has no working capital: no Altman zone and no current ratio.
    expect(values.altman_zone).toBeNull();
    expect(values.current_ratio).toBeNull();
  });

  it('knows nothing of a company with no analysis, statements, price or filings but its classification', () => {
    const { values, series } = computeCompanyFigures({
      company: { kind: 'lender', sector: null, industry: null },
      v1: null,
      v2Score: null,
      years: [],
      price: null,
      shares: null,
      shareholding: null,
      weekRange: null,
    });
    const known = Object.entries(values).filter(([, value]) => value !== null);
    expect(known).toEqual([
      ['kind', 'lender'],
      ['has_data', false],
    ]);
    expect(series).toBeNull();
  });

  it("keeps a lender's sales and EPS years though its ROCE chart is empty", () => {
    const charts = {
      roce: { labels: [], raw_value: [] },
      revenue_growth: { labels: ['FY2024', 'FY2025'], raw_value: [410, 455] },
      eps_growth: { labels: ['FY2024', 'FY2025'], raw_value: [6.5, 'NA'] },
    };
    const { series } = computeCompanyFigures({ ...inputs, company: { ...inputs.company, kind: 'lender' }, v1: { data_json: charts } });
    expect(series).toEqual({ years: ['FY2024', 'FY2025'], roce: [null, null], sales: [410, 455], eps: [6.5, null] });
  });

  it('makes market capitalisation from price and shares when the analysis has none, and no ROCE for a lender', () => {
    const { values } = computeCompanyFigures({ ...inputs, company: { ...inputs.company, kind: 'lender' }, v1: { data_json: { roce: { raw_value: [12] } } } });
    expect(values.market_cap).toBeCloseTo(16521, 6);
    expect(values.roce).toBeNull();
    expect(values.has_data).toBe(false); // not rated
  });

  it('gives no growth rate across a loss and no P/E for a loss', () => {
    const loss = years.map((year, i) => (i === 8 ? { ...year, netProfit: -5 } : year));
    const market = { pe: -12, pb: null };
    const { values } = computeCompanyFigures({ ...inputs, years: loss, v1: { analysis_meta: { figures: { market } } } });
    expect(values.profit_growth_1y).toBeNull();
    expect(values.profit_growth_3y).not.toBeNull();
    expect(values.pe).toBeNull();
  });

  it('has one column per catalogue figure, of the catalogue unit’s type, save those computed at query time', () => {
    const columns = new Map<string, string>([
      ...NUMBER_FIGURE_IDS.map((id) => [id, 'number'] as const),
      ...QUERY_TIME_FIGURE_IDS.map((id) => [id, 'number'] as const),
      ...TEXT_FIGURE_IDS.map((id) => [id, 'text'] as const),
      ['has_data', 'flag'],
    ]);
    expect(new Map(SCREEN_FIGURES.map((figure) => [figure.id, figure.unit === 'text' || figure.unit === 'flag' ? figure.unit : 'number']))).toEqual(columns);
  });
});
