/**
 * Where the exchanges publish what `npm run sync` fetches (docs/sync.md lists
 * them with their layouts). Every address is built from a base so tests and a
 * fake exchange on loopback can stand in (NSE_ARCHIVE_BASE, NSE_API_BASE,
 * BSE_API_BASE; see syncSettings).
 */
import { type IsoDate } from '../../ingest/records';

export interface ExchangeBases {
  /** Plain downloads, no cookie: daily archives, lists, the XBRL documents. */
  nseArchive: string;
  /** NSE's website API (filings lists): needs a browser-like visit first. */
  nseApi: string;
  /** BSE's API: not fetched yet (docs/sync.md says what is not covered). */
  bseApi: string;
}

export const REAL_EXCHANGE_BASES: ExchangeBases = {
  nseArchive: 'https://nsearchives.nseindia.com',
  nseApi: 'https://www.nseindia.com',
  bseApi: 'https://api.bseindia.com',
};

/** The index lists `--index` accepts, by NSE's file name. */
export const INDEX_LISTS = {
  nifty50: 'ind_nifty50list.csv',
  nifty100: 'ind_nifty100list.csv',
  nifty500: 'ind_nifty500list.csv',
} as const;
export type IndexName = keyof typeof INDEX_LISTS;

/** Which import command reads a daily file. */
export type DailyFileKind = 'bhavcopy' | 'pr-zip' | 'week-high-low';

export interface DailyFileAddress {
  kind: DailyFileKind;
  day: IsoDate;
  url: string;
  /** The file's name as NSE publishes it (the importers read dates and kinds from it). */
  name: string;
  /** How `checkDownload` recognises it before import. */
  expect: 'zip' | 'csv';
}

const parts = (day: IsoDate) => {
  const [yyyy, mm, dd] = day.split('-') as [string, string, string];
  return { yyyy, mm, dd, yy: yyyy.slice(2) };
};

/** One trading day's files: the UDiFF bhavcopy (closes), the PR zip (actions, shares, ranges) and the 52-week file. */
export function dailyFileAddresses(bases: ExchangeBases, day: IsoDate): DailyFileAddress[] {
  const { yyyy, mm, dd, yy } = parts(day);
  const archive = bases.nseArchive;
  const bhavcopy = `BhavCopy_NSE_CM_0_0_0_${yyyy}${mm}${dd}_F_0000.csv.zip`;
  const prZip = `PR${dd}${mm}${yy}.zip`;
  const weekHighLow = `CM_52_wk_High_low_${dd}${mm}${yyyy}.csv`;
  return [
    { kind: 'bhavcopy', day, name: bhavcopy, url: `${archive}/content/cm/${bhavcopy}`, expect: 'zip' },
    { kind: 'pr-zip', day, name: prZip, url: `${archive}/archives/equities/bhavcopy/pr/${prZip}`, expect: 'zip' },
    { kind: 'week-high-low', day, name: weekHighLow, url: `${archive}/content/${weekHighLow}`, expect: 'csv' },
  ];
}

/** NSE's universe of listed equities. */
export const equityListUrl = (bases: ExchangeBases): string => `${bases.nseArchive}/content/equities/EQUITY_L.csv`;

/** An index's constituents (Company Name, Industry, Symbol, Series, ISIN Code). */
export const indexListUrl = (bases: ExchangeBases, index: IndexName): string => `${bases.nseArchive}/content/indices/${INDEX_LISTS[index]}`;

/** The page whose visit sets the cookies the API asks for. */
export const nseHomeUrl = (bases: ExchangeBases): string => `${bases.nseApi}/`;

/** Quarterly results filed before the integrated filing (up to the December 2024 quarter). */
export const resultsListUrl = (bases: ExchangeBases, symbol: string): string =>
  `${bases.nseApi}/api/corporates-financial-results?index=equities&period=Quarterly&symbol=${encodeURIComponent(symbol)}`;

/** Integrated filings (financials), from 2025. */
export const integratedFilingsListUrl = (bases: ExchangeBases, symbol: string, size = 100): string =>
  `${bases.nseApi}/api/integrated-filing-results?type=${encodeURIComponent('Integrated Filing- Financials')}` +
  `&symbol=${encodeURIComponent(symbol)}&size=${size}`;

/** Shareholding patterns. */
export const shareholdingListUrl = (bases: ExchangeBases, symbol: string): string =>
  `${bases.nseApi}/api/corporate-share-holdings-master?index=equities&symbol=${encodeURIComponent(symbol)}`;

const REAL_ARCHIVE_ORIGINS = ['https://nsearchives.nseindia.com', 'https://archives.nseindia.com', 'https://www1.nseindia.com'];

/**
 * A document address as a filings list gives it, moved onto the configured
 * archive base (so a fake exchange serves what the real lists point at).
 * Undefined for the placeholder of a filing made before XBRL ('…/xbrl/-'), an
 * address that is not a document, and one on any host but NSE's archives.
 */
export function documentUrl(bases: ExchangeBases, listed: string | null | undefined): string | undefined {
  if (typeof listed !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(listed.trim());
  } catch {
    return undefined;
  }
  const file = url.pathname.split('/').pop() ?? '';
  if (file === '' || file === '-' || !/\.xml$/i.test(file)) return undefined;
  // Only NSE's own archives: a list (from the network) must not send the tool to any other host.
  if (!REAL_ARCHIVE_ORIGINS.includes(url.origin)) return undefined;
  return `${bases.nseArchive}${url.pathname}`;
}
