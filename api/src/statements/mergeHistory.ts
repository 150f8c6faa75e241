import {
  BALANCE_SHEET_FIGURE_KEYS,
  CASH_FLOW_FIGURE_KEYS,
  INCOME_FIGURE_KEYS,
  STATEMENT_BASES,
  type Figures,
  type StatementBasis,
  type StatementSource,
} from 'shared-types/api';
import { addDays } from '../ingest/formats/filings/periodDates';
import { agrees, exportBasisOf } from './exportBasis';
import { emptyFigures, exportBalanceSheet, exportCashFlow, exportIncome, exportQuarterIncome, exportSource } from './exportFigures';
import { perShareDivisor, withPerShareDivided } from './perShare';
import {
  type ExportQuarter,
  type ExportYear,
  type FiledStatement,
  type MergedBalanceSheet,
  type MergedCashFlow,
  type MergedIncome,
  type ShareAction,
  type SourceDifference,
  type StatementHistory,
} from './statementTypes';

export interface HistoryInput {
  filings: readonly FiledStatement[];
  exports: readonly ExportYear[];
  exportQuarters: readonly ExportQuarter[];
  actions: readonly ShareAction[];
}

/**
 * The figures compared between a filing and an export of the same period:
 * only those both define alike (Screener's profit before tax is its own sum,
 * which differs from the filed one by exceptional items and associates).
 */
const COMPARED = {
  income: ['revenue', 'net_profit_owners'],
  balanceSheet: ['total_assets', 'equity_share_capital'],
  cashFlow: ['operating_cash_flow'],
} as const;

/**
 * One history per basis (docs/statements.md). Filings and Screener exports
 * merge only on the same basis, period by period: the filing wins for the
 * periods it covers, the export supplies the others (older years, and newer
 * ones an export may have). Where both give a period and disagree on a figure
 * by more than 2%, the filing is kept and the difference recorded. The basis
 * shown is the one asked for, else consolidated where it exists.
 */
export function mergeHistory(input: HistoryInput, wanted?: StatementBasis): StatementHistory {
  const exportBasis = exportBasisOf(input.exports, input.filings);
  const basisOfExport = (row: ExportYear): StatementBasis | null => row.basis ?? exportBasis.basis;
  const available = STATEMENT_BASES.filter(
    (basis) => input.filings.some((filed) => filed.basis === basis) || input.exports.some((row) => basisOfExport(row) === basis),
  );
  const basis = wanted ?? analysedBasis(input, available, basisOfExport);
  const filed = input.filings.filter((row) => row.basis === basis);
  const exported = input.exports.filter((row) => basisOfExport(row) === basis);
  const differences: SourceDifference[] = [];
  const divisorOf = (end: string) => perShareDivisor(input.actions, end);

  const annual = mergeByEnd(
    exported.map((row) => exportIncomePeriod(row)),
    filed.filter((row) => row.statement === 'year_to_date' && (row.months ?? 0) >= 12).map((row) => filedIncome(row, divisorOf(row.end))),
    (filing, fromExport) => compare(filing.end, filing.figures, fromExport.figures, COMPARED.income, differences),
    (period) => period.end,
  );
  const quarterBasis = input.exports.length === 0 ? null : (input.exports.at(-1)!.basis ?? exportBasis.basis);
  const quarterly = mergeByEnd(
    quarterBasis === basis ? input.exportQuarters.map(exportQuarterPeriod) : [],
    filed.filter((row) => row.statement === 'quarter').map((row) => filedIncome(row, divisorOf(row.end))),
    () => undefined,
    (period) => period.end,
  );
  const balanceSheets = mergeByEnd(
    exported.flatMap((row): MergedBalanceSheet[] => {
      const figures = exportBalanceSheet(row);
      return figures === null ? [] : [{ asOf: row.year.periodEnd, figures, source: exportSource(row.source) }];
    }),
    filed
      .filter((row) => row.statement === 'balance_sheet')
      .map((row) => ({ asOf: row.end, figures: typed(row.figures, BALANCE_SHEET_FIGURE_KEYS), source: filingSource(row) })),
    (filing, fromExport) => compare(filing.asOf, filing.figures, fromExport.figures, COMPARED.balanceSheet, differences),
    (sheet) => sheet.asOf,
  );
  const cashFlows = mergeByEnd(
    exported.flatMap((row): MergedCashFlow[] => {
      const figures = exportCashFlow(row);
      return figures === null ? [] : [{ ...span(row), figures, source: exportSource(row.source), lengthNote: null }];
    }),
    filed
      .filter((row) => row.statement === 'cash_flow')
      .map((row) => ({ ...filedSpan(row), figures: typed(row.figures, CASH_FLOW_FIGURE_KEYS), source: filingSource(row), lengthNote: row.lengthNote })),
    (filing, fromExport) =>
      filing.months === fromExport.months ? compare(filing.end, filing.figures, fromExport.figures, COMPARED.cashFlow, differences) : undefined,
    (flow) => `${flow.end}|${flow.months}`,
  );

  return {
    basis,
    basisNote: basisNote(basis, wanted, exportBasis.how, input),
    basesAvailable: available,
    annual,
    quarterly,
    balanceSheets,
    cashFlows,
    differences: differences.sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : a.periodEnd > b.periodEnd ? 1 : 0)),
    exportBasis,
  };
}

