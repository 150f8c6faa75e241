import { sql, type RawBuilder, type Selectable } from 'kysely';
import { type ExportQuarter, type ExportYear, type FiledStatement, type ShareAction } from '../statements/statementTypes';
import { rowToFinancialYear } from './financialYearRows';
import { type FinancialYearsTable, type QuarterlyResultsTable } from './schema';

/**
 * Stored rows → the statements module's inputs, and the correlated
 * subqueries that fetch them as JSON (one per company, inside one statement,
 * as companyFactsRepository reads everything else).
 */

/** A current filing statement as json_agg gives it. */
export interface FiledStatementRow {
  document: string;
  filed_at: string | null;
  audited: boolean | null;
  basis: 'consolidated' | 'standalone';
  reporting: string | null;
  statement: FiledStatement['statement'];
  period_start: string | null;
  period_end: string;
  months: number | null;
  length_note: string | null;
  figures: Record<string, number | null>;
}

/** The statements of a company's current (not superseded) results filings, as a JSON array. */
export function filedStatementsJson(companyIdColumn: string): RawBuilder<FiledStatementRow[] | null> {
  return sql<FiledStatementRow[] | null>`(select json_agg(json_build_object(
      'document', f.document, 'filed_at', f.filed_at, 'audited', f.audited, 'basis', f.basis, 'reporting', f.reporting,
      'statement', s.statement, 'period_start', s.period_start, 'period_end', s.period_end, 'months', s.months,
      'length_note', s.length_note, 'figures', s.figures) order by s.period_end, s.statement)
    from filing_statements s join filings f on f.id = s.filing_id
    where f.company_id = ${sql.ref(companyIdColumn)} and f.superseded_by is null and f.kind = 'results')`;
}

/** A company's splits and bonuses (what per-share history is adjusted by), as a JSON array. */
export function shareActionsJson(companyIdColumn: string): RawBuilder<Array<{ kind: string; ex_date: string; share_multiplier: number | null }> | null> {
  return sql<Array<{ kind: string; ex_date: string; share_multiplier: number | null }> | null>`(select json_agg(json_build_object(
      'kind', a.kind, 'ex_date', a.ex_date, 'share_multiplier', a.share_multiplier) order by a.ex_date)
    from corporate_actions a where a.company_id = ${sql.ref(companyIdColumn)} and a.kind in ('split', 'bonus'))`;
}

export function toFiledStatement(row: FiledStatementRow): FiledStatement {
  return {
    document: row.document,
    filedAt: row.filed_at,
    audited: row.audited,
    basis: row.basis,
    reporting: row.reporting,
    statement: row.statement,
    start: row.period_start === null ? null : String(row.period_start).slice(0, 10),
    end: String(row.period_end).slice(0, 10),
    months: row.months,
    lengthNote: row.length_note,
    figures: row.figures,
  };
}

export const toShareAction = (row: { kind: string; ex_date: string; share_multiplier: number | null }): ShareAction => ({
  kind: row.kind,
  exDate: String(row.ex_date).slice(0, 10),
  shareMultiplier: row.share_multiplier,
});

export function toExportYear(row: Selectable<FinancialYearsTable>): ExportYear {
  const year = rowToFinancialYear(row);
  return {
    year: { ...year, periodEnd: String(row.period_end).slice(0, 10) },
    months: row.months,
    source: row.source,
    basis: row.basis,
    tax: row.tax,
    employeeCost: row.employee_cost,
    investingCashFlow: row.investing_cash_flow,
    financingCashFlow: row.financing_cash_flow,
    investments: row.investments,
  };
}

export function toExportQuarter(row: Selectable<QuarterlyResultsTable>): ExportQuarter {
  return {
    periodEnd: String(row.period_end).slice(0, 10),
    sales: row.sales,
    expenses: row.expenses,
    otherIncome: row.other_income,
    depreciation: row.depreciation,
    interest: row.interest,
    profitBeforeTax: row.profit_before_tax,
    tax: row.tax,
    netProfit: row.net_profit,
    operatingProfit: row.operating_profit,
    source: row.source,
  };
}
