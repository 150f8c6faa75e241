import { type Reason } from 'shared-types/api';
import { figure, reason } from '../v2/figure';
import { type DatedPrice } from './normalise';
import { type TrailingTwelveMonths } from './trailingTwelveMonths';
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
  /** For a stale company: why, as a code with its data ('freshness.stale.*'); null when not stale. */
  staleReason: Reason | null;
  /** How old the price is, and whether it is too old to value the company on (below). */
  price: PriceAge;
}

/**
 * A price more than 90 days older than the analysis (its computedAt) or than
 * the latest statements is stale: still used, and every place that uses it
 * says so (issue 29, finding 7). A price dated only 'on or after' a day is as
 * old as that day for this rule: nothing shows it is any newer.
 */
export const PRICE_STALE_AFTER_DAYS = 90;

export interface PriceAge {
  stale: boolean;
  /** Whole days from the price's (earliest possible) date to the analysis; null when the analysis date is not known. */
  daysOld: number | null;
  /** Whole days the price's date lies before the latest statements' period end; 0 when not before. */
  daysBeforeStatements: number;
  /** Why it is stale, as codes with their figures ('price.stale.*'); empty when it is not. */
  staleReasons: Reason[];
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function priceAgeOf(price: DatedPrice, latest: YearView | null, today: string | null): PriceAge {
  const daysOld = today === null ? null : Math.max(0, daysBetween(price.date, today.slice(0, 10)));
  const daysBeforeStatements = latest === null ? 0 : Math.max(0, daysBetween(price.date, latest.periodEnd));
  const staleReasons: Reason[] = [];
  const limit = figure(PRICE_STALE_AFTER_DAYS, 'days');
  if (daysOld !== null && daysOld > PRICE_STALE_AFTER_DAYS) {
    staleReasons.push(reason('price.stale.before_analysis', { days: figure(daysOld, 'days'), limit }));
  }
  if (daysBeforeStatements > PRICE_STALE_AFTER_DAYS) {
    staleReasons.push(reason('price.stale.before_statements', { days: figure(daysBeforeStatements, 'days'), statements_end: latest?.periodEnd, limit }));
  }
  return { stale: staleReasons.length > 0, daysOld, daysBeforeStatements, staleReasons };
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

export function computeFreshness(
  latest: YearView | null,
  price: DatedPrice | null,
  ttm: TrailingTwelveMonths | null,
  today: string | null = null,
): Freshness | null {
  if (latest === null || price === null) return null;
  const monthsBehind = price.date > latest.periodEnd ? monthsBetween(latest.periodEnd, price.date) : 0;
  const age = priceAgeOf(price, latest, today);
  const fresh = { stale: false, monthsBehind, staleReason: null, price: age };
  if (price.approximate === true) return { ...fresh, basis: 'export_price' };
  if (addMonths(latest.periodEnd, STALE_AFTER_MONTHS) >= price.date) return { ...fresh, basis: 'annual' };
  if (ttm !== null && addMonths(ttm.periodEnd, QUARTERS_RECENT_MONTHS) >= price.date) return { ...fresh, basis: 'quarters' };
  return {
    stale: true,
    basis: 'annual',
    monthsBehind,
    price: age,
    staleReason: reason(ttm === null ? 'freshness.stale.no_quarters' : 'freshness.stale.quarters_old', {
      statements_end: latest.periodEnd,
      months_behind: monthsBehind,
      price_date: price.date,
      allowed_months: STALE_AFTER_MONTHS,
      quarters_end: ttm?.periodEnd,
      quarters_recent_months: ttm === null ? undefined : QUARTERS_RECENT_MONTHS,
    }),
  };
}
