import { SCORE_FIELD } from 'shared-types/api';
import { type StoredFigureInputs } from '../../db/companyFiguresRepository';
import { type CompanyFigureValues } from '../../db/screenerSchema';

/**
 * One company's screener figures (docs/screener.md, 'API and the figures table'),
 * from what is stored: no database and no clock. The stored answers are read
 * defensively (an older engine's payload may lack a part), and a figure the data
 * does not give is null: the screener never matches an unknown, so a made-up
 * zero would put a company into screens it does not belong in.
 */
export type CompanyFigureInputs = StoredFigureInputs;

/** The 10-year series kept for comparisons: ROCE (%), sales (₹ crore) and EPS (₹) by fiscal year. */
export interface CompanySeries {
  years: string[];
  roce: Array<number | null>;
  sales: Array<number | null>;
  eps: Array<number | null>;
}

export interface CompanyFigures {
  values: CompanyFigureValues;
  series: CompanySeries | null;
}

export function computeCompanyFigures(input: CompanyFigureInputs): CompanyFigures {
  const meta = field(input.v1, 'analysis_meta');
  const figures = field(meta, 'figures');
  const market = field(figures, 'market');
  const charts = field(input.v1, 'data_json');
  const price = input.price ?? num(field(market, 'price'));
  const marketCap =
    num(field(market, 'market_cap_crore')) ?? (price !== null && input.shares !== null && input.shares > 0 ? (price * input.shares) / 1e7 : null);
  const score = num(field(input.v1, SCORE_FIELD));
  const pillars = pillarScores(field(figures, 'score_pillars'));
  const measure = (id: string): unknown => findMeasure(input.v2Score, id);
  const high = input.weekRange?.high ?? null;
  const low = input.weekRange?.low ?? null;
  const years = [...input.years].sort((a, b) => a.fiscalYear - b.fiscalYear);
  const latest = years.at(-1);
  const rated = field(meta, 'rating_status') === 'rated';
  const values: CompanyFigureValues = {
    market_cap: marketCap,
    price,
    high_52w_distance: price !== null && high !== null && high > 0 ? ((high - price) / high) * 100 : null,
    low_52w_distance: price !== null && low !== null && low > 0 ? ((price - low) / low) * 100 : null,
    // Not positive: the engine's P/E of a loss, or a negative book; the catalogue calls both unknown.
    pe: positive(num(field(market, 'pe'))),
    pb: positive(num(field(market, 'pb'))),
    dividend_yield: percent(num(field(market, 'dividend_yield'))),
    margin_of_safety: percent(num(field(field(figures, 'valuation'), 'margin_of_safety'))),
    // A lender's capital employed means nothing; ROE applies (screenFigures.ts).
    roce: input.company.kind === 'lender' ? null : lastOf(field(charts, 'roce')),
    roe: lastOf(field(charts, 'roe')),
    opm: latest?.sales && latest.sales > 0 && latest.operatingProfit !== null ? (latest.operatingProfit / latest.sales) * 100 : null,
    sales_growth_1y: growth(years, 'sales', 1),
    sales_growth_3y: growth(years, 'sales', 3),
    sales_growth_5y: growth(years, 'sales', 5),
    profit_growth_1y: growth(years, 'netProfit', 1),
    profit_growth_3y: growth(years, 'netProfit', 3),
    profit_growth_5y: growth(years, 'netProfit', 5),
    debt_to_equity: num(field(field(measure('leverage'), 'debt_to_equity'), 'value')),
    interest_cover: num(field(field(measure('interest_cover'), 'interest_cover'), 'value')),
    // The statements carry no current assets or liabilities yet.
    current_ratio: null,
    piotroski: num(field(measure('piotroski_f_score'), 'f_score')),
    altman_zone: text(field(measure('altman_z'), 'zone')),
    score,
    pillar_business_quality: pillars.get('business_quality') ?? null,
    pillar_growth: pillars.get('growth') ?? null,
    pillar_financial_strength: pillars.get('financial_strength') ?? null,
    pillar_earnings_quality: pillars.get('earnings_quality') ?? null,
    pillar_management_credibility: pillars.get('management_credibility') ?? null,
    pillar_valuation: pillars.get('valuation') ?? null,
    promoter_holding: input.shareholding?.promoterPct ?? null,
    pledged_percentage: input.shareholding?.pledgedPct ?? null,
    sector: input.company.sector,
    industry: input.company.industry,
    kind: input.company.kind,
    has_data: rated && score !== null && years.length > 0,
  };
  return { values, series: seriesOf(charts) };
}

/** Compound annual growth over `span` years, percent; null without both ends positive (a loss has no growth rate). */
function growth(years: CompanyFigureInputs['years'], key: 'sales' | 'netProfit', span: number): number | null {
  const last = years.at(-1);
  const first = years.find((year) => last !== undefined && year.fiscalYear === last.fiscalYear - span);
  const end = last?.[key] ?? null;
  const start = first?.[key] ?? null;
  if (end === null || start === null || end <= 0 || start <= 0) return null;
  return ((end / start) ** (1 / span) - 1) * 100;
}

/** Pillar id → points earned over points possible, 0 to 100; a pillar with nothing possible is unknown. */
function pillarScores(value: unknown): Map<string, number> {
  const scores = new Map<string, number>();
  if (!Array.isArray(value)) return scores;
  for (const pillar of value) {
    const name = text(field(pillar, 'name'));
    const possible = num(field(pillar, 'points_possible'));
    const earned = num(field(pillar, 'points_earned'));
    if (name === null || possible === null || possible <= 0 || earned === null) continue;
    scores.set(name.toLowerCase().replace(/\s+/g, '_'), (earned / possible) * 100);
  }
  return scores;
}

/** A measure's reason parameters in the v2 score part (measured only: a measure not computed has none). */
function findMeasure(score: unknown, id: string): unknown {
  const pillars = field(score, 'pillars');
  if (!Array.isArray(pillars)) return undefined;
  for (const pillar of pillars) {
    const measures = field(pillar, 'measures');
    if (!Array.isArray(measures)) continue;
    const found: unknown = measures.find((candidate) => field(candidate, 'id') === id);
    if (found !== undefined) return field(field(found, 'reason'), 'params');
  }
  return undefined;
}

const SERIES_CHARTS = ['roce', 'revenue_growth', 'eps_growth'] as const;

function seriesOf(charts: unknown): CompanySeries | null {
  // A lender's ROCE chart is there but empty: the years come from the first chart that has any.
  const labels = SERIES_CHARTS.map((metric) => field(field(charts, metric), 'labels')).find((found) => Array.isArray(found) && found.length > 0);
  if (!Array.isArray(labels)) return null;
  const values = (metric: string): Array<number | null> => {
    const raw = field(field(charts, metric), 'raw_value');
    return labels.map((_, i) => (Array.isArray(raw) ? num(raw[i]) : null));
  };
  return { years: labels.map(String), roce: values('roce'), sales: values('revenue_growth'), eps: values('eps_growth') };
}

/** The latest year's value of a v1 chart series ('NA' is unknown: no earlier year stands in). */
function lastOf(chart: unknown): number | null {
  const raw = field(chart, 'raw_value');
  return Array.isArray(raw) ? num(raw.at(-1)) : null;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);
const percent = (fraction: number | null): number | null => (fraction === null ? null : fraction * 100);
