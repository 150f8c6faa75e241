import { type AnalysesRecomputed } from '../importers/afterImport';
import { type ImportSummary, type RowCounts } from '../importers/importTypes';

const count = (value: number): string => value.toLocaleString('en-IN');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function describeCounts(counts: RowCounts, skipped?: number): string {
  const parts = [`${count(counts.added)} added`, `${count(counts.updated)} updated`, `${count(counts.unchanged)} unchanged`];
  if (counts.removed > 0) parts.push(`${count(counts.removed)} removed`);
  if (skipped !== undefined) parts.push(`${count(skipped)} skipped`);
  return parts.join(', ');
}

/**
 * The lines a person reads after one file: totals, then each kind of row,
 * each skip reason with its first lines, and the notes.
 * "added, updated …" in a dry run says what the import would do.
 */
export function summaryLines(summary: ImportSummary): string[] {
  // A demo action's "file" already names it ('demo --reset').
  const subject = summary.command === 'demo' ? summary.file : `${summary.command} ${summary.file}`;
  const heading = `${subject}${summary.dryRun ? ' (dry run: nothing was written)' : ''}`;
  const lines = [`${heading}: ${describeCounts(summary.totals, summary.skippedTotal)} in ${seconds(summary.durationMs)}`];
  if (summary.parts.length > 1) for (const part of summary.parts) lines.push(`  ${part.part}: ${describeCounts(part)}`);
  for (const group of summary.skipped) {
    // Line 0 is the whole document (a filing that names no company we have): there is no line to point at.
    const numbered = group.lines.filter((line) => line > 0);
    const more = group.count > numbered.length ? ', …' : '';
    const where = numbered.length === 0 ? '' : ` (line${numbered.length > 1 ? 's' : ''} ${numbered.join(', ')}${more})`;
    lines.push(`  skipped ${count(group.count)}: ${group.reason}${where}`);
  }
  for (const note of summary.notes) lines.push(`  ${note}`);
  return lines;
}

export function analysesLine(analyses: AnalysesRecomputed): string[] {
  const lines = [
    `Analyses: ${count(analyses.computed)} recomputed${analyses.failed > 0 ? `, ${count(analyses.failed)} failed (retried at the next start)` : ''} in ${seconds(analyses.durationMs)}`,
  ];
  for (const failure of analyses.failures.slice(0, 5)) lines.push(`  ${failure.companyId}: ${failure.message}`);
  return lines;
}
