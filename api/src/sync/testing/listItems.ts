import { type IsoDate } from '../../ingest/records';

/**
 * The items of NSE's filings lists, in the shapes its website API answers
 * (field names, spellings and date formats copied from saved real answers;
 * docs/testing.md). Every list is a JSON array, newest first.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Where the real lists point at a document: NSE's archive host, whatever base the fake runs on. */
export const LISTED_XBRL_BASE = 'https://nsearchives.nseindia.com/corporate/xbrl/';
/** The address a filing made before XBRL carries. */
export const NO_XBRL = `${LISTED_XBRL_BASE}-`;

/** '2024-10-01' → '01-Oct-2024'; upper-cased ('01-OCT-2024') as the shareholding list writes it. */
export function listDay(day: IsoDate, upper = false): string {
  const [year, month, date] = day.split('-');
  const text = `${date}-${MONTHS[Number(month) - 1]}-${year}`;
  return upper ? text.toUpperCase() : text;
}

/** '2025-01-16T20:20:21' → '16-Jan-2025 20:20:21' (seconds: false drops them). */
export function listTime(at: string, options: { upper?: boolean; seconds?: boolean } = {}): string {
  const [day = '', time = '00:00:00'] = at.split('T');
  const clock = options.seconds === false ? time.slice(0, 5) : time.padEnd(8, ':00').slice(0, 8);
  return `${listDay(day, options.upper)} ${clock}`;
}

/** `at` plus some seconds, as 'YYYY-MM-DDTHH:MM:SS' (no time zone: India time throughout). */
export function secondsLater(at: string, seconds: number): string {
  return new Date(Date.parse(`${at.length === 16 ? `${at}:00` : at}Z`) + seconds * 1000).toISOString().slice(0, 19);
}

export interface ResultsListItem {
  symbol: string;
  companyName: string;
  industry: string;
  audited: string;
  cumulative: string;
  indAs: string;
  reInd: string;
  period: string;
  relatingTo: string;
  financialYear: string;
  filingDate: string;
  seqNumber: string;
  bank: string;
  fromDate: string;
  toDate: string;
  oldNewFlag: string;
  xbrl: string;
  format: string;
  params: string;
  resultDescription: string | null;
  resultDetailedDataLink: string | null;
  exchdisstime: string;
  difference: string;
  consolidated: 'Consolidated' | 'Non-Consolidated';
  broadCastDate: string;
  isin: string | null;
}

export interface ResultsItemSpec {
  symbol: string;
  companyName: string;
  isin: string | null;
  period: { start: IsoDate; end: IsoDate };
  financialYear: { start: IsoDate; end: IsoDate };
  basis: 'consolidated' | 'standalone';
  audited: boolean;
  /** 'YYYY-MM-DDTHH:MM:SS', India time. */
  broadcast: string;
  seqNumber: number;
  /** NSE's document name ('INDAS_…xml'); null for a filing made before XBRL. */
  document: string | null;
}

const QUARTER_WORDS = ['First Quarter', 'Second Quarter', 'Third Quarter', 'Fourth Quarter'];

export function resultsListItem(spec: ResultsItemSpec): ResultsListItem {
  const monthsIn = (Number(spec.period.end.slice(0, 4)) - Number(spec.financialYear.start.slice(0, 4))) * 12 + Number(spec.period.end.slice(5, 7)) - 3;
  const quarter = Math.min(Math.max(Math.round(monthsIn / 3), 1), 4);
  const shown = secondsLater(spec.broadcast, 33);
  const consolidated = spec.basis === 'consolidated' ? 'Consolidated' : 'Non-Consolidated';
  return {
    symbol: spec.symbol,
    companyName: spec.companyName,
    industry: '-',
    audited: spec.audited ? 'Audited' : 'Un-Audited',
    cumulative: 'Non-cumulative',
    indAs: 'Ind-AS New',
    reInd: 'N',
    period: 'Quarterly',
    relatingTo: QUARTER_WORDS[quarter - 1] ?? 'Fourth Quarter',
    financialYear: `${listDay(spec.financialYear.start)} To ${listDay(spec.financialYear.end)}`,
    filingDate: listTime(spec.broadcast, { seconds: false }),
    seqNumber: String(spec.seqNumber),
    bank: 'N',
    fromDate: listDay(spec.period.start),
    toDate: listDay(spec.period.end),
    oldNewFlag: 'N',
    xbrl: spec.document === null ? NO_XBRL : `${LISTED_XBRL_BASE}${spec.document}`,
    format: 'New',
    params: `${listDay(spec.period.start)}${listDay(spec.period.end)}Q${quarter}${spec.audited ? 'A' : 'U'}NNNE${spec.symbol}`,
    resultDescription: null,
    resultDetailedDataLink: null,
    exchdisstime: listTime(shown),
    difference: '00:00:33',
    consolidated,
    broadCastDate: listTime(spec.broadcast),
    isin: spec.isin,
  };
}