/**
 * Consolidated where the company has consolidated years (a filing's year, or
 * an export's on that basis); else standalone; a few consolidated quarters
 * alone (Nestle India filed its first ones in 2024) do not make a history.
 */
function analysedBasis(
  input: HistoryInput,
  available: readonly StatementBasis[],
  basisOfExport: (row: ExportYear) => StatementBasis | null,
): StatementBasis | null {
  const hasYears = (basis: StatementBasis) =>
    input.exports.some((row) => basisOfExport(row) === basis) ||
    input.filings.some((row) => row.basis === basis && row.statement === 'year_to_date' && (row.months ?? 0) >= 12);
  return STATEMENT_BASES.find(hasYears) ?? (available.includes('consolidated') ? 'consolidated' : (available[0] ?? null));
}

/** Export periods first, filings over them by key; `onBoth` sees each pair before the filing replaces the export's. */
function mergeByEnd<Period>(
  fromExports: readonly Period[],
  fromFilings: readonly Period[],
  onBoth: (filing: Period, fromExport: Period) => void,
  key: (period: Period) => string,
): Period[] {
  const merged = new Map<string, Period>();
  for (const period of fromExports) merged.set(key(period), period);
  for (const period of fromFilings) {
    const fromExport = merged.get(key(period));
    if (fromExport !== undefined && !isFiling(fromExport)) onBoth(period, fromExport);
    merged.set(key(period), period);
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, period]) => period);
}

const isFiling = (period: unknown): boolean => (period as { source?: StatementSource }).source?.kind === 'xbrl';

function compare(
  periodEnd: string,
  filing: Readonly<Record<string, number | null>>,
  fromExport: Readonly<Record<string, number | null>>,
  figures: readonly string[],
  into: SourceDifference[],
): void {
  for (const figure of figures) {
    const filingValue = filing[figure];
    const exportValue = fromExport[figure];
    if (filingValue === null || filingValue === undefined || exportValue === null || exportValue === undefined || agrees(filingValue, exportValue)) continue;
    const differencePct = filingValue === 0 ? 100 : Math.round(((exportValue - filingValue) / Math.abs(filingValue)) * 1000) / 10;
    into.push({ periodEnd, figure, filingValue, exportValue, differencePct });
  }
}

function filedIncome(row: FiledStatement, divisor: number): MergedIncome {
  return {
    ...filedSpan(row),
    figures: withPerShareDivided(typed(row.figures, INCOME_FIGURE_KEYS), divisor),
    source: filingSource(row),
    lengthNote: row.lengthNote,
    perShareDivisor: divisor,
  };
}

function exportIncomePeriod(row: ExportYear): MergedIncome {
  // Screener's EPS is on its adjusted share count already: nothing to divide.
  return { ...span(row), figures: exportIncome(row), source: exportSource(row.source), lengthNote: null, perShareDivisor: 1 };
}

function exportQuarterPeriod(quarter: ExportQuarter): MergedIncome {
  return {
    start: addDays(addMonths(quarter.periodEnd, -3), 1),
    end: quarter.periodEnd,
    months: 3,
    figures: exportQuarterIncome(quarter),
    source: exportSource(quarter.source),
    lengthNote: null,
    perShareDivisor: 1,
  };
}

const filedSpan = (row: FiledStatement) => ({ start: row.start ?? row.end, end: row.end, months: row.months ?? 0 });

const span = (row: ExportYear) => ({ start: addDays(addMonths(row.year.periodEnd, -row.months), 1), end: row.year.periodEnd, months: row.months });

/** The same day `months` earlier, at the month's end when the day does not exist (31 March − 3 → 31 December). */
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

function filingSource(row: FiledStatement): StatementSource {
  return { kind: 'xbrl', document: row.document, filed_at: row.filedAt, audited: row.audited };
}

/** Stored figures under the contract's keys: every key present, null where the row has none. */
function typed<Key extends string>(figures: Readonly<Record<string, number | null>>, keys: readonly Key[]): Figures<Key> {
  const result = emptyFigures(keys);
  for (const key of keys) {
    const value = figures[key];
    if (typeof value === 'number') result[key] = value;
  }
  return result;
}

function basisNote(basis: StatementBasis | null, wanted: StatementBasis | undefined, how: StatementHistory['exportBasis']['how'], input: HistoryInput): string {
  const exportWords =
    how === 'inferred'
      ? " The Screener export's years were matched to these filings (revenue and the owners' profit within 2%)."
      : how === 'unknown' && input.filings.length > 0
        ? " The Screener export's years agree with neither basis's filings and are left out: import it again with --basis to say which it is."
        : '';
  if (basis === null) {
    if (input.exports.length > 0 && input.exports.every((row) => row.source === 'demo'))
      return 'Fictional demo company: generated figures, on no stated basis.';
    if (input.exports.length === 0) return 'No statements imported yet.';
    return 'The Screener export does not say whether it is consolidated or standalone, and no exchange filing tells: import it with --basis to record which.';
  }
  if (wanted !== undefined) return `${capitalised(basis)} statements, as asked.${exportWords}`;
  if (basis === 'consolidated')
    return `Consolidated statements (the group as a whole): the basis analysed wherever the company has consolidated years.${exportWords}`;
  return `Standalone statements: no consolidated years are imported for this company.${exportWords}`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
