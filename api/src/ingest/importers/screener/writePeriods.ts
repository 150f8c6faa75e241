import { type Insertable, type Selectable, type Transaction } from 'kysely';
import { archiveFinancialYears, financialYearsOf, upsertFinancialYears } from '../../../db/financialYearImportRepository';
import { flagReclassifiedYears, type ReclassifiedYear } from '../../../db/reclassifiedYearsRepository';
import { type Database, type FinancialYearsTable } from '../../../db/schema';
import { type ScreenerWorkbook } from '../../records';
import { ImportRowError } from '../importErrors';
import { type ImportOptions } from '../importOptions';
import { countRow, emptyCounts, type PartCounts } from '../importTypes';
import { changeLines, compareStatements, describeChanges, replacesMostFigures } from '../statementChanges';
import {
  compareRecency,
  describeLine,
  describeRecency,
  RECLASSIFICATION_THRESHOLD,
  reclassifiedLines,
  recencyOf,
  storedRecency,
  type ExportRecency,
} from './exportRecency';
import { periodRow, SCREENER_SOURCE } from './screenerRows';

type Row = Insertable<FinancialYearsTable>;
type Stored = Selectable<FinancialYearsTable>;

/**
 * A Screener export's annual periods into financial_years. A period a newer
 * export wrote keeps all its figures (even lines the newer one leaves blank:
 * one year's lines from two exports would mix two definitions) unless
 * --replace; the older export still adds the periods nobody stored. Two
 * exports more than 10% apart on a balance-sheet line of one year flag that
 * year (reclassified_years). See ../../README.md, 'screener'.
 */
export async function writePeriods(
  trx: Transaction<Database>,
  id: string,
  workbook: ScreenerWorkbook,
  file: string,
  options: ImportOptions,
  notes: string[],
): Promise<{ counts: PartCounts; flagged: number }> {
  const counts = emptyCounts('statement periods');
  const stored = new Map((await financialYearsOf(trx, id)).map((row) => [row.period_end, row]));
  const labels = new Map(workbook.periods.map((period) => [period.periodEnd, period.label]));
  const labelOf = (row: Row): string => labels.get(row.period_end) ?? row.period_end;
  const replace = options.replace === true;
  const incoming = recencyOf(workbook);
  const rows = workbook.periods.map(
    (period): Row => ({
      ...periodRow(id, period, options.basis ?? (replace ? null : (stored.get(period.periodEnd)?.basis ?? null))),
      export_latest_year: incoming.latestYear,
      export_latest_quarter: incoming.latestQuarter,
    }),
  );
  const newerOf = (row: Row): ExportRecency | null => {
    const before = stored.get(row.period_end);
    const recency = before === undefined ? null : storedRecency(before);
    return recency !== null && compareRecency(incoming, recency) < 0 ? recency : null;
  };
  const fromNewer = rows.filter((row) => newerOf(row) !== null);
  const candidates = replace ? rows : rows.filter((row) => newerOf(row) === null);

  const changes = compareStatements(stored, candidates, labelOf);
  if (replacesMostFigures(changes) && !replace) {
    throw new ImportRowError(
      { file },
      `this export would change most of the stored statement figures by more than 5%: ${describeChanges(changes)}. ` +
        "A standalone export over consolidated figures, the reverse, or another company's file? Nothing was written. " +
        'If it is meant, run again with --replace (the replaced figures are kept in the history), and with --basis consolidated or standalone to record which it is; ' +
        `--dry-run --replace lists every change. The first: ${changeLines(changes, 1)[0]}`,
    );
  }
  if (changes.periods.length > 0) notes.push(`Figures moved by more than 5% (the stored ones are kept in the history): ${changeLines(changes).join('; ')}`);
  for (const [newer, group] of groupBy(fromNewer, (row) => describeRecency(newerOf(row)!))) {
    const years = `${group.length} year${group.length === 1 ? '' : 's'} from a newer export (${newer})`;
    notes.push(
      replace
        ? `Replaced ${years} with this older one (${describeRecency(incoming)}), as --replace asked: ${group.map(labelOf).join(', ')}`
        : `Kept ${years} over this one (${describeRecency(incoming)}): ${group.map(labelOf).join(', ')}. ` +
            'Only the years not stored were added; --replace lets this export overwrite them',
    );
  }

  const reclassified = rows.flatMap((row) => reclassificationOf(row, stored.get(row.period_end), newerOf(row) !== null));
  if (reclassified.length > 0) {
    notes.push(
      `Balance-sheet lines more than ${RECLASSIFICATION_THRESHOLD * 100}% apart between two exports of the same year (a reclassification: flagged, and no figure is to be differenced across it): ` +
        reclassified.map((year) => `${labels.get(year.periodEnd) ?? year.periodEnd}: ${year.lines.map(describeLine).join(', ')}`).join('; '),
    );
  }

  const replaced: Stored[] = [];
  const writes = candidates.filter((row) => {
    const before = stored.get(row.period_end);
    if (before !== undefined && !sameColumns(before, row, false)) replaced.push(before);
    return !countRow(counts, before, before !== undefined && sameColumns(before, row, true));
  });
  await archiveFinancialYears(trx, replaced, `screener ${file}`);
  await upsertFinancialYears(trx, writes);
  await flagReclassifiedYears(trx, id, reclassified, `screener ${file}`);
  if (options.basis !== undefined) notes.push(`Statements recorded as ${options.basis}`);
  return { counts, flagged: reclassified.length };
}

/** Where a stored export's year and this one's disagree by more than 10%; not across bases (that is --basis, not a reclassification). */
function reclassificationOf(row: Row, before: Stored | undefined, storedIsNewer: boolean): ReclassifiedYear[] {
  if (before === undefined || before.source !== SCREENER_SOURCE) return [];
  if (row.basis != null && before.basis !== null && row.basis !== before.basis) return [];
  const lines = storedIsNewer ? reclassifiedLines(before, row) : reclassifiedLines(row, before);
  return lines.length === 0 ? [] : [{ periodEnd: row.period_end, lines }];
}

const EXPORT_KEY = new Set(['export_latest_year', 'export_latest_quarter']);

/** Every column alike; with withExportKey false, the figures alike (a new export date alone archives nothing). */
function sameColumns(before: Stored, row: Row, withExportKey: boolean): boolean {
  const stored: Record<string, unknown> = before;
  return Object.entries(row).every(([column, value]) => (!withExportKey && EXPORT_KEY.has(column)) || stored[column] === value);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
