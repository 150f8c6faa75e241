import { type IsoDate } from '../../ingest/records';
import { parseFilingDocument } from '../../ingest/formats/filings';
import { type ResultsFiling } from '../../ingest/formats/filings/filingRecords';
import {
  corporateActionsCsv,
  ddmmyyyy,
  generatedBhavcopy,
  generatedNseList,
  generatedResultsFilings,
  marketCapCsv,
  priceDataCsv,
  prZip,
  resultsXbrl,
  shareholdingXbrl,
  udiffBhavcopyCsv,
  weekHighLowCsv,
  zipped,
  type NseListRow,
} from '../../ingest/testing';
import { type CorporateActionLine } from '../../ingest/testing/daily/corporateActionsCsv';
import { addDays } from '../../dates/periodDates';
import { type IncomeLines, type ReportingQuarterWords } from '../../ingest/testing/resultsXbrl';
import { dailyFileAddresses, REAL_EXCHANGE_BASES, type IndexName } from '../sources/exchangeAddresses';
import {
  newestFirst,
  resultsListItem,
  brokenDownTime,
  secondsLater,
  shareholdingListItem,
  uploadStamp,
  type IntegratedListItem,
  type ResultsListItem,
  type ShareholdingListItem,
} from './listItems';

/**
 * What a fake NSE publishes (fakeExchange serves it): the listings, the index
 * lists, each trading day's files, each company's filings lists and the
 * documents they point at. A plain object; the helpers below return a new
 * world rather than change the one they are given.
 */
export interface FakeWorld {
  listings: NseListRow[];
  /** EQUITY_L.csv as published, when it is not written from `listings` (a saved real file). */
  equityListText?: string;
  indexMembers: Map<IndexName, IndexMember[]>;
  /** A day absent here is a holiday (or not yet published): its files answer 404, as does a file set to null. */
  days: Map<IsoDate, PublishedDay>;
  /** By symbol, newest first. */
  resultsLists: Map<string, ResultsListItem[]>;
  shareholdingLists: Map<string, ShareholdingListItem[]>;
  integratedLists: Map<string, IntegratedListItem[]>;
  /** By the archive path a list item's `xbrl` names ('/corporate/xbrl/INDAS_…xml'). */
  documents: Map<string, Uint8Array>;
}

/** One row of an index list (ind_nifty50list.csv). */
export interface IndexMember {
  name: string;
  industry: string;
  symbol: string;
  series: string;
  isin: string;
}

export interface PublishedDay {
  bhavcopyZip: Uint8Array | null;
  prZip: Uint8Array | null;
  weekHighLowCsv: string | null;
}

export interface FakeWorldOptions {
  companies: number;
  days: readonly IsoDate[];
  /** Standalone Ind-AS results per company, quarter after quarter from June 2018. */
  resultsPerCompany: number;
  shareholdingPerCompany: number;
  /** The nifty50 list's symbols; default every company. nifty100 and nifty500 list every company. */
  index?: readonly string[];
  /** The first company's latest filing is revised: same period, broadcast a day later, other figures. */
  revision?: boolean;
  /** The first company's list also carries a filing made before XBRL (its `xbrl` is '…/xbrl/-'). */
  preXbrlFiling?: boolean;
  /** The first company announces a 1:5 split in the first day's PR zip (bc file), ex a week later. */
  split?: boolean;
}

/** The archive path of a listed document address ('https://nsearchives…/corporate/xbrl/X.xml' → '/corporate/xbrl/X.xml'). */
export const archivePath = (listed: string): string => new URL(listed).pathname;