export interface ShareholdingListItem {
  symbol: string;
  desc: string;
  industry: string;
  name: string;
  date: string;
  xbrl: string;
  revisedData: string;
  recordId: string;
  isin: string | null;
  pr_and_prgrp: string;
  public_val: string;
  employeeTrusts: string;
  submissionDate: string;
  broadcastDate: string;
  systemDate: string;
  revisedStatus: string;
  [more: string]: unknown;
}

export interface ShareholdingItemSpec {
  symbol: string;
  name: string;
  asOf: IsoDate;
  promoterPct: number;
  publicPct: number;
  /** 'YYYY-MM-DDTHH:MM:SS'. */
  broadcast: string;
  recordId: number;
  /** NSE's document name ('SHP_…_WEB.xml'). */
  document: string;
}

export function shareholdingListItem(spec: ShareholdingItemSpec): ShareholdingListItem {
  return {
    symbol: spec.symbol,
    desc: 'NEW_1',
    industry: '-',
    name: spec.name,
    date: listDay(spec.asOf, true),
    xbrl: `${LISTED_XBRL_BASE}${spec.document}`,
    revisedData: 'N',
    recordId: String(spec.recordId),
    cgTimeStamp: null,
    remarksWeb: 'N',
    countString: null,
    isin: null,
    pr_and_prgrp: spec.promoterPct.toFixed(2),
    public_val: spec.publicPct.toFixed(2),
    underlyingDrs: null,
    employeeTrusts: '0',
    format: null,
    revisionDate: null,
    submissionDate: listDay(spec.broadcast.slice(0, 10), true),
    revisionRemark: null,
    broadcastDate: listTime(spec.broadcast, { upper: true }),
    systemDate: listTime(secondsLater(spec.broadcast, 4), { upper: true }),
    revisedStatus: '-',
    typeOfSubmission: null,
    revisedDate: null,
    revisedRemark: null,
    newColumn: true,
    timeDifference: '00:00:04',
    index: '-',
  };
}

/** An integrated filing (financials) as far as it is known: no real answer has been seen. */
export interface IntegratedListItem {
  symbol: string;
  xbrl: string;
  qe_Date: string;
  consolidated: 'Consolidated' | 'Non-Consolidated';
  broadcastDate: string;
  [more: string]: unknown;
}

/** Newest broadcast first, as NSE lists them. */
export function newestFirst<Item>(items: readonly Item[], broadcastOf: (item: Item) => string): Item[] {
  const at = (item: Item): number => Date.parse(broadcastOf(item).replace(/^(\d{2})-(\w{3})-(\d{4})/, '$2 $1 $3'));
  return [...items].sort((a, b) => at(b) - at(a));
}

/** '16-Jan-2025 20:20:21' → '2025-01-16T20:20:21'. */
export function brokenDownTime(listedAt: string): string {
  return new Date(`${listedAt.replace(/^(\d{2})-(\w{3})-(\d{4})/, '$2 $1 $3')}Z`).toISOString().slice(0, 19);
}

/** NSE's upload stamp DDMMYYYYhhmmss, its hour on a 12-hour clock. */
export function uploadStamp(at: string): string {
  const [day = '', time = ''] = at.split('T');
  const [year, month, date] = day.split('-');
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date}${month}${year}${pad(hour % 12 || 12)}${pad(minute)}${pad(second)}`;
}
