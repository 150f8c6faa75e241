import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseBhavcopy, parseNseList } from '../../ingest/formats';
import { parseFilingDocument } from '../../ingest/formats/filings';
import { type IsoDate } from '../../ingest/records';
import { udiffBhavcopyCsv, zipArchive, zipped } from '../../ingest/testing';
import { ddmmyyyy } from '../../ingest/testing/daily';
import { dailyFileAddresses, REAL_EXCHANGE_BASES } from '../sources/exchangeAddresses';
import { archivePath, type FakeWorld, type PublishedDay } from './fakeWorld';
import { shareholdingListItem, type ResultsListItem, type ShareholdingListItem } from './listItems';

/**
 * A FakeWorld read from a folder of real files in NSE's layouts, for trying
 * `npm run sync` by hand (api/scripts/fakeNse.ts); never used by tests. The
 * folder holds filings/nse-api/<symbol>.json (results lists),
 * filings/xbrl/<company>/<DDMonYYYY_HHMM_><NSE name>.xml, filings/shareholding/SHP_*.xml
 * and exchange/nse-daily-<YYYY-MM-DD>/; an EQUITY_L-layout nse-equity-list.csv
 * may sit beside it. What is missing is left out, with a note.
 */
export function realFolderWorld(folder: string): { world: FakeWorld; notes: string[] } {
  const notes: string[] = [];
  const world: FakeWorld = {
    listings: [],
    indexMembers: new Map([['nifty50', []]]),
    days: new Map(),
    resultsLists: new Map(),
    shareholdingLists: new Map(),
    integratedLists: new Map(),
    documents: new Map(),
  };
  const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);

  const equityList = join(folder, '..', 'nse-equity-list.csv');
  const isins = new Map<string, string>();
  if (existsSync(equityList)) {
    world.equityListText = readFileSync(equityList, 'utf8');
    for (const row of parseNseList(world.equityListText, equityList).rows) isins.set(row.symbol, row.isin);
  } else notes.push(`no ${equityList}: EQUITY_L.csv is served empty and no day has a UDiFF bhavcopy`);

  const saved = files(join(folder, 'filings', 'xbrl')).flatMap((company) =>
    files(join(folder, 'filings', 'xbrl', company)).map((file) => join(folder, 'filings', 'xbrl', company, file)),
  );
  const listsDir = join(folder, 'filings', 'nse-api');
  let unmatched = 0;
  for (const file of files(listsDir).filter((name) => name.endsWith('.json'))) {
    const items = JSON.parse(readFileSync(join(listsDir, file), 'utf8')) as ResultsListItem[];
    const first = items[0];
    if (!Array.isArray(items) || first === undefined) {
      notes.push(`${file}: not a list with items; left out`);
      continue;
    }
    world.resultsLists.set(first.symbol, items);
    world.indexMembers.get('nifty50')?.push({ name: first.companyName, industry: '-', symbol: first.symbol, series: 'EQ', isin: first.isin ?? '' });
    for (const item of items) {
      const name = item.xbrl.split('/').pop() ?? '-';
      if (name === '-' || name === '') continue;
      const document = saved.find((path) => basename(path).endsWith(name));
      if (document === undefined) unmatched += 1;
      else world.documents.set(archivePath(item.xbrl), new Uint8Array(readFileSync(document)));
    }
  }
  if (world.resultsLists.size === 0) notes.push(`no results lists in ${listsDir}`);
  if (unmatched > 0) notes.push(`${unmatched} listed documents have no saved file: they answer 404`);

  const shareholdingDir = join(folder, 'filings', 'shareholding');
  for (const file of files(shareholdingDir).filter((name) => /^SHP_.*\.xml$/i.test(name))) {
    const bytes = new Uint8Array(readFileSync(join(shareholdingDir, file)));
    const { filing } = parseFilingDocument(bytes, file);
    if (filing.kind !== 'shareholding' || filing.identity.symbol === null) {
      notes.push(`${file}: no shareholding pattern with a symbol; left out`);
      continue;
    }
    const symbol = filing.identity.symbol;
    const filed = filing.filedAt?.value ?? filing.asOf;
    const item: ShareholdingListItem = shareholdingListItem({
      symbol,
      name: filing.identity.name ?? symbol,
      asOf: filing.asOf,
      promoterPct: filing.promoterPct ?? 0,
      publicPct: filing.publicPct ?? 0,
      broadcast: filed.length === 10 ? `${filed}T18:00:00` : `${filed}:00`,
      recordId: 100000 + world.documents.size,
      document: file,
    });
    world.shareholdingLists.set(symbol, [...(world.shareholdingLists.get(symbol) ?? []), item]);
    world.documents.set(archivePath(item.xbrl), bytes);
  }

  const exchangeDir = join(folder, 'exchange');
  for (const dir of files(exchangeDir)) {
    const day = /^nse-daily-(\d{4}-\d{2}-\d{2})$/.exec(dir)?.[1];
    if (day !== undefined) world.days.set(day, publishedDay(join(exchangeDir, dir), day, isins, notes));
  }
  if (world.days.size === 0) notes.push(`no nse-daily-<day> folders in ${exchangeDir}`);
  return { world, notes };
}

/** A day's files: the PR zip from bc, mcap and pd; the 52-week file as saved; the UDiFF bhavcopy from sec_bhavdata_full with the list's ISINs. */
function publishedDay(dir: string, day: IsoDate, isins: ReadonlyMap<string, string>, notes: string[]): PublishedDay {
  const date = ddmmyyyy(day);
  const text = (name: string): string | null => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : null);
  const inPr = Object.fromEntries(
    [`bc${date}.csv`, `mcap${date}.csv`, `pd${date}.csv`, 'readme.txt'].flatMap((name) => {
      const content = text(name);
      return content === null ? [] : [[name, content]];
    }),
  );
  if (Object.keys(inPr).length < 3) notes.push(`${day}: the PR zip lacks some of bc, mcap, pd`);
  const full = text(`sec_bhavdata_full_${date}.csv`);
  let bhavcopyZip: Uint8Array | null = null;
  if (full !== null && isins.size > 0) {
    const rows = parseBhavcopy(new TextEncoder().encode(full), `sec_bhavdata_full_${date}.csv`).rows.flatMap((row) => {
      const isin = isins.get(row.symbol);
      return isin === undefined ? [] : [{ symbol: row.symbol, isin, series: row.series ?? 'EQ', close: row.close, tradeDate: row.tradeDate }];
    });
    const name = dailyFileAddresses(REAL_EXCHANGE_BASES, day)[0]?.name.replace(/\.zip$/, '') ?? '';
    bhavcopyZip = zipped(name, udiffBhavcopyCsv(rows, { exchange: 'NSE' }));
  } else notes.push(`${day}: no UDiFF bhavcopy (needs sec_bhavdata_full and the equity list); it answers 404`);
  const weekHighLowCsv = text(`CM_52_wk_High_low_${date}.csv`);
  if (weekHighLowCsv === null) notes.push(`${day}: no 52-week file`);
  return { bhavcopyZip, prZip: Object.keys(inPr).length === 0 ? null : zipArchive(inPr), weekHighLowCsv };
}
