/**
 * The names in the company-details payload, kept free of zod so a remote that
 * only renders the payload can import them without bundling the schemas.
 * Re-exported by companyDetails.ts.
 */

/** The eight chart metrics, in the product's order. roe was added for lenders (issue 29): an older payload lacks it. */
export const CHART_METRICS = [
  'capex_growth',
  'roce',
  'roe',
  'operating_cash_flow_growth',
  'revenue_growth',
  'eps_growth',
  'price_operating_cash_flow',
  'price_earnings',
] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** Metrics with a year-over-year series; roce and the two price ratios have none. */
export const YOY_METRICS = ['capex_growth', 'operating_cash_flow_growth', 'revenue_growth', 'eps_growth'] as const satisfies readonly ChartMetric[];

/** Plotted on the second, right-hand axis: plain ratios, not crore amounts. */
export const RATIO_METRICS = ['roce', 'roe', 'price_operating_cash_flow', 'price_earnings'] as const satisfies readonly ChartMetric[];

/** Field names (docs/product-rules.md). */
export const PART1_TITLE = 'Part 1: Corporate Governance and Management Credibility Assessment';
export const PART2_TITLE = 'Part 2: Operational Risk and Business Quality Analysis';
export const PART3_TITLE = 'Part 3: Holistic Investment Investigation Report';
export const PART4_TITLE = 'Part 4: Investment Score';
export const SCORE_FIELD = 'Part 4: investment score';

export const PART1_SECTIONS = ['1. Future Forecast vs. Actuals (Past 5 Years)', '2. Management Guidance Analysis'] as const;
export const PART3_SECTIONS = [
  '1. Overall Investigation',
  '2. Business Model and Moat',
  '3. Risks and Quality',
  "4. Owner's Earnings and Margin of Safety",
  '5. 3-10 Year Hold Scenarios',
] as const;

/** Fields the result view does not render as section cards (the summary cards and our meta). */
export const HIDDEN_DETAIL_FIELDS = [
  'company_name',
  'company_code',
  SCORE_FIELD,
  'investment score',
  'current_price',
  'last_updated',
  'data_json',
  'prompt company',
  'prompt result',
  'id',
  'created_at',
  'updated_at',
  'analysis_meta',
  'investor_lenses',
  // Rendered by its own card (Peer Comparison), after the charts.
  'peer_comparison',
] as const;

/** A string starting with '{' or '[' holds JSON; when it does not parse, it stays the text it is. */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}
