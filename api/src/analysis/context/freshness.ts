import { type DatedPrice } from './normalise';
import { monthYear, type TrailingTwelveMonths } from './trailingTwelveMonths';
import { type YearView } from './yearMetrics';

/**
 * Whether the statements are recent enough to rate the company at today's
 * price. A 2025 price over FY2019 earnings once scored 83 'strong' at 74×
 * stale EPS. Rule: the latest annual statements may end at most
 * STALE_AFTER_MONTHS before the price date, unless quarterly results cover
 * the gap (trailing twelve months whose last quarter ends within
 * QUARTERS_RECENT_MONTHS of the price). An export's own price, dated 'on or
 * after' its latest period, is consistent with its statements by construction.
 */

export const STALE_AFTER_MONTHS = 15;
export const QUARTERS_RECENT_MONTHS = 6;

export interface Freshness {
  /** Statements too old for the price: no rating. */
  stale: boolean;
  /** What keeps the data current: the annual statements, quarterly results, or an export's own price. */
  basis: 'annual' | 'quarters' | 'export_price';
  /** Whole months from the last annual period end to the price date. */
  monthsBehind: number;
  /** For a stale company: the not-rated reason's detail. */
  reason: string | null;
}

/** YYYY-MM-DD plus n calendar months (the day clamped to the month's length). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole calendar months from one date to a later one, counted the way addMonths steps. */
function monthsBetween(from: string, to: string): number {
  const [y1, m1] = from.split('-').map(Number) as [number, number];
  const [y2, m2] = to.split('-').map(Number) as [number, number];
  const n = (y2 - y1) * 12 + (m2 - m1);
  return addMonths(from, n) > to ? n - 1 : n;
}

export function computeFreshness(latest: YearView | null, price: DatedPrice | null, ttm: TrailingTwelveMonths | null): Freshness | null {
  if (latest === null || price === null) return null;
  const monthsBehind = price.date > latest.periodEnd ? monthsBetween(latest.periodEnd, price.date) : 0;
  if (price.approximate === true) return { stale: false, basis: 'export_price', monthsBehind, reason: null };
  if (addMonths(latest.periodEnd, STALE_AFTER_MONTHS) >= price.date) return { stale: false, basis: 'annual', monthsBehind, reason: null };
  if (ttm !== null && addMonths(ttm.periodEnd, QUARTERS_RECENT_MONTHS) >= price.date) return { stale: false, basis: 'quarters', monthsBehind, reason: null };
  const quarters =
    ttm === null
      ? 'no quarterly results cover the gap'
      : `the latest quarterly results end ${monthYear(ttm.periodEnd)}, more than ${QUARTERS_RECENT_MONTHS} months before the price`;
  return {
    stale: true,
    basis: 'annual',
    monthsBehind,
    reason: `the latest annual statements end ${monthYear(latest.periodEnd)}, ${monthsBehind} months before the price of ${price.date} (at most ${STALE_AFTER_MONTHS} allowed), and ${quarters}`,
  };
}
