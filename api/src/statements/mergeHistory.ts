import { STATEMENT_BASES, type StatementBasis, type StatementSource } from 'shared-types/api';
import { basisNote } from './basisNote';
import { agrees, exportBasisOf } from './exportBasis';
import { filedShareChanges } from './filedShareChanges';
import {
  exportBalanceSheetAt,
  exportCashFlowOf,
  exportIncomePeriod,
  exportQuarterPeriod,
  filedBalanceSheet,
  filedCashFlow,
  filedIncome,
} from './mergedPeriods';
import { perShareDivisor } from './perShare';
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
  /** Recorded splits and bonuses (other actions are ignored). */
  actions: readonly ShareAction[];
  /** The day per-share figures are brought to: the latest close's (its price is on that share count); null: none is. */
  asOf: string | null;
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
 * ones an export may have). Where both give a period of the same length and
 * disagree on a figure by more than 2%, the filing is kept and the difference
 * recorded. The basis shown is the one asked for, else the one analysed:
 * consolidated where the company has consolidated years, else standalone; but
 * an export no filing year can place, richer than what the filings give, is
 * shown (and analysed) as it is rather than dropped.
 */
export function mergeHistory(input: HistoryInput, wanted?: StatementBasis): StatementHistory {
  const exportBasis = exportBasisOf(input.exports, input.filings);
  const basisOfExport = (row: ExportYear): StatementBasis | null => row.basis ?? exportBasis.basis;
  const shareChanges = filedShareChanges(input.filings, input.actions);
  const actions = [...input.actions, ...shareChanges.flatMap((change) => (change.inferred === null ? [] : [change.inferred]))];
  const available = STATEMENT_BASES.filter(
    (basis) => input.filings.some((filed) => filed.basis === basis) || input.exports.some((row) => basisOfExport(row) === basis),
  );

  const build = (basis: StatementBasis | null): StatementHistory => {
    const filed = input.filings.filter((row) => row.basis === basis);
    const exported = input.exports.filter((row) => basisOfExport(row) === basis);
    const differences: SourceDifference[] = [];
    const divisorOf = (row: FiledStatement) => perShareDivisor(actions, row.filedAt?.slice(0, 10) ?? row.end, input.asOf);
    const annual = mergeByEnd(
      exported.map(exportIncomePeriod),
      filed.filter((row) => row.statement === 'year_to_date' && (row.months ?? 0) >= 12).map((row) => filedIncome(row, divisorOf(row))),
      // A transition year (15 months) is not comparable with the export's column of the same end.
      (filing, fromExport) =>
        filing.months === fromExport.months ? compare(filing.end, filing.figures, fromExport.figures, COMPARED.income, differences) : undefined,
      (period) => period.end,
    );
    const quarterBasis = input.exports.length === 0 ? null : (input.exports.at(-1)!.basis ?? exportBasis.basis);
    const quarterly = mergeByEnd(
      quarterBasis === basis && (basis !== null || filed.length === 0) ? input.exportQuarters.map(exportQuarterPeriod) : [],
      filed.filter((row) => row.statement === 'quarter').map((row) => filedIncome(row, divisorOf(row))),
      () => undefined,
      (period) => period.end,
    );
    const balanceSheets = mergeByEnd(
      exported.map(exportBalanceSheetAt).filter((sheet): sheet is MergedBalanceSheet => sheet !== null),
      filed.filter((row) => row.statement === 'balance_sheet').map(filedBalanceSheet),
      (filing, fromExport) => compare(filing.asOf, filing.figures, fromExport.figures, COMPARED.balanceSheet, differences),
      (sheet) => sheet.asOf,
    );
    const cashFlows = mergeByEnd(
      exported.map(exportCashFlowOf).filter((flow): flow is MergedCashFlow => flow !== null),
      filed.filter((row) => row.statement === 'cash_flow').map(filedCashFlow),
      (filing, fromExport) => compare(filing.end, filing.figures, fromExport.figures, COMPARED.cashFlow, differences),
      (flow) => `${flow.end}|${flow.months}`,
    );
    const filedYears = fullYears(annual.filter((period) => period.source.kind === 'xbrl'));
    return {
      basis,
      basisNote: basisNote(basis, wanted, exportBasis, { exports: input.exports, hasFilings: input.filings.length > 0, filedYears }),
      basesAvailable: available,
      annual,
      quarterly,
      balanceSheets,
      cashFlows,
      differences: differences.sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : a.periodEnd > b.periodEnd ? 1 : 0)),
      exportBasis,
      shareChanges,
    };
  };

  if (wanted !== undefined) return build(wanted);
  const analysed = build(analysedBasis(input, available, basisOfExport));
  const exportOnly = exportBasis.how === 'unverified' ? build(null) : null;
  return exportOnly !== null && fullYears(exportOnly.annual) > fullYears(analysed.annual) ? exportOnly : analysed;
}

const fullYears = (periods: readonly MergedIncome[]): number => periods.filter((period) => period.months === 12).length;

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
function mergeByEnd<Period extends { source: StatementSource }>(
  fromExports: readonly Period[],
  fromFilings: readonly Period[],
  onBoth: (filing: Period, fromExport: Period) => void,
  key: (period: Period) => string,
): Period[] {
  const merged = new Map<string, Period>();
  for (const period of fromExports) merged.set(key(period), period);
  for (const period of fromFilings) {
    const fromExport = merged.get(key(period));
    if (fromExport !== undefined && fromExport.source.kind !== 'xbrl') onBoth(period, fromExport);
    merged.set(key(period), period);
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, period]) => period);
}

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
