import { type SourceReport, type SyncReport } from '../run/syncContext';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What a run did, a few lines per source, for the person who ran it. */
export function reportLines(report: SyncReport): string[] {
  const lines: string[] = [];
  for (const [source, result] of Object.entries(report.sources) as Array<[string, SourceReport]>) {
    if (report.dryRun) {
      lines.push(`${source}: would ${result.planned.length === 0 ? 'fetch nothing new' : `do ${count(result.planned.length, 'thing')}:`}`);
      lines.push(...result.planned.map((line) => `  ${line}`));
      continue;
    }
    const parts = [
      count(result.fetched, 'file') + ' fetched',
      `${result.imported.toLocaleString('en-IN')} imported`,
      `${result.alreadyHad.toLocaleString('en-IN')} already had`,
    ];
    if (result.absent > 0) parts.push(count(result.absent, 'day') + ' without files (holidays)');
    if (result.failed.length > 0) parts.push(`${result.failed.length} failed`);
    lines.push(`${source}: ${parts.join(', ')}`);
    lines.push(...result.failed.map((failure) => `  ✗ ${failure.reason}`));
    if (result.refused) lines.push(`  ✗ refused: ${result.refused.message}`);
  }
  const seconds = report.finishedAt === undefined ? 0 : (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  lines.push(`${count(report.requests, 'request')} to the exchange in ${seconds.toFixed(1)} s`);
  return lines;
}
