/**
 * `sync lists`: NSE's universe (EQUITY_L.csv, imported as `ingest nse-list`
 * when it changed) and, with --index, the index's constituents, whose symbols
 * the filings step tracks.
 */
import { readIndexList } from '../lists/indexList';
import { equityListUrl, indexListUrl, type IndexName } from '../sources/exchangeAddresses';
import { fetchAndImport } from './fetchAndImport';
import { type SourceReport, type SyncContext } from './syncContext';

export async function syncLists(context: SyncContext, report: SourceReport, index: IndexName | undefined): Promise<string[]> {
  const universe = equityListUrl(context.bases);
  await fetchAndImport(context, report, { url: universe, name: 'EQUITY_L.csv', expect: 'csv', command: 'nse-list', everyRun: true });
  if (index === undefined) return [];
  const url = indexListUrl(context.bases, index);
  const name = url.slice(url.lastIndexOf('/') + 1);
  const outcome = await fetchAndImport(context, report, { url, name, expect: 'csv', everyRun: true });
  if (!('bytes' in outcome) || outcome.bytes === undefined) return [];
  try {
    const symbols = readIndexList(outcome.bytes, name).map((member) => member.symbol);
    context.say(`${index}: ${symbols.length} companies`);
    return symbols;
  } catch (error) {
    report.failed.push({ url, reason: `${name} is not an index list: ${(error as Error).message}` });
    return [];
  }
}
