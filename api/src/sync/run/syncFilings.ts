/**
 * `sync filings`: for each tracked company, NSE's three filings lists (results
 * to December 2024, integrated filings from 2025, shareholding patterns), then
 * every document they name that is not imported yet, oldest filing first so a
 * revision lands after its original. The lists come from NSE's website API,
 * which wants a browser's first visit (the client's session).
 */
import { readFilingList, FilingListError, type FilingListKind, type ListedDocument } from '../lists/filingsLists';
import { integratedFilingsListUrl, nseHomeUrl, resultsListUrl, shareholdingListUrl, type ExchangeBases } from '../sources/exchangeAddresses';
import { type IsoDate } from '../../ingest/records';
import { fetchAndImport, importObtained, obtainFile } from './fetchAndImport';
import { pipelined } from './pipelined';
import { type SourceReport, type SyncContext } from './syncContext';

const LISTS: Array<{ kind: FilingListKind; url: (bases: ExchangeBases, symbol: string) => string }> = [
  { kind: 'results', url: resultsListUrl },
  { kind: 'integrated', url: integratedFilingsListUrl },
  { kind: 'shareholding', url: shareholdingListUrl },
];

export async function syncFilings(context: SyncContext, report: SourceReport, symbols: readonly string[], since: IsoDate | undefined): Promise<void> {
  context.say(`filings: ${symbols.length} tracked compan${symbols.length === 1 ? 'y' : 'ies'}`);
  const session = { homeUrl: nseHomeUrl(context.bases) };
  for (const [position, symbol] of symbols.entries()) {
    if (context.signal?.aborted) return;
    const documents: ListedDocument[] = [];
    for (const list of LISTS) {
      const url = list.url(context.bases, symbol);
      const outcome = await fetchAndImport(context, report, { url, name: `${list.kind} list of ${symbol}`, expect: 'json', everyRun: true, session });
      if (!('bytes' in outcome) || outcome.bytes === undefined) continue;
      try {
        documents.push(...readFilingList(list.kind, symbol, outcome.bytes, context.bases));
      } catch (error) {
        if (!(error instanceof FilingListError)) throw error;
        report.failed.push({ url, reason: error.message });
      }
    }
    const wanted = documents
      .filter((document) => since === undefined || (document.filedAt ?? document.periodEnd ?? '9999') >= since)
      .sort((a, b) => (a.filedAt ?? '\uffff').localeCompare(b.filedAt ?? '\uffff'));
    const before = report.imported;
    const file = (document: ListedDocument) => ({
      url: document.url,
      name: document.name,
      expect: 'xml' as const,
      command: 'filings' as const,
      absentIsFailure: true,
    });
    await pipelined(
      wanted,
      (document) => obtainFile(context, report, file(document)),
      async (document, obtained) => void (await importObtained(context, report, file(document), obtained)),
      context.signal,
    );
    if (context.signal?.aborted) return;
    context.say(`${symbol} (${position + 1} of ${symbols.length}): ${wanted.length} filing(s) listed, ${report.imported - before} imported now`);
  }
}
