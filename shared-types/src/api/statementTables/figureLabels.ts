import { type BalanceSheetFigure, type CashFlowFigure, type FigureUnit, type IncomeFigure } from '../statementFigures';

/**
 * The one catalogue of row names for the statements tables (docs/company-page.md,
 * 'Statements tables'): a key of shared-types' statementFigures.ts reads the
 * same in every table, column tooltip and CSV. Typed as complete records, so a
 * figure added to the contract fails the typecheck here until it is named.
 */
export const INCOME_LABELS: Readonly<Record<IncomeFigure, string>> = {
  revenue: 'Revenue',
  other_income: 'Other income',
  total_income: 'Total income',
  expenses: 'Expenses',
  operating_profit: 'Operating profit',
  cost_of_materials: 'Cost of materials',
  employee_cost: 'Employee cost',
  other_expenses: 'Other expenses',
  depreciation: 'Depreciation',
  finance_costs: 'Interest (finance costs)',
  exceptional_items: 'Exceptional items',
  profit_before_tax: 'Profit before tax',
  tax: 'Tax',
  net_profit: 'Net profit',
  net_profit_owners: "Net profit (owners' share)",
  minority_interest: 'Minority interest',
  share_of_associates: 'Share of associates',
  other_comprehensive_income: 'Other comprehensive income',
  eps_basic: 'EPS, basic (₹)',
  eps_diluted: 'EPS, diluted (₹)',
  paid_up_capital: 'Paid-up capital',
  face_value: 'Face value (₹)',
  reserves_excluding_revaluation: 'Reserves (excl. revaluation)',
  interest_earned: 'Interest earned',
  interest_expended: 'Interest expended',
  operating_expenses: 'Operating expenses',
  provisions: 'Provisions',
  operating_profit_before_provisions: 'Operating profit before provisions',
  gross_npa: 'Gross NPA',
  net_npa: 'Net NPA',
  gross_npa_pct: 'Gross NPA %',
  net_npa_pct: 'Net NPA %',
  roa_pct: 'Return on assets %',
  cet1_pct: 'CET1 ratio %',
  government_holding_pct: 'Government holding %',
  interest_income: 'Interest income',
  fees_and_commission_income: 'Fees and commission income',
  impairment_on_financial_instruments: 'Impairment on financial instruments',
};

export const BALANCE_SHEET_LABELS: Readonly<Record<BalanceSheetFigure, string>> = {
  total_assets: 'Total assets',
  current_assets: 'Current assets',
  non_current_assets: 'Non-current assets',
  property_plant_equipment: 'Property, plant and equipment',
  cwip: 'Capital work in progress',
  goodwill_and_intangibles: 'Goodwill and intangibles',
  investments: 'Investments',
  inventories: 'Inventories',
  trade_receivables: 'Trade receivables',
  cash: 'Cash and bank balances',
  loans: 'Loans and advances',
  equity_share_capital: 'Equity share capital',
  other_equity: 'Reserves (other equity)',
  equity_owners: "Owners' equity",
  non_controlling_interest: 'Non-controlling interest',
  total_equity: 'Total equity',
  borrowings: 'Borrowings',
  deposits: 'Deposits',
  trade_payables: 'Trade payables',
  current_liabilities: 'Current liabilities',
  non_current_liabilities: 'Non-current liabilities',
  total_liabilities: 'Total liabilities',
};

export const CASH_FLOW_LABELS: Readonly<Record<CashFlowFigure, string>> = {
  operating_cash_flow: 'Cash from operating activities',
  investing_cash_flow: 'Cash from investing activities',
  financing_cash_flow: 'Cash from financing activities',
  capex: 'Capital expenditure',
  asset_sale_proceeds: 'Proceeds from asset sales',
  dividends_paid: 'Dividends paid',
  interest_paid: 'Interest paid',
  income_taxes_paid: 'Income taxes paid',
  net_change_in_cash: 'Net change in cash',
};

/** The shareholding pattern's rows, all percent of shares (the pledge row: of the promoters' own). */
export const SHAREHOLDING_LABELS = {
  promoter_pct: 'Promoters',
  promoter_pledged_pct: "Pledged (of promoters' shares)",
  promoter_pledged_of_total_pct: 'Pledged (of all shares)',
  fii_pct: 'FIIs',
  dii_pct: 'DIIs',
  mutual_funds_pct: 'Mutual funds',
  insurance_companies_pct: 'Insurance companies',
  public_pct: 'Public',
} as const;
export type ShareholdingFigure = keyof typeof SHAREHOLDING_LABELS;

export const LENDER_LABELS = {
  gross_npa_pct: 'Gross NPA %',
  net_npa_pct: 'Net NPA %',
  capital_adequacy_pct: 'Capital adequacy %',
  cet1_pct: 'CET1 ratio %',
  roa_pct: 'Return on assets % (annualised)',
} as const;
export type LenderFigure = keyof typeof LENDER_LABELS;

/** Units of the rows that are not in a statement's own list. */
export const PERCENT_UNIT: FigureUnit = 'percent';
