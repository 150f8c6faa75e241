import { type Insertable, type Selectable } from 'kysely';
import { type FinancialYear } from '../analysis/types';
import { type FinancialYearsTable } from './schema';

/** FinancialYear (camelCase, the engine's contract) ↔ financial_years row (snake_case). */

/** A year's row; its period ends on 31 March of its fiscal year unless the caller knows better. */
export function financialYearToRow(
  companyId: string,
  year: FinancialYear,
  source: string,
  periodEnd = year.periodEnd ?? `${year.fiscalYear}-03-31`,
): Insertable<FinancialYearsTable> {
  return {
    company_id: companyId,
    fiscal_year: year.fiscalYear,
    period_end: periodEnd,
    sales: year.sales,
    operating_profit: year.operatingProfit,
    other_income: year.otherIncome,
    depreciation: year.depreciation,
    interest: year.interest,
    profit_before_tax: year.profitBeforeTax,
    net_profit: year.netProfit,
    eps: year.eps,
    shares: year.shares,
    equity: year.equity,
    reserves: year.reserves,
    borrowings: year.borrowings,
    total_assets: year.totalAssets,
    current_assets: year.currentAssets,
    current_liabilities: year.currentLiabilities,
    net_block: year.netBlock,
    cwip: year.cwip,
    receivables: year.receivables,
    inventory: year.inventory,
    cash: year.cash,
    operating_cash_flow: year.operatingCashFlow,
    capex: year.capex,
    capex_estimated: year.capexEstimated,
    dividends: year.dividends,
    other_liabilities: year.otherLiabilities ?? null,
    raw_material_cost: year.rawMaterialCost ?? null,
    selling_and_admin: year.sellingAndAdmin ?? null,
    source,
  };
}

export function rowToFinancialYear(row: Selectable<FinancialYearsTable>): FinancialYear {
  return {
    fiscalYear: row.fiscal_year,
    periodEnd: String(row.period_end).slice(0, 10),
    sales: row.sales,
    operatingProfit: row.operating_profit,
    otherIncome: row.other_income,
    depreciation: row.depreciation,
    interest: row.interest,
    profitBeforeTax: row.profit_before_tax,
    netProfit: row.net_profit,
    eps: row.eps,
    shares: row.shares,
    equity: row.equity,
    reserves: row.reserves,
    borrowings: row.borrowings,
    totalAssets: row.total_assets,
    currentAssets: row.current_assets,
    currentLiabilities: row.current_liabilities,
    netBlock: row.net_block,
    cwip: row.cwip,
    receivables: row.receivables,
    inventory: row.inventory,
    cash: row.cash,
    operatingCashFlow: row.operating_cash_flow,
    capex: row.capex,
    capexEstimated: row.capex_estimated,
    dividends: row.dividends,
    otherLiabilities: row.other_liabilities,
    rawMaterialCost: row.raw_material_cost,
    sellingAndAdmin: row.selling_and_admin,
  };
}
