import { type ColumnType, type Generated } from 'kysely';
import { type Timestamp } from './schema';

/** Statement periods as imported (₹ crore): years, their history, reclassified years and quarters. */

/** A `date` column: always 'YYYY-MM-DD', never a Date (avoids time-zone shifts). */
type IsoDate = string;
type NullableFigure = ColumnType<number | null, number | null | undefined, number | null>;

/**
 * One statement period (FinancialYear in analysis/types.ts, snake_cased), keyed
 * by its real end. fiscal_year is its label; a company that moved its year end
 * has two periods in one fiscal year, one of them shorter than 12 months.
 */
export interface FinancialYearsTable {
  company_id: string;
  fiscal_year: number;
  sales: number | null;
  operating_profit: number | null;
  other_income: number | null;
  depreciation: number | null;
  interest: number | null;
  profit_before_tax: number | null;
  net_profit: number | null;
  eps: number | null;
  shares: number | null;
  equity: number | null;
  reserves: number | null;
  borrowings: number | null;
  total_assets: number | null;
  current_assets: number | null;
  current_liabilities: number | null;
  net_block: number | null;
  cwip: number | null;
  receivables: number | null;
  inventory: number | null;
  cash: number | null;
  operating_cash_flow: number | null;
  capex: number | null;
  capex_estimated: Generated<boolean>;
  dividends: number | null;
  source: string;
  /** The period's real end (31 March of fiscal_year for the demo universe). */
  period_end: IsoDate;
  /** Length in months; the engine reads twelve-month periods only. */
  months: ColumnType<number, number | undefined, number>;
  /** consolidated or standalone, when the person importing said which (a Screener export does not). */
  basis: ColumnType<StatementBasis | null, StatementBasis | null | undefined, StatementBasis | null>;
  raw_material_cost: NullableFigure;
  change_in_inventory: NullableFigure;
  power_and_fuel: NullableFigure;
  other_mfr_exp: NullableFigure;
  employee_cost: NullableFigure;
  selling_and_admin: NullableFigure;
  other_expenses: NullableFigure;
  tax: NullableFigure;
  other_liabilities: NullableFigure;
  investments: NullableFigure;
  other_assets: NullableFigure;
  /** 'No. of Equity Shares' as written: a count, not crore, not adjusted for splits. */
  equity_share_count: NullableFigure;
  new_bonus_shares: NullableFigure;
  face_value: NullableFigure;
  investing_cash_flow: NullableFigure;
  financing_cash_flow: NullableFigure;
  net_cash_flow: NullableFigure;
  /** The Screener export that wrote the period, by its recency: its latest annual Report Date, then its latest quarter (null: not an export, or written before migration 0016). */
  export_latest_year: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
  export_latest_quarter: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
}

export const STATEMENT_BASES = ['consolidated', 'standalone'] as const;
export type StatementBasis = (typeof STATEMENT_BASES)[number];

/** A statement period's stored row as it was before an import replaced it: nothing imported is lost. */
export interface FinancialYearHistoryTable {
  id: Generated<number>;
  company_id: string;
  period_end: IsoDate;
  replaced_at: Timestamp;
  /** 'screener TCS.xlsx' */
  replaced_by: string;
  figures: ColumnType<Record<string, unknown>, string, string>;
}

/** A balance-sheet line two exports of one company put more than 10% apart for the same year. */
export interface ReclassifiedLine {
  /** As the export labels it: 'Borrowings', 'Other Liabilities', … */
  line: string;
  /** The newer export's figure (₹ crore): the one kept, unless --replace said otherwise. */
  newer: number;
  older: number;
}

/** A year whose balance sheet two exports define differently: nothing is to be differenced across it. */
export interface ReclassifiedYearsTable {
  company_id: string;
  period_end: IsoDate;
  lines: ColumnType<ReclassifiedLine[], string, string>;
  /** 'screener RELIANCE.xlsx': the import that found it. */
  flagged_by: string;
  flagged_at: Timestamp;
}

/** One quarter of a Screener export's Quarters section (₹ crore). */
export interface QuarterlyResultsTable {
  company_id: string;
  period_end: IsoDate;
  sales: number | null;
  expenses: number | null;
  other_income: number | null;
  depreciation: number | null;
  interest: number | null;
  profit_before_tax: number | null;
  tax: number | null;
  net_profit: number | null;
  operating_profit: number | null;
  source: string;
}
