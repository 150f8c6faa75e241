import { type Insertable, type Selectable } from 'kysely';
import { type FinancialYearsTable, type ReclassifiedLine } from '../../../db/schema';
import { type IsoDate, type ScreenerWorkbook } from '../../records';
import { amount, percent, relativeMove } from '../statementChanges';

/**
 * Which of two Screener exports of one company is newer, and where they
 * disagree. An export is as recent as its latest annual Report Date, then its
 * latest quarter: the download day is nowhere in the file. Screener restates
 * and reclassifies past years (issue 29: ₹1.08 lakh crore of Reliance's FY2024
 * Borrowings moved into Other Liabilities between two exports), so a year
 * keeps the newest export's figures unless --replace says otherwise.
 */

export interface ExportRecency {
  latestYear: IsoDate | null;
  latestQuarter: IsoDate | null;
}

type Stored = Selectable<FinancialYearsTable>;
type Row = Insertable<FinancialYearsTable>;

const latest = (dates: readonly IsoDate[]): IsoDate | null => (dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b)));

export function recencyOf(workbook: ScreenerWorkbook): ExportRecency {
  return {
    latestYear: latest(workbook.periods.map((period) => period.periodEnd)),
    latestQuarter: latest(workbook.quarters.map((quarter) => quarter.periodEnd)),
  };
}

/** The export that wrote a stored period; null when none is recorded (not an export, or stored before exports were dated). */
export function storedRecency(row: Stored): ExportRecency | null {
  if (row.export_latest_year === null) return null;
  return {
    latestYear: String(row.export_latest_year).slice(0, 10),
    latestQuarter: row.export_latest_quarter === null ? null : String(row.export_latest_quarter).slice(0, 10),
  };
}

/** Negative when a is older than b, 0 when equally recent; no date counts as older than any. */
export function compareRecency(a: ExportRecency, b: ExportRecency): number {
  const byDate = (x: IsoDate | null, y: IsoDate | null): number => (x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1);
  return byDate(a.latestYear, b.latestYear) || byDate(a.latestQuarter, b.latestQuarter);
}

export const describeRecency = (recency: ExportRecency): string =>
  `latest year ${recency.latestYear ?? 'none'}, latest quarter ${recency.latestQuarter ?? 'none'}`;

/** The balance sheet's rows, as the export labels them: what a reclassification moves between. */
const BALANCE_SHEET_LINES = [
  ['equity', 'Equity Share Capital'],
  ['reserves', 'Reserves'],
  ['borrowings', 'Borrowings'],
  ['other_liabilities', 'Other Liabilities'],
  ['total_assets', 'Total'],
  ['net_block', 'Net Block'],
  ['cwip', 'Capital Work in Progress'],
  ['investments', 'Investments'],
  ['other_assets', 'Other Assets'],
  ['receivables', 'Receivables'],
  ['inventory', 'Inventory'],
  ['cash', 'Cash & Bank'],
] as const;

/**
 * More than this apart, measured on the newer export's figure, is a
 * reclassification: wider than Screener's routine restatements and than the
 * filings' 2% rule between a filing and an export (docs/statements.md).
 */
export const RECLASSIFICATION_THRESHOLD = 0.1;

/** The balance-sheet lines on which two exports' figures for one year are more than 10% apart; a blank on either side is no disagreement. */
export function reclassifiedLines(newer: Row | Stored, older: Row | Stored): ReclassifiedLine[] {
  return BALANCE_SHEET_LINES.flatMap(([column, line]) => {
    const a = newer[column] ?? null;
    const b = older[column] ?? null;
    if (a === null || b === null || a === b) return [];
    return relativeMove(a, b) > RECLASSIFICATION_THRESHOLD ? [{ line, newer: a, older: b }] : [];
  });
}

/** 'Borrowings 3,49,515 (newer export) vs 4,57,515 (older, +30.9%)' */
export function describeLine({ line, newer, older }: ReclassifiedLine): string {
  const move = newer === 0 ? '' : `, ${percent((older - newer) / Math.abs(newer))}`;
  return `${line} ${amount(newer)} (newer export) vs ${amount(older)} (older${move})`;
}
