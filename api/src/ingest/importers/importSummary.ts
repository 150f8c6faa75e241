import { type SkippedRow } from '../records';
import { type ImportCommand, type ImportSummary, type RowCounts, type SkipGroup, type WriteOutcome } from './importTypes';

/** Lines listed per skip reason; the count says how many there were in all. */
const LINES_PER_REASON = 10;

export function summarise(input: { command: ImportCommand; file: string; dryRun: boolean; outcome: WriteOutcome; durationMs: number }): ImportSummary {
  const { outcome } = input;
  const totals: RowCounts = { added: 0, updated: 0, unchanged: 0, removed: 0 };
  for (const part of outcome.parts) {
    totals.added += part.added;
    totals.updated += part.updated;
    totals.unchanged += part.unchanged;
    totals.removed += part.removed;
  }
  return {
    command: input.command,
    file: input.file,
    dryRun: input.dryRun,
    totals,
    parts: outcome.parts,
    skippedTotal: outcome.skipped.length,
    skipped: groupSkipped(outcome.skipped),
    notes: outcome.notes,
    affectedCompanies: new Set(outcome.affected).size,
    durationMs: Math.round(input.durationMs),
  };
}

/** Skipped rows by reason, most common first; each group names its first few lines. */
function groupSkipped(rows: readonly SkippedRow[]): SkipGroup[] {
  const groups = new Map<string, SkipGroup>();
  for (const row of rows) {
    const group = groups.get(row.reason) ?? { reason: row.reason, count: 0, lines: [] };
    group.count += 1;
    if (group.lines.length < LINES_PER_REASON) group.lines.push(row.line);
    groups.set(row.reason, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
