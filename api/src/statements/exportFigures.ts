import {
  BALANCE_SHEET_FIGURE_KEYS,
  CASH_FLOW_FIGURE_KEYS,
  INCOME_FIGURE_KEYS,
  type BalanceSheetFigure,
  type CashFlowFigure,
  type Figures,
  type IncomeFigure,
  type StatementSource,
} from 'shared-types/api';
import { type ExportQuarter, type ExportYear } from './statementTypes';

/**
 * A Screener export's rows as statement figures, under the same keys and
 * definitions as a filing's (shared-types' statementFigures). Screener's
 * Sales is revenue from operations, its Interest the finance costs, and its
 * Net profit the owners' share (to the rupee, against the consolidated
 * filings of TCS, Tata Steel, Sun Pharma and Asian Paints): the profit with
 * the minority's share is not in the export, so it stays null, as does
 * everything else the export does not carry.
 */

export function emptyFigures<Key extends string>(keys: readonly Key[]): Figures<Key> {
  return Object.fromEntries(keys.map((key) => [key, null])) as Figures<Key>;
}

export function exportIncome(row: ExportYear): Figures<IncomeFigure> {
  const { year } = row;
  const expenses = year.sales !== null && year.operatingProfit !== null ? round(year.sales - year.operatingProfit) : null;
  return {
    ...emptyFigures(INCOME_FIGURE_KEYS),
    revenue: year.sales,
    other_income: year.otherIncome,
    expenses,
    operating_profit: year.operatingProfit,
    employee_cost: row.employeeCost,
    depreciation: year.depreciation,
    finance_costs: year.interest,
    profit_before_tax: year.profitBeforeTax,
    tax: row.tax,
    net_profit_owners: year.netProfit,
    eps_basic: year.eps,
  };
}

export function exportQuarterIncome(quarter: ExportQuarter): Figures<IncomeFigure> {
  return {
    ...emptyFigures(INCOME_FIGURE_KEYS),
    revenue: quarter.sales,
    other_income: quarter.otherIncome,
    expenses: quarter.expenses,
    operating_profit: quarter.operatingProfit,
    depreciation: quarter.depreciation,
    finance_costs: quarter.interest,
    profit_before_tax: quarter.profitBeforeTax,
    tax: quarter.tax,
    net_profit_owners: quarter.netProfit,
  };
}

export function exportBalanceSheet(row: ExportYear): Figures<BalanceSheetFigure> | null {
  const { year } = row;
  if (year.totalAssets === null && year.equity === null && year.reserves === null && year.borrowings === null) return null;
  return {
    ...emptyFigures(BALANCE_SHEET_FIGURE_KEYS),
    total_assets: year.totalAssets,
    current_assets: year.currentAssets,
    current_liabilities: year.currentLiabilities,
    property_plant_equipment: year.netBlock,
    cwip: year.cwip,
    investments: row.investments,
    inventories: year.inventory,
    trade_receivables: year.receivables,
    cash: year.cash,
    equity_share_capital: year.equity,
    other_equity: year.reserves,
    total_equity: year.equity !== null && year.reserves !== null ? round(year.equity + year.reserves) : null,
    borrowings: year.borrowings,
  };
}

export function exportCashFlow(row: ExportYear): Figures<CashFlowFigure> | null {
  const { year } = row;
  if (year.operatingCashFlow === null && row.investingCashFlow === null && row.financingCashFlow === null) return null;
  return {
    ...emptyFigures(CASH_FLOW_FIGURE_KEYS),
    operating_cash_flow: year.operatingCashFlow,
    investing_cash_flow: row.investingCashFlow,
    financing_cash_flow: row.financingCashFlow,
    // The export's capex is an estimate (net block and CWIP movements plus depreciation): never passed off as the filed figure.
    capex: year.capexEstimated ? null : year.capex,
  };
}

export function exportSource(source: string): StatementSource {
  return { kind: source === 'demo' ? 'demo' : 'screener', document: null, filed_at: null, audited: null };
}

const round = (value: number): number => Math.round(value * 1e9) / 1e9 + 0;
