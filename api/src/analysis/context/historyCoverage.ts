import { fySpan, joinList } from '../format';
import { type Context } from './buildContext';
import { type YearView } from './yearMetrics';

/**
 * Which statements the history has year by year (api/src/analysis/README.md,
 * 'Missing data'): a company known only from its filings has profit and loss
 * from FY2019 but balance sheets and cash flows only for the last year ends
 * filed, so returns on capital, debt and cash figures cover far fewer years
 * than growth does. Said, with the years, rather than left for the reader to find.
 */

/** 'FY2019–FY2021 and FY2023': contiguous runs of fiscal years. */
export function yearRuns(fys: readonly number[]): string {
  const sorted = [...fys].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const fy of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && fy === last[1] + 1) last[1] = fy;
    else runs.push([fy, fy]);
  }
  return joinList(runs.map(([from, to]) => fySpan(from, to)));
}

const hasProfitAndLoss = (v: YearView): boolean => v.y.sales !== null || v.y.netProfit !== null;
const hasBalanceSheet = (v: YearView): boolean => v.y.totalAssets !== null || v.y.reserves !== null;
const hasCashFlow = (v: YearView): boolean => v.y.operatingCashFlow !== null;

/** Years with profit and loss but no balance sheet, or no cash flow, and the years that have one: the facts behind historyGaps. */
export function historyGapFacts(ctx: Context): Array<{ what: 'balance_sheets' | 'cash_flows'; lacking: number[]; having: number[] }> {
  const withPl = ctx.years.filter(hasProfitAndLoss);
  const gap = (has: (v: YearView) => boolean, what: 'balance_sheets' | 'cash_flows') => ({
    what,
    lacking: withPl.filter((v) => !has(v)).map((v) => v.fy),
    having: withPl.filter(has).map((v) => v.fy),
  });
  return [gap(hasBalanceSheet, 'balance_sheets'), gap(hasCashFlow, 'cash_flows')].filter((g) => g.lacking.length > 0);
}

/** Missing-data notes for years with profit and loss but no balance sheet, or no cash flow. */
export function historyGaps(ctx: Context): string[] {
  const withPl = ctx.years.filter(hasProfitAndLoss);
  const note = (has: (v: YearView) => boolean, what: string, covers: string): string | null => {
    const lacking = withPl.filter((v) => !has(v)).map((v) => v.fy);
    const having = withPl.filter(has).map((v) => v.fy);
    if (lacking.length === 0) return null;
    const only = having.length === 0 ? 'none is available' : `${covers} cover ${yearRuns(having)} only`;
    return `${what} for ${yearRuns(lacking)}, which have profit and loss only (${only})`;
  };
  return [
    note(hasBalanceSheet, 'balance sheets', 'returns on capital and equity, debt and book value'),
    note(hasCashFlow, 'cash flows', 'cash conversion, free cash flow and owner’s earnings'),
  ].filter((n): n is string => n !== null);
}
