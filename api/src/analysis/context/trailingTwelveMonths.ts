import { type Reason } from 'shared-types/api';
import { STATUTORY_TAX_RATE } from '../assumptions';
import { median, safeDivide } from '../math/growth';
import { type QuarterResult } from '../types';
import { figure, reason } from '../v2/figure';
import { type YearView } from './yearMetrics';

/**
 * Trailing twelve months from quarterly results, when they are newer than the
 * last annual statements: the four latest consecutive quarters summed. It
 * stands in for the income statement when judging how current the data is,
 * and for EPS in the P/E (labelled 'TTM'); the balance sheet stays the last
 * annual one, with its date stated. Exceptional items are left out (after tax),
 * a quarter whose other income is more than twice the median of the latest
 * eight is flagged, and the latest quarter is set beside the same quarter a year
 * earlier (api/src/analysis/README.md, 'Trailing twelve months').
 */

/** A quarter's other income above this multiple of the 8-quarter median is flagged as unusual. */
export const UNUSUAL_OTHER_INCOME_MULTIPLE = 2;
const MEDIAN_QUARTERS = 8;
/** Fewer quarters with other income than this give no median worth comparing with. */
const MIN_MEDIAN_QUARTERS = 4;

export interface TrailingTwelveMonths {
  /** YYYY-MM-DD the last of the four quarters ended. */
  periodEnd: string;
  /** 'TTM to Sep 2026': the v1 label the metrics and v1's data_json still read (v2 carries periodEnd, the catalogue's `ttm.label` words it). */
  label: string;
  sales: number | null;
  /** Net profit with exceptional items left out (after tax). */
  netProfit: number;
  /** The four quarters' net profit as reported. */
  reportedNetProfit: number;
  /** Exceptional items of the four quarters before tax (a gain positive); null when none were reported. */
  exceptionalItems: number | null;
  /** Net profit / the last annual share count; null without one. */
  eps: number | null;
  /** The four quarters' ends, oldest first. */
  quarterEnds: string[];
  /** Quarters of the four whose other income is more than twice the 8-quarter median. */
  unusualOtherIncome: Array<{ periodEnd: string; otherIncome: number; median: number }>;
  /** The latest quarter and the same quarter a year earlier, when it was imported. */
  latestQuarter: {
    periodEnd: string;
    sales: number | null;
    netProfit: number;
    yearEarlier: { periodEnd: string; sales: number | null; netProfit: number | null } | null;
  };
  /** What a reader must know about these figures, as codes (worded by api/src/analysis/v1/metaTtm.ts and the catalogue). */
  notes: Reason[];
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

/** The quarter's exceptional items after tax, at its own tax rate when plausible, else the statutory rate. */
function exceptionalAfterTax(q: QuarterResult): number {
  const items = q.exceptionalItems ?? 0;
  if (items === 0) return 0;
  const rate = safeDivide(q.tax ?? null, q.profitBeforeTax ?? null, { positiveDenominator: true });
  return items * (1 - (rate !== null && rate >= 0 && rate <= 0.5 ? rate : STATUTORY_TAX_RATE));
}

function unusualOtherIncome(valid: readonly QuarterResult[], last4: readonly QuarterResult[]): TrailingTwelveMonths['unusualOtherIncome'] {
  const known = valid
    .slice(-MEDIAN_QUARTERS)
    .map((q) => q.otherIncome)
    .filter((x): x is number => x !== null && x !== undefined && Number.isFinite(x));
  const mid = known.length >= MIN_MEDIAN_QUARTERS ? median(known) : null;
  if (mid === null || mid <= 0) return [];
  return last4.flatMap((q) =>
    q.otherIncome != null && q.otherIncome > UNUSUAL_OTHER_INCOME_MULTIPLE * mid
      ? [{ periodEnd: q.periodEnd.slice(0, 10), otherIncome: q.otherIncome, median: mid }]
      : [],
  );
}

/** The quarter ending 350–380 days before this one, if imported. */
function yearEarlier(valid: readonly QuarterResult[], q: QuarterResult): QuarterResult | null {
  return valid.find((p) => Math.abs((time(q.periodEnd) - time(p.periodEnd)) / DAY_MS - 365) <= 15) ?? null;
}

const crore = (value: number | null): ReturnType<typeof figure> => figure(value, 'inr_crore');

function notesOf(ttm: Omit<TrailingTwelveMonths, 'notes'>): Reason[] {
  const notes: Reason[] = [];
  if (ttm.exceptionalItems !== null) {
    notes.push(
      reason('ttm.exceptional_left_out', {
        ttm_end: ttm.periodEnd,
        exceptional_items: crore(ttm.exceptionalItems),
        reported_net_profit: crore(ttm.reportedNetProfit),
        net_profit: crore(ttm.netProfit),
      }),
    );
  }
  for (const u of ttm.unusualOtherIncome) {
    notes.push(
      reason('ttm.unusual_other_income', { quarter_end: u.periodEnd, other_income: crore(u.otherIncome), median: crore(u.median), ttm_end: ttm.periodEnd }),
    );
  }
  const lq = ttm.latestQuarter;
  if (lq.yearEarlier !== null) {
    const withSales = lq.sales !== null && lq.yearEarlier.sales !== null;
    notes.push(
      reason(withSales ? 'ttm.latest_quarter.with_sales' : 'ttm.latest_quarter', {
        quarter_end: lq.periodEnd,
        year_earlier_end: lq.yearEarlier.periodEnd,
        sales: withSales ? crore(lq.sales) : undefined,
        year_earlier_sales: withSales ? crore(lq.yearEarlier.sales) : undefined,
        net_profit: crore(lq.netProfit),
        year_earlier_net_profit: crore(lq.yearEarlier.netProfit),
      }),
    );
  }
  return notes;
}

export function trailingTwelveMonths(quarters: readonly QuarterResult[], latest: YearView | null): TrailingTwelveMonths | null {
  if (latest === null) return null;
  const valid = quarters.filter((q) => Number.isFinite(time(q.periodEnd))).sort((a, b) => time(a.periodEnd) - time(b.periodEnd));
  const last4 = valid.slice(-4);
  const newest = last4[3];
  if (last4.length < 4 || newest === undefined || time(newest.periodEnd) <= time(latest.periodEnd)) return null;
  for (let i = 1; i < 4; i += 1) if (!consecutive(last4[i] as QuarterResult, last4[i - 1] as QuarterResult)) return null;
  if (last4.some((q) => q.netProfit === null || !Number.isFinite(q.netProfit))) return null;
  const reportedNetProfit = last4.reduce((sum, q) => sum + (q.netProfit as number), 0);
  const netProfit = reportedNetProfit - last4.reduce((sum, q) => sum + exceptionalAfterTax(q), 0);
  const hasExceptional = last4.some((q) => (q.exceptionalItems ?? 0) !== 0);
  const sales = last4.every((q) => q.sales !== null && Number.isFinite(q.sales)) ? last4.reduce((sum, q) => sum + (q.sales as number), 0) : null;
  const before = yearEarlier(valid, newest);
  const ttm = {
    periodEnd: newest.periodEnd.slice(0, 10),
    label: `TTM to ${monthYear(newest.periodEnd)}`,
    sales,
    netProfit,
    reportedNetProfit,
    exceptionalItems: hasExceptional ? last4.reduce((sum, q) => sum + (q.exceptionalItems ?? 0), 0) : null,
    eps: safeDivide(netProfit, latest.shares, { positiveDenominator: true }),
    quarterEnds: last4.map((q) => q.periodEnd.slice(0, 10)),
    unusualOtherIncome: unusualOtherIncome(valid, last4),
    latestQuarter: {
      periodEnd: newest.periodEnd.slice(0, 10),
      sales: newest.sales,
      netProfit: newest.netProfit as number,
      yearEarlier: before === null ? null : { periodEnd: before.periodEnd.slice(0, 10), sales: before.sales, netProfit: before.netProfit },
    },
  };
  return { ...ttm, notes: notesOf(ttm) };
}
