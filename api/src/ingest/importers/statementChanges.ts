import { type Insertable, type Selectable } from 'kysely';
import { type FinancialYearsTable } from '../../db/schema';

/**
 * How much a re-import would change a company's stored statements. A
 * standalone export over consolidated figures (or the reverse, or another
 * company's file) moves most figures by 10–20%; Screener's own restatements
 * move a few. So a re-import that would move most of the stored key figures by
 * more than 5% is refused unless --replace says it is meant.
 */

/** The figures compared: what every export has and every analysis leans on. */
const KEY_FIGURES = [
  ['sales', 'sales'],
  ['net_profit', 'net profit'],
  ['total_assets', 'total assets'],
  ['reserves', 'reserves'],
  ['borrowings', 'borrowings'],
  ['operating_cash_flow', 'operating cash flow'],
] as const;

/** More than this relative move counts as a change. */
export const CHANGE_THRESHOLD = 0.05;

type Row = Insertable<FinancialYearsTable>;
type Stored = Selectable<FinancialYearsTable>;

export interface FigureChange {
  figure: string;
  from: number;
  to: number | null;
  /** Relative move; 1 when the new file leaves a stored figure blank. */
  relative: number;
}

export interface PeriodChange {
  periodEnd: string;
  label: string;
  changes: FigureChange[];
}

export interface StatementChanges {
  /** Stored key figures the file also covers. */
  compared: number;
  /** Of those, the ones that would move by more than 5%. */
  changed: number;
  periods: PeriodChange[];
}

export function compareStatements(stored: ReadonlyMap<string, Stored>, incoming: readonly Row[], labelOf: (row: Row) => string): StatementChanges {
  let compared = 0;
  let changed = 0;
  const periods: PeriodChange[] = [];
  for (const row of incoming) {
    const before = stored.get(row.period_end);
    if (before === undefined) continue;
    const changes: FigureChange[] = [];
    for (const [column, figure] of KEY_FIGURES) {
      const from = before[column];
      if (from === null) continue;
      compared += 1;
      const to = row[column] ?? null;
      const relative = to === null ? 1 : relativeMove(from, to);
      if (relative > CHANGE_THRESHOLD) {
        changed += 1;
        changes.push({ figure, from, to, relative });
      }
    }
    if (changes.length > 0) periods.push({ periodEnd: row.period_end, label: labelOf(row), changes });
  }
  return { compared, changed, periods };
}

/** True when most of the stored key figures would move by more than 5%. */
export function replacesMostFigures(changes: StatementChanges): boolean {
  return changes.compared > 0 && changes.changed * 2 > changes.compared;
}

/** 'FY2017–FY2025 (9 periods): sales −15.0%, net profit −14.8% (median moves)' */
export function describeChanges(changes: StatementChanges): string {
  const labels = changes.periods.map((period) => period.label);
  const span = labels.length > 2 ? `${labels[0]}–${labels.at(-1)}` : labels.join(' and ');
  const byFigure = new Map<string, number[]>();
  for (const period of changes.periods) {
    for (const change of period.changes) byFigure.set(change.figure, [...(byFigure.get(change.figure) ?? []), signedMove(change)]);
  }
  const moves = [...byFigure].map(([figure, values]) => `${figure} ${percent(median(values))}`).join(', ');
  return `${span} (${changes.periods.length} period${changes.periods.length === 1 ? '' : 's'}): ${moves} (median moves)`;
}

/** One line per changed period, for a dry run: 'FY2024: sales 2,40,893 → 2,04,759 (−15.0%), …' */
export function changeLines(changes: StatementChanges, limit = 12): string[] {
  const lines = changes.periods
    .slice(0, limit)
    .map(
      (period) =>
        `${period.label}: ${period.changes.map((change) => `${change.figure} ${amount(change.from)} → ${change.to === null ? 'blank' : amount(change.to)} (${change.to === null ? 'removed' : percent(signedMove(change))})`).join(', ')}`,
    );
  if (changes.periods.length > limit) lines.push(`… and ${changes.periods.length - limit} more period(s)`);
  return lines;
}

/** How far `to` is from `from`, as a share of `from` (1 when `from` is 0). */
export function relativeMove(from: number, to: number): number {
  if (from === to) return 0;
  const scale = Math.abs(from);
  return scale === 0 ? 1 : Math.abs(to - from) / scale;
}

const signedMove = (change: FigureChange): number => (change.to === null || change.from === 0 ? 1 : (change.to - change.from) / Math.abs(change.from));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** '+30.9%', '−17.7%'. */
export const percent = (value: number): string => `${value < 0 ? '−' : '+'}${Math.abs(value * 100).toFixed(1)}%`;
/** ₹ crore in Indian digit grouping: 4,57,515. */
export const amount = (value: number): string => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
