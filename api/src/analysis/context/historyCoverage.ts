import { type Context } from './buildContext';
import { type YearView } from './yearMetrics';

/**
 * Which statements the history has year by year (api/src/analysis/README.md,
 * 'Missing data'): a company known only from its filings has profit and loss
 * from FY2019 but balance sheets and cash flows only for the last year ends
 * filed, so returns on capital, debt and cash figures cover far fewer years
 * than growth does. Said, with the years
 * (the summary's `missing.balance_sheets` and `missing.cash_flows`), rather than left for the reader to find.
 */

const hasProfitAndLoss = (v: YearView): boolean => v.y.sales !== null || v.y.netProfit !== null;
const hasBalanceSheet = (v: YearView): boolean => v.y.totalAssets !== null || v.y.reserves !== null;
const hasCashFlow = (v: YearView): boolean => v.y.operatingCashFlow !== null;

/** Years with profit and loss but no balance sheet, or no cash flow, and the years that have one: worded by v1/summary.ts and the catalogue's `missing.*`. */
export function historyGapFacts(ctx: Context): Array<{ what: 'balance_sheets' | 'cash_flows'; lacking: number[]; having: number[] }> {
  const withPl = ctx.years.filter(hasProfitAndLoss);
  const gap = (has: (v: YearView) => boolean, what: 'balance_sheets' | 'cash_flows') => ({
    what,
    lacking: withPl.filter((v) => !has(v)).map((v) => v.fy),
    having: withPl.filter(has).map((v) => v.fy),
  });
  return [gap(hasBalanceSheet, 'balance_sheets'), gap(hasCashFlow, 'cash_flows')].filter((g) => g.lacking.length > 0);
}
