import { type AnalysesRecomputed } from '../importers/afterImport';
import { type ImportSummary, type RowCounts } from '../importers/importTypes';

const count = (value: number): string => value.toLocaleString('en-IN');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** What was done ("41 updated"), or in a dry run what would be ("update 41", after "would"). */
function describeCounts(counts: RowCounts, dryRun: boolean, skipped?: number): string {
  if (dryRun) {
    const parts = [`add ${count(counts.added)}`, `update ${count(counts.updated)}`, `leave ${count(counts.unchanged)} unchanged`];
    if (counts.removed > 0) parts.push(`remove ${count(counts.removed)}`);
    if (skipped !== undefined) parts.push(`skip ${count(skipped)}`);
    return `would ${parts.join(', ')}`;
  }
  const parts = [`${count(counts.added)} added`, `${count(counts.updated)} updated`, `${count(counts.unchanged)} unchanged`];
  if (counts.removed > 0) parts.push(`${count(counts.removed)} removed`);
  if (skipped !== undefined) parts.push(`${count(skipped)} skipped`);
  return parts.join(', ');
}

/**
 * The lines a person reads after one file: totals, then each kind of row,
 * each skip reason with its first lines, and the notes. A dry run says what
 * the import would do ("would add 30, update 0, …"), never that it did.
 */
export function summaryLines(summary: ImportSummary): string[] {
  const { dryRun } = summary;
  // A demo action's "file" already names it ('demo --reset').
  const subject = summary.command === 'demo' ? summary.file : `${summary.command} ${summary.file}`;
  const heading = `${subject}${dryRun ? ' (dry run: nothing was written)' : ''}`;
  const lines = [`${heading}: ${describeCounts(summary.totals, dryRun, summary.skippedTotal)} in ${seconds(summary.durationMs)}`];
  if (summary.parts.length > 1) for (const part of summary.parts) lines.push(`  ${part.part}: ${describeCounts(part, dryRun)}`);
  for (const group of summary.skipped) {
    // Line 0 is the whole document (a filing that names no company we have): there is no line to point at.
    const numbered = group.lines.filter((line) => line > 0);
    const more = group.count > numbered.length ? ', …' : '';
    const where = numbered.length === 0 ? '' : ` (line${numbered.length > 1 ? 's' : ''} ${numbered.join(', ')}${more})`;
    lines.push(`  ${dryRun ? 'would skip' : 'skipped'} ${count(group.count)}: ${group.reason}${where}`);
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

/** The last line after several files: how many went in (or in a dry run, would), and how many failed. */
export function filesLine(total: number, failed: number, dryRun: boolean): string {
  if (dryRun) return `Dry run: would import ${total - failed} of ${total} files${failed > 0 ? `; ${failed} would fail and be left out entirely` : ''}`;
  return `${total - failed} of ${total} files imported${failed > 0 ? `; ${failed} failed and were left out entirely` : ''}`;
}
