import { BALANCE_SHEET_FIGURE_KEYS, CASH_FLOW_FIGURE_KEYS, INCOME_FIGURE_KEYS, type Figures, type StatementSource } from 'shared-types/api';
import { spanStart } from '../dates/periodDates';
import { emptyFigures, exportBalanceSheet, exportCashFlow, exportIncome, exportQuarterIncome, exportSource } from './exportFigures';
import { withPerShareDivided } from './perShare';
import { type ExportQuarter, type ExportYear, type FiledStatement, type MergedBalanceSheet, type MergedCashFlow, type MergedIncome } from './statementTypes';

/** The statements module's periods from each source: a filing's statement, an export's year or quarter. */

export function filedIncome(row: FiledStatement, perShareDivisor: number): MergedIncome {
  return {
    ...filedSpan(row),
    figures: withPerShareDivided(typed(row.figures, INCOME_FIGURE_KEYS), perShareDivisor),
    source: filingSource(row),
    lengthNote: row.lengthNote,
    perShareDivisor,
  };
}

export const filedBalanceSheet = (row: FiledStatement): MergedBalanceSheet => ({
  asOf: row.end,
  figures: typed(row.figures, BALANCE_SHEET_FIGURE_KEYS),
  source: filingSource(row),
});

export const filedCashFlow = (row: FiledStatement): MergedCashFlow => ({
  ...filedSpan(row),
  figures: typed(row.figures, CASH_FLOW_FIGURE_KEYS),
  source: filingSource(row),
  lengthNote: row.lengthNote,
});

/** Screener's EPS is on its adjusted share count already: nothing to divide. */
export function exportIncomePeriod(row: ExportYear): MergedIncome {
  return { ...exportSpan(row), figures: exportIncome(row), source: exportSource(row.source), lengthNote: null, perShareDivisor: 1 };
}

export function exportQuarterPeriod(quarter: ExportQuarter): MergedIncome {
  return {
    start: spanStart(quarter.periodEnd, 3),
    end: quarter.periodEnd,
    months: 3,
    figures: exportQuarterIncome(quarter),
    source: exportSource(quarter.source),
    lengthNote: null,
    perShareDivisor: 1,
  };
}

export function exportBalanceSheetAt(row: ExportYear): MergedBalanceSheet | null {
  const figures = exportBalanceSheet(row);
  return figures === null ? null : { asOf: row.year.periodEnd, figures, source: exportSource(row.source) };
}

export function exportCashFlowOf(row: ExportYear): MergedCashFlow | null {
  const figures = exportCashFlow(row);
  return figures === null ? null : { ...exportSpan(row), figures, source: exportSource(row.source), lengthNote: null };
}

const filedSpan = (row: FiledStatement) => ({ start: row.start ?? row.end, end: row.end, months: row.months ?? 0 });

const exportSpan = (row: ExportYear) => ({ start: spanStart(row.year.periodEnd, row.months), end: row.year.periodEnd, months: row.months });

const filingSource = (row: FiledStatement): StatementSource => ({ kind: 'xbrl', document: row.document, filed_at: row.filedAt, audited: row.audited });

/** Stored figures under the contract's keys: every key present, null where the row has none. */
function typed<Key extends string>(figures: Readonly<Record<string, number | null>>, keys: readonly Key[]): Figures<Key> {
  const result = emptyFigures(keys);
  for (const key of keys) {
    const value = figures[key];
    if (typeof value === 'number') result[key] = value;
  }
  return result;
}
