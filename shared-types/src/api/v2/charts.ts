import * as z from 'zod/mini';
import { CHART_METRICS } from '../companyDetailsFields';

/**
 * The chart series as data (docs/decisions/0005-payload-v2-and-message-catalogue.md): one value a
 * fiscal year, at full precision, null where unknown. No year-on-year change is carried: a reader
 * computes it from two neighbouring values (api/src/analysis/v1/charts.ts does for v1).
 */
export const ChartsV2Schema = z.object({
  /** Every fiscal year from the first to the latest ('FY2016' … 'FY2025'), gaps included. */
  years: z.array(z.string()),
  /** The trailing twelve months' label ('TTM to Sep 2026') when revenue and EPS end with a TTM point. */
  ttm: z.optional(z.string()),
  /**
   * One value a year in `years`' order, then the TTM value where `ttm` applies; empty for a chart that
   * means nothing for the company (a lender's ROCE, capex, price to cash flow). Units: ₹ crore (capex,
   * cash from operations, sales), ₹ a share (EPS), percent (ROCE, ROE: 15.2), times (the price ratios).
   */
  series: z.record(z.enum(CHART_METRICS), z.array(z.nullable(z.number()))),
});
export type ChartsV2 = z.infer<typeof ChartsV2Schema>;
