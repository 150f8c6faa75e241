import { safeDivide } from '../math/growth';
import { type QuarterResult } from '../types';
import { type YearView } from './yearMetrics';

/**
 * Trailing twelve months from quarterly results, when they are newer than the
 * last annual statements: the four latest consecutive quarters summed. It
 * stands in for the income statement when judging how current the data is,
 * and for EPS in the P/E (labelled 'TTM'); the balance sheet stays the last
 * annual one, with its date stated.
 */

export interface TrailingTwelveMonths {
  /** YYYY-MM-DD the last of the four quarters ended. */
  periodEnd: string;
  /** 'TTM to Sep 2026'. */
  label: string;
  sales: number | null;
  netProfit: number;
  /** Net profit / the last annual share count; null without one. */
  eps: number | null;
  /** The four quarters' ends, oldest first. */
  quarterEnds: string[];
}

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sep 2026' for '2026-09-30'. */
export function monthYear(isoDate: string): string {
  const [year, month] = isoDate.split('-');
  return `${MONTHS[Number(month) - 1] ?? '?'} ${year}`;
}

const time = (isoDate: string): number => Date.parse(isoDate.slice(0, 10));

/** Quarter ends 80–100 days apart: consecutive, so their sum is twelve months. */
function consecutive(later: QuarterResult, earlier: QuarterResult): boolean {
  const gap = (time(later.periodEnd) - time(earlier.periodEnd)) / DAY_MS;
  return gap >= 80 && gap <= 100;
}

export function trailingTwelveMonths(quarters: readonly QuarterResult[], latest: YearView | null): TrailingTwelveMonths | null {
  if (latest === null) return null;
  const valid = quarters.filter((q) => Number.isFinite(time(q.periodEnd))).sort((a, b) => time(a.periodEnd) - time(b.periodEnd));
  const last4 = valid.slice(-4);
  const newest = last4[3];
  if (last4.length < 4 || newest === undefined || time(newest.periodEnd) <= time(latest.periodEnd)) return null;
  for (let i = 1; i < 4; i += 1) if (!consecutive(last4[i] as QuarterResult, last4[i - 1] as QuarterResult)) return null;
  if (last4.some((q) => q.netProfit === null || !Number.isFinite(q.netProfit))) return null;
  const netProfit = last4.reduce((sum, q) => sum + (q.netProfit as number), 0);
  const sales = last4.every((q) => q.sales !== null && Number.isFinite(q.sales)) ? last4.reduce((sum, q) => sum + (q.sales as number), 0) : null;
  return {
    periodEnd: newest.periodEnd.slice(0, 10),
    label: `TTM to ${monthYear(newest.periodEnd)}`,
    sales,
    netProfit,
    eps: safeDivide(netProfit, latest.shares, { positiveDenominator: true }),
    quarterEnds: last4.map((q) => q.periodEnd.slice(0, 10)),
  };
}
