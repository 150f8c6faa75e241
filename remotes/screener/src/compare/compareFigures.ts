import { screenFigureById, type ComparedCompany, type ScreenFigure, type ScreenValue } from 'shared-types/api';
import { NO, NO_VALUE, YES } from './compareMessages';

/** The table's rows, in the order issue 33 gives them: size and price, the score and its pillars, then the ratios. */
const ROW_IDS = [
  'price',
  'market_cap',
  'score',
  'pillar_business_quality',
  'pillar_growth',
  'pillar_financial_strength',
  'pillar_earnings_quality',
  'pillar_management_credibility',
  'pillar_valuation',
  'pe',
  'pb',
  'roce',
  'roe',
  'opm',
  'debt_to_equity',
  'sales_growth_3y',
  'profit_growth_3y',
  'piotroski',
  'promoter_holding',
] as const;

// Names and units come from the catalogue, so a renamed figure changes here too; a missing id fails loudly.
export const COMPARE_ROWS: readonly ScreenFigure[] = ROW_IDS.map((id) => {
  const figure = screenFigureById(id);
  if (!figure) throw new Error(`The screen figures have no '${id}'.`);
  return figure;
});

const formats = new Map<number, Intl.NumberFormat>();

/** A number with Indian digit grouping and at most `digits` decimals (formatters built on first use). */
export function formatNumber(value: number, digits: number): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}

/** A figure's value as the table shows it, in the figure's unit; unknown is a dash, never 0. */
export function formatFigure(value: ScreenValue | undefined, figure: ScreenFigure): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'string') return value;
  switch (figure.unit) {
    case 'crore':
      return `₹${formatNumber(value, 0)} Cr`;
    case 'rupees':
      return `₹${formatNumber(value, 2)}`;
    case 'percent':
      return `${formatNumber(value, 1)}%`;
    case 'times':
      return formatNumber(value, 2);
    default:
      return formatNumber(value, 1);
  }
}

export type SeriesMetric = 'roce' | 'sales' | 'eps';

/** One company's line: a value per year of the chart's years, null for a gap. */
export interface CompareLine {
  id: string;
  name: string;
  values: (number | null)[];
}

export interface CompareSeries {
  years: string[];
  lines: CompareLine[];
}

/**
 * One metric of every company on shared years (companies may report different
 * years): the years in order, and each company with a series one line.
 */
export function buildSeries(companies: readonly ComparedCompany[], metric: SeriesMetric): CompareSeries {
  const years = [...new Set(companies.flatMap((company) => company.series?.years ?? []))].sort();
  const lines = companies.flatMap((company) => {
    const series = company.series;
    if (!series) return [];
    const byYear = new Map(series.years.map((year, index) => [year, series[metric][index] ?? null]));
    return [{ id: company.company_id, name: company.name, values: years.map((year) => byYear.get(year) ?? null) }];
  });
  return { years, lines };
}

/** Whether any line has a value to draw. */
export function hasValues(series: CompareSeries): boolean {
  return series.lines.some((line) => line.values.some((value) => value !== null));
}
