/**
 * The figures a company's statements carry (GET /api/company/:id/statements),
 * by statement, with the unit each is in. One list for the importer that
 * stores them and the pages that show them: a figure renamed here breaks both.
 * Amounts are ₹ crore, per-share figures ₹, ratios percent; a figure the
 * source does not give is null, never 0. docs/statements.md says where each
 * comes from in an exchange filing and in a Screener export.
 */

export type FigureUnit = 'crore' | 'per_share' | 'percent';

/** Profit and loss, for a quarter, a year to date or a year. */
export const INCOME_FIGURES = {
  revenue: 'crore',
  other_income: 'crore',
  total_income: 'crore',
  /** Operating expenses without finance costs and depreciation (a lender's: operating expenses and provisions). */
  expenses: 'crore',
  /** revenue − expenses (a lender's, bank or NBFC: revenue − interest − expenses, its 'financing profit'). */
  operating_profit: 'crore',
  cost_of_materials: 'crore',
  employee_cost: 'crore',
  other_expenses: 'crore',
  depreciation: 'crore',
  /** A bank's interest expended. */
  finance_costs: 'crore',
  exceptional_items: 'crore',
  profit_before_tax: 'crore',
  tax: 'crore',
  /** Profit for the period, the minority's share included. */
  net_profit: 'crore',
  /** Profit attributable to the owners of the parent. */
  net_profit_owners: 'crore',
  minority_interest: 'crore',
  share_of_associates: 'crore',
  other_comprehensive_income: 'crore',
  eps_basic: 'per_share',
  eps_diluted: 'per_share',
  paid_up_capital: 'crore',
  face_value: 'per_share',
  reserves_excluding_revaluation: 'crore',
  // Banks
  interest_earned: 'crore',
  interest_expended: 'crore',
  operating_expenses: 'crore',
  provisions: 'crore',
  operating_profit_before_provisions: 'crore',
  gross_npa: 'crore',
  net_npa: 'crore',
  gross_npa_pct: 'percent',
  net_npa_pct: 'percent',
  /** Return on assets for the period as filed: some banks annualise a quarter's, some do not (see lender_metrics). */
  roa_pct: 'percent',
  /** Common equity tier 1 ratio at the period's end, as the bank filed it (banking taxonomy 2019 on). */
  cet1_pct: 'percent',
  government_holding_pct: 'percent',
  // Non-bank lenders
  interest_income: 'crore',
  fees_and_commission_income: 'crore',
  impairment_on_financial_instruments: 'crore',
} as const satisfies Record<string, FigureUnit>;

/** A balance sheet at one date. */
export const BALANCE_SHEET_FIGURES = {
  total_assets: 'crore',
  current_assets: 'crore',
  non_current_assets: 'crore',
  property_plant_equipment: 'crore',
  cwip: 'crore',
  goodwill_and_intangibles: 'crore',
  investments: 'crore',
  inventories: 'crore',
  trade_receivables: 'crore',
  /** Cash and equivalents with other bank balances (a bank's: with the RBI and other banks). */
  cash: 'crore',
  /** A bank's advances, a non-bank lender's loans. */
  loans: 'crore',
  equity_share_capital: 'crore',
  /** Reserves (Ind-AS 'other equity', a bank's reserves and surplus). */
  other_equity: 'crore',
  equity_owners: 'crore',
  non_controlling_interest: 'crore',
  total_equity: 'crore',
  /** Borrowings, current and non-current (a non-bank lender's debt securities and subordinated debt included); deposits apart. */
  borrowings: 'crore',
  deposits: 'crore',
  trade_payables: 'crore',
  current_liabilities: 'crore',
  non_current_liabilities: 'crore',
  /** Liabilities without equity. */
  total_liabilities: 'crore',
} as const satisfies Record<string, FigureUnit>;

/** Cash flow for a half year or a year. Capex and dividends are amounts paid (positive). */
export const CASH_FLOW_FIGURES = {
  operating_cash_flow: 'crore',
  investing_cash_flow: 'crore',
  financing_cash_flow: 'crore',
  /** Property, plant and equipment and intangible assets bought, as the cash flow statement gives them. */
  capex: 'crore',
  asset_sale_proceeds: 'crore',
  dividends_paid: 'crore',
  interest_paid: 'crore',
  income_taxes_paid: 'crore',
  net_change_in_cash: 'crore',
} as const satisfies Record<string, FigureUnit>;

export type IncomeFigure = keyof typeof INCOME_FIGURES;
export type BalanceSheetFigure = keyof typeof BALANCE_SHEET_FIGURES;
export type CashFlowFigure = keyof typeof CASH_FLOW_FIGURES;

export const INCOME_FIGURE_KEYS = Object.keys(INCOME_FIGURES) as IncomeFigure[];
export const BALANCE_SHEET_FIGURE_KEYS = Object.keys(BALANCE_SHEET_FIGURES) as BalanceSheetFigure[];
export const CASH_FLOW_FIGURE_KEYS = Object.keys(CASH_FLOW_FIGURES) as CashFlowFigure[];

/** Figures of one statement: every key present, null where unknown. */
export type Figures<Key extends string> = Record<Key, number | null>;
