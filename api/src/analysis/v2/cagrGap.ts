import { type ReasonParam } from 'shared-types/api';
import { fyLabel, fySpan } from '../format';
import { type CagrWhy } from '../metrics/growthProfile';
import { figure } from './figure';

/**
 * The parameters of why a CAGR is not given (metrics/growthProfile.ts CagrWhy), for the reasons that
 * carry the gap as a code: the score's CAGR measures and Lynch's PEG and category. The window's years
 * and start year; for a peak or trough start, the year's net margin against the norm.
 */
export function cagrGapParams(w: CagrWhy): Record<string, ReasonParam> | undefined {
  if (w.years === undefined || w.startFy === undefined) return undefined;
  const window = { years: w.years, start_fiscal_year: fyLabel(w.startFy) };
  const e = w.extreme;
  if (e === undefined) return window;
  return {
    ...window,
    extreme: e.kind,
    net_margin: figure(e.margin, 'fraction'),
    median_net_margin: figure(e.norm.median, 'fraction'),
    median_years: e.norm.years,
    median_period: fySpan(e.norm.fromFy, e.norm.toFy),
  };
}
