import { type Insertable } from 'kysely';
import { financialYearToRow } from '../../../db/financialYearRows';
import { type FinancialYearsTable, type PricesTable, type QuarterlyResultsTable, type StatementBasis } from '../../../db/schema';
import { type IsoDate, type ScreenerPeriod, type ScreenerQuarter, type ScreenerWorkbook } from '../../records';

/** A Screener export's rows in the database's shape: statement periods, quarters and prices. */

export const SCREENER_SOURCE = 'screener';

export function periodRow(companyId: string, period: ScreenerPeriod, basis: StatementBasis | null): Insertable<FinancialYearsTable> {
  return {
    ...financialYearToRow(companyId, { ...period, currentAssets: null, currentLiabilities: null }, SCREENER_SOURCE, period.periodEnd),
    months: period.months,
    basis,
    raw_material_cost: period.rawMaterialCost,
    change_in_inventory: period.changeInInventory,
    power_and_fuel: period.powerAndFuel,
    other_mfr_exp: period.otherMfrExp,
    employee_cost: period.employeeCost,
    selling_and_admin: period.sellingAndAdmin,
    other_expenses: period.otherExpenses,
    tax: period.tax,
    other_liabilities: period.otherLiabilities,
    investments: period.investments,
    other_assets: period.otherAssets,
    equity_share_count: period.equityShareCount,
    new_bonus_shares: period.newBonusShares,
    face_value: period.faceValue,
    investing_cash_flow: period.investingCashFlow,
    financing_cash_flow: period.financingCashFlow,
    net_cash_flow: period.netCashFlow,
  };
}

export function quarterRow(companyId: string, quarter: ScreenerQuarter): Insertable<QuarterlyResultsTable> {
  return {
    company_id: companyId,
    period_end: quarter.periodEnd,
    sales: quarter.sales,
    expenses: quarter.expenses,
    other_income: quarter.otherIncome,
    depreciation: quarter.depreciation,
    interest: quarter.interest,
    profit_before_tax: quarter.profitBeforeTax,
    tax: quarter.tax,
    net_profit: quarter.netProfit,
    operating_profit: quarter.operatingProfit,
    source: SCREENER_SOURCE,
  };
}

export type PriceRow = Insertable<PricesTable> & { approximate: boolean };

/** The PRICE: row: each year-end price at its period's end. */
export function yearEndPriceRows(companyId: string, periods: readonly ScreenerPeriod[]): PriceRow[] {
  return periods.flatMap((period) =>
    period.yearEndPrice !== null && period.yearEndPrice > 0
      ? [{ company_id: companyId, price: period.yearEndPrice, as_of: period.periodEnd, source: SCREENER_SOURCE, approximate: false }]
      : [],
  );
}

/** The latest period end in the export: its last quarter, else its last annual period. */
export function latestPeriodEnd(workbook: ScreenerWorkbook): IsoDate | null {
  const ends = [...workbook.quarters.map((quarter) => quarter.periodEnd), ...workbook.periods.map((period) => period.periodEnd)];
  return ends.length === 0 ? null : ends.reduce((a, b) => (a > b ? a : b));
}

/**
 * The export's current price. It carries no download date, so the price is
 * dated by --price-date when given; otherwise by the latest period end it
 * holds, marked approximate ('on or after' that date). Never by the import day.
 */
export function currentPriceRow(companyId: string, workbook: ScreenerWorkbook, priceDate: IsoDate | undefined): PriceRow | null {
  const price = workbook.currentPrice;
  if (price === null || !(price > 0)) return null;
  if (priceDate !== undefined) return { company_id: companyId, price, as_of: priceDate, source: SCREENER_SOURCE, approximate: false };
  const latest = latestPeriodEnd(workbook);
  return latest === null ? null : { company_id: companyId, price, as_of: latest, source: SCREENER_SOURCE, approximate: true };
}
