import { type GuidanceMetric } from '../types';

/** The v1 name of each guided figure ('revenue growth'); a metric this build does not know shows its id. */
const GUIDANCE_METRIC_V1_NAMES: Readonly<Record<GuidanceMetric, string>> = {
  revenue_growth_pct: 'revenue growth',
  operating_margin_pct: 'operating margin',
  net_profit_growth_pct: 'net profit growth',
  revenue_crore: 'revenue',
  capex_crore: 'capex',
  capacity_utilisation_pct: 'capacity utilisation',
  export_share_pct: 'export share',
};

export const guidanceMetricV1Name = (metric: string): string => GUIDANCE_METRIC_V1_NAMES[metric as GuidanceMetric] ?? metric;