export function fakeWorld(options: FakeWorldOptions): FakeWorld {
  const listings = generatedNseList(options.companies);
  const inIndex = options.index === undefined ? listings : listings.filter((row) => options.index?.includes(row.symbol));
  const member = (row: NseListRow): IndexMember => ({
    name: row.name,
    industry: 'Information Technology',
    symbol: row.symbol,
    series: row.series,
    isin: row.isin,
  });
  let world: FakeWorld = {
    listings,
    indexMembers: new Map([
      ['nifty50', inIndex.map(member)],
      ['nifty100', listings.map(member)],
      ['nifty500', listings.map(member)],
    ]),
    days: new Map(),
    resultsLists: new Map(),
    shareholdingLists: new Map(),
    integratedLists: new Map(),
    documents: new Map(),
  };
  options.days.forEach((day, n) => {
    const first = listings[0];
    const actions =
      options.split && n === 0 && first
        ? [
            {
              series: 'EQ',
              symbol: first.symbol,
              exDate: addDays(day, 7),
              purpose: 'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share',
            },
          ]
        : [];
    world = withDay(world, day, actions);
  });
  const generated = generatedResultsFilings(listings, options.resultsPerCompany);
  generated.forEach((filing, n) => {
    const listing = listings[Math.floor(n / options.resultsPerCompany)];
    // The generator names a document as a downloader saves it: the broadcast minute, then NSE's own name.
    const document = filing.name.slice('DDMonYYYY_HHMM_'.length);
    const parsed = parseFilingDocument(filing.bytes, filing.name).filing as ResultsFiling;
    const broadcast = `${parsed.filedAt?.value ?? '2018-01-01T00:00'}:${String(n % 60).padStart(2, '0')}`;
    if (listing) world = withListedResults(world, listing, parsed, broadcast, 1_000_000 + n, document, filing.bytes);
  });
  listings.forEach((listing, c) => {
    for (let k = 0; k < options.shareholdingPerCompany; k += 1) {
      const asOf = quarterEnd(2022, 12 + 3 * k);
      world = withShareholding(world, listing.symbol, { asOf, promoterPct: 40 + ((c * 7 + k) % 30) });
    }
  });
  const first = listings[0];
  if (first && options.revision) {
    const latest = world.resultsLists.get(first.symbol)?.[0];
    const last = options.resultsPerCompany - 1;
    if (latest) {
      world = withResultsFiling(world, first.symbol, {
        financialYearStart: `${2018 + Math.floor(last / 4)}-04-01`,
        reportingQuarter: (['First quarter', 'Half yearly', 'Third quarter', 'Yearly'] as const)[last % 4] ?? 'First quarter',
        quarter: { revenue: 1234.5, net_profit: 123.45 },
        broadcast: secondsLater(brokenDownTime(latest.broadCastDate), 24 * 3600),
      });
    }
  }
  if (first && options.preXbrlFiling) {
    const item = resultsListItem({
      symbol: first.symbol,
      companyName: first.name,
      isin: first.isin,
      period: { start: '2017-10-01', end: '2017-12-31' },
      financialYear: { start: '2017-04-01', end: '2018-03-31' },
      basis: 'standalone',
      audited: false,
      broadcast: '2018-01-20T17:05:00',
      seqNumber: 999_999,
      document: null,
    });
    world = listed(world, 'resultsLists', first.symbol, item);
  }
  return world;
}

/** The world with one more trading day's files, written from its listings (closes vary by day). */
export function withDay(world: FakeWorld, day: IsoDate, actions: readonly CorporateActionLine[] = []): FakeWorld {
  // Closes move a little from day to day, so each day's files differ.
  const rows = generatedBhavcopy(world.listings, day).map((row) => ({
    ...row,
    close: Math.round((Number(row.close) * (1000 + Number(day.slice(8)))) / 10) / 100,
  }));
  const bhavcopyName = dailyFileAddresses(REAL_EXCHANGE_BASES, day)[0]?.name.replace(/\.zip$/, '') ?? '';
  const date = ddmmyyyy(day);
  const pr = prZip(day, {
    [`bc${date}.csv`]: corporateActionsCsv(actions),
    [`mcap${date}.csv`]: marketCapCsv(
      day,
      rows.map((row, i) => ({ symbol: row.symbol, series: row.series, name: row.name, issueSize: 10_000_000 * (i + 1), close: Number(row.close) })),
    ),
    [`pd${date}.csv`]: priceDataCsv(rows.map((row) => ({ series: row.series, symbol: row.symbol, close: row.close }))),
  });
  const ranges = weekHighLowCsv(
    rows.map((row) => ({ symbol: row.symbol, series: row.series, high: Number(row.close) * 1.3, highDate: day, low: Number(row.close) * 0.7, lowDate: day })),
    { effectiveFor: day },
  );
  const days = new Map(world.days).set(day, {
    bhavcopyZip: zipped(bhavcopyName, udiffBhavcopyCsv(rows, { exchange: 'NSE' })),
    prZip: pr,
    weekHighLowCsv: ranges,
  });
  return { ...world, days: new Map([...days].sort(([a], [b]) => a.localeCompare(b))) };
}

export interface ResultsFilingSpec {
  financialYearStart: IsoDate;
  reportingQuarter: ReportingQuarterWords;
  quarter?: IncomeLines;
  basis?: 'Standalone' | 'Consolidated';
  /** 'YYYY-MM-DDTHH:MM:SS', India time. */
  broadcast: string;
}

