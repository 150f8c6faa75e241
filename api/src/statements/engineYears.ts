import { type FinancialYear, type QuarterResult } from '../analysis/types';
import { fiscalYearOf } from '../dates/periodDates';
import { type ExportYear, type MergedBalanceSheet, type MergedCashFlow, type MergedIncome, type StatementHistory } from './statementTypes';

/**
 * The engine's yearly figures from a merged history: each year's profit and
 * loss with the balance sheet of its end and the cash flow of the same span,
 * whichever source each came from (mergeHistory decided). Share counts from
 * a filing are paid-up capital ÷ face value, put on today's count by the
 * splits and bonuses recorded since, as its EPS is. Capex is the filed figure
 * where a filing's cash flow gives it, else the export's (estimated or not, as it says).
 */
export interface EngineStatements {
  years: FinancialYear[];
  shortPeriods: Array<{ periodEnd: string; months: number }>;
  quarters: QuarterResult[];
}

export function engineStatements(history: StatementHistory, exports: readonly ExportYear[]): EngineStatements {
  const sheets = new Map(history.balanceSheets.map((sheet) => [sheet.asOf, sheet]));
  const flows = new Map(history.cashFlows.map((flow) => [`${flow.end}|${flow.months}`, flow]));
  // Only the export rows on the basis shown: a row of the other basis must not lend a year its dividends or capex.
  const onBasis = (row: ExportYear) => (row.basis ?? history.exportBasis.basis) === history.basis;
  const exported = new Map(exports.filter(onBasis).map((row) => [row.year.periodEnd, row]));
  const kept = periodsThatAreYears(history.annual, (period) => period);
  return {
    years: history.annual
      .filter((period) => kept.has(period))
      .map((period) => {
        const year = yearOf(period, sheets.get(period.end), flows.get(`${period.end}|${period.months}`), exported.get(period.end));
        return period.months === 12 ? year : { ...year, months: period.months };
      }),
    shortPeriods: history.annual.filter((period) => !kept.has(period)).map((period) => ({ periodEnd: period.end, months: period.months })),
    quarters: history.quarterly.slice(-8).map((quarter) => ({
      periodEnd: quarter.end,
      sales: quarter.figures.revenue,
      operatingProfit: quarter.figures.operating_profit,
      netProfit: quarter.figures.net_profit_owners ?? quarter.figures.net_profit,
      // For the trailing twelve months: exceptional items left out, an unusual other income flagged.
      otherIncome: quarter.figures.other_income,
      exceptionalItems: quarter.figures.exceptional_items,
      profitBeforeTax: quarter.figures.profit_before_tax,
      tax: quarter.figures.tax,
    })),
  };
}

/**
 * The periods the engine reads as years: twelve months or longer (a 15-month
 * transition year is the year, its flows annualised by the engine in
 * context/normalise.ts); when two share a fiscal year (Dec-2023 and the 15
 * months to Mar-2024) the later one, which covers the other, stands (issue 29,
 * finding 6). The rest are left out as short or covered periods.
 */
export function periodsThatAreYears<T>(items: readonly T[], shape: (item: T) => { end: string; months: number }): Set<T> {
  const latestOfYear = new Map<number, { item: T; end: string }>();
  for (const item of items) {
    const { end, months } = shape(item);
    const fy = fiscalYearOf(end);
    if (months >= 12 && months <= 24 && end > (latestOfYear.get(fy)?.end ?? '')) latestOfYear.set(fy, { item, end });
  }
  return new Set([...latestOfYear.values()].map((entry) => entry.item));
}

function yearOf(
  period: MergedIncome,
  sheet: MergedBalanceSheet | undefined,
  flow: MergedCashFlow | undefined,
  fromExport: ExportYear | undefined,
): FinancialYear {
  const income = period.figures;
  const balance = sheet?.figures;
  const filedSheet = sheet?.source.kind === 'xbrl';
  const filedFlow = flow?.source.kind === 'xbrl';
  const exportYear = fromExport?.year;
  const paidUp = income.paid_up_capital;
  const faceValue = income.face_value;
  const filedShares = paidUp !== null && faceValue !== null && faceValue > 0 ? (paidUp / faceValue) * period.perShareDivisor : null;
  return {
    fiscalYear: fiscalYearOf(period.end),
    periodEnd: period.end,
    sales: income.revenue,
    operatingProfit: income.operating_profit,
    otherIncome: income.other_income,
    depreciation: income.depreciation,
    interest: income.finance_costs,
    profitBeforeTax: income.profit_before_tax,
    // The owners' share, as Screener's Net profit and every EPS are: the minority's is not the shareholders'.
    netProfit: income.net_profit_owners ?? income.net_profit,
    eps: income.eps_basic,
    shares: period.source.kind === 'xbrl' ? (filedShares ?? exportYear?.shares ?? null) : (exportYear?.shares ?? null),
    equity: balance?.equity_share_capital ?? null,
    reserves: balance?.other_equity ?? null,
    borrowings: filedSheet ? debtWithDeposits(balance) : (balance?.borrowings ?? null),
    totalAssets: balance?.total_assets ?? null,
    currentAssets: balance?.current_assets ?? null,
    currentLiabilities: balance?.current_liabilities ?? null,
    netBlock: balance?.property_plant_equipment ?? null,
    cwip: balance?.cwip ?? null,
    receivables: balance?.trade_receivables ?? null,
    inventory: balance?.inventories ?? null,
    cash: balance?.cash ?? null,
    operatingCashFlow: flow?.figures.operating_cash_flow ?? null,
    capex: filedFlow ? flow.figures.capex : (exportYear?.capex ?? null),
    capexEstimated: filedFlow ? false : (exportYear?.capexEstimated ?? false),
    dividends: exportYear?.dividends ?? (filedFlow ? flow.figures.dividends_paid : null),
    otherLiabilities: filedSheet ? otherLiabilities(balance) : (exportYear?.otherLiabilities ?? null),
    rawMaterialCost: period.source.kind === 'xbrl' ? income.cost_of_materials : (exportYear?.rawMaterialCost ?? null),
    sellingAndAdmin: exportYear?.sellingAndAdmin ?? null,
    // Only a filed balance sheet separates trade payables; the export's Other Liabilities hold much more.
    tradePayables: filedSheet ? (balance?.trade_payables ?? null) : null,
  };
}

/** Screener's Borrowings, which the engine was built on, hold a lender's deposits too: a filed balance sheet is read the same way. */
function debtWithDeposits(balance: MergedBalanceSheet['figures'] | undefined): number | null {
  if (balance === undefined || (balance.borrowings === null && balance.deposits === null)) return null;
  return (balance.borrowings ?? 0) + (balance.deposits ?? 0);
}

/** Screener's Other Liabilities: everything that is neither equity nor borrowings (a minority's interest included). */
function otherLiabilities(balance: MergedBalanceSheet['figures'] | undefined): number | null {
  if (balance === undefined || balance.total_liabilities === null) return null;
  return balance.total_liabilities - (debtWithDeposits(balance) ?? 0) + (balance.non_controlling_interest ?? 0);
}
