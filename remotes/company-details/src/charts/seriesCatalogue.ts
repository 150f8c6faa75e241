import type { ChartMetric } from 'shared-types/api/fields';

/**
 * The one place a chart metric gets its name, unit and axis. The checkboxes (which are also the legend),
 * the tooltip, the data table and the chart's description all read it, so they cannot disagree.
 * A metric key names the series' year-over-year figure ('revenue_growth'); its raw values are the
 * amount itself (revenue in ₹ crore), so each mode has its own name (issue 30, item 7).
 */

export type ChartAxis = 'left' | 'right';
/** 'Cr': ₹ crore; '%': percent; '₹': rupees a share; '': a plain multiple (P/E). */
export type ChartUnit = 'Cr' | '%' | '₹' | '';

export interface RawEntry {
  name: string;
  unit: ChartUnit;
  /** Crore amounts on the left axis; everything else (returns, per-share, multiples) on the right. */
  axis: ChartAxis;
}

export interface CatalogueEntry {
  raw: RawEntry;
  /** The year-over-year name, or null when the metric has no such series. */
  yoy: string | null;
}

export const SERIES_CATALOGUE: Readonly<Record<ChartMetric, CatalogueEntry>> = {
  capex_growth: { raw: { name: 'Capex', unit: 'Cr', axis: 'left' }, yoy: 'Capex growth' },
  roce: { raw: { name: 'ROCE', unit: '%', axis: 'right' }, yoy: null },
  roe: { raw: { name: 'ROE', unit: '%', axis: 'right' }, yoy: null },
  operating_cash_flow_growth: { raw: { name: 'Operating cash flow', unit: 'Cr', axis: 'left' }, yoy: 'Operating cash flow growth' },
  revenue_growth: { raw: { name: 'Revenue', unit: 'Cr', axis: 'left' }, yoy: 'Revenue growth' },
  eps_growth: { raw: { name: 'EPS', unit: '₹', axis: 'right' }, yoy: 'EPS growth' },
  price_operating_cash_flow: { raw: { name: 'Price to cash flow', unit: '', axis: 'right' }, yoy: null },
  price_earnings: { raw: { name: 'P/E', unit: '', axis: 'right' }, yoy: null },
};

/** What a table heading adds after the name: the unit, or nothing for a plain multiple. */
export const UNIT_NOTE: Readonly<Record<ChartUnit, string>> = { Cr: ' (₹ Cr)', '%': ' (%)', '₹': ' (₹ a share)', '': '' };