/** The world with one more results filing by a listed company: its XBRL (the listing's symbol and ISIN) and its list item. */
export function withResultsFiling(world: FakeWorld, symbol: string, spec: ResultsFilingSpec): FakeWorld {
  const listing = listingOf(world, symbol);
  const n = world.documents.size;
  const bytes = resultsXbrl({
    identity: { symbol: listing.symbol, isin: listing.isin, name: listing.name, bseCode: String(500000 + n) },
    financialYearStart: spec.financialYearStart,
    reportingQuarter: spec.reportingQuarter,
    basis: spec.basis ?? 'Standalone',
    ...(spec.quarter ? { quarter: spec.quarter } : {}),
  });
  const document = `INDAS_${200000 + n}_${2000000 + n}_${uploadStamp(spec.broadcast)}.xml`;
  const parsed = parseFilingDocument(bytes, document).filing as ResultsFiling;
  return withListedResults(world, listing, parsed, spec.broadcast, 2_000_000 + n, document, bytes);
}

/** The world with one more shareholding pattern of a listed company. */
export function withShareholding(world: FakeWorld, symbol: string, spec: { asOf: IsoDate; promoterPct: number; broadcast?: string }): FakeWorld {
  const listing = listingOf(world, symbol);
  const n = world.documents.size;
  const broadcast = spec.broadcast ?? `${secondsLater(`${spec.asOf}T15:41:40`, 14 * 24 * 3600)}`;
  const bytes = shareholdingXbrl({
    asOf: spec.asOf,
    promoterPct: spec.promoterPct,
    identity: { symbol: listing.symbol, isin: listing.isin, name: listing.name, bseCode: null },
  });
  const document = `SHP_${1500000 + n}_${uploadStamp(broadcast)}_WEB.xml`;
  const item = shareholdingListItem({
    symbol: listing.symbol,
    name: listing.name,
    asOf: spec.asOf,
    promoterPct: spec.promoterPct,
    publicPct: 100 - spec.promoterPct,
    broadcast,
    recordId: 200000 + n,
    document,
  });
  return withDocument(listed(world, 'shareholdingLists', symbol, item), item.xbrl, bytes);
}

/** The world with one more integrated filing: the item as given (its `xbrl` an archive address) and any document bytes. */
export function withIntegratedFiling(world: FakeWorld, symbol: string, item: IntegratedListItem, bytes: Uint8Array): FakeWorld {
  return withDocument(listed(world, 'integratedLists', symbol, item), item.xbrl, bytes);
}

function withListedResults(
  world: FakeWorld,
  listing: NseListRow,
  parsed: ResultsFiling,
  broadcast: string,
  seqNumber: number,
  document: string,
  bytes: Uint8Array,
) {
  const item = resultsListItem({
    symbol: listing.symbol,
    companyName: listing.name,
    isin: listing.isin,
    period: parsed.quarter ?? parsed.financialYear,
    financialYear: parsed.financialYear,
    basis: parsed.basis,
    audited: parsed.audited ?? false,
    broadcast,
    seqNumber,
    document,
  });
  return withDocument(listed(world, 'resultsLists', listing.symbol, item), item.xbrl, bytes);
}

type ListKey = 'resultsLists' | 'shareholdingLists' | 'integratedLists';
type ListItem = ResultsListItem | ShareholdingListItem | IntegratedListItem;

function listed(world: FakeWorld, key: ListKey, symbol: string, item: ListItem): FakeWorld {
  const lists = new Map(world[key] as Map<string, ListItem[]>);
  const items = [...(lists.get(symbol) ?? []), item];
  lists.set(
    symbol,
    newestFirst(items, (one) => String('broadCastDate' in one ? one.broadCastDate : one.broadcastDate)),
  );
  return { ...world, [key]: lists };
}

function withDocument(world: FakeWorld, listed: string, bytes: Uint8Array): FakeWorld {
  return { ...world, documents: new Map(world.documents).set(archivePath(listed), bytes) };
}

function listingOf(world: FakeWorld, symbol: string): NseListRow {
  const listing = world.listings.find((row) => row.symbol === symbol);
  if (!listing) throw new Error(`fakeWorld: no listing ${symbol}`);
  return listing;
}

/** The last day of the month `month` months after January of `year` (month 12 → December). */
function quarterEnd(year: number, month: number): IsoDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
