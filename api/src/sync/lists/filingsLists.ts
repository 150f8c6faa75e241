/**
 * NSE's filings lists (docs/sync.md): the quarterly results list (to the
 * December 2024 quarter), the integrated-filing list (from 2025) and the
 * shareholding list. Read leniently: each is a JSON array (or `{ data: [...] }`)
 * of objects whose other fields come and go; an item without a document
 * (filings before XBRL say '…/xbrl/-') is passed over, and a list that is not
 * JSON at all is an error naming the list.
 */
import { z } from 'zod';
import { type IsoDate } from '../../ingest/records';
import { documentUrl, type ExchangeBases } from '../sources/exchangeAddresses';

export type FilingListKind = 'results' | 'integrated' | 'shareholding';

/** One document a list points at, in the order it should be imported (oldest filing first). */
export interface ListedDocument {
  kind: FilingListKind;
  symbol: string;
  url: string;
  /** The document's file name, as the importers report it. */
  name: string;
  /** When the exchange published it (ISO, India time as written); undefined when the list does not say. */
  filedAt: string | undefined;
  /** The period it reports (results: toDate / qe_Date; shareholding: date). */
  periodEnd: IsoDate | undefined;
}

export class FilingListError extends Error {
  override readonly name = 'FilingListError';
}

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : String(value).trim()));
const Item = z.looseObject({
  symbol: text,
  xbrl: text,
  broadCastDate: text,
  broadcastDate: text,
  filingDate: text,
  submissionDate: text,
  toDate: text,
  qe_Date: text,
  date: text,
});
type Item = z.infer<typeof Item>;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '16-Jan-2025 20:20:21', '13-JAN-2026', '31-Dec-2024' → '2025-01-16T20:20:21' / '2026-01-13'. */
export function listDate(value: string | undefined): string | undefined {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value ?? '');
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]!.toUpperCase());
  if (month < 0) return undefined;
  const day = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  if (match[4] === undefined) return day;
  return `${day}T${match[4].padStart(2, '0')}:${match[5]}:${match[6] ?? '00'}`;
}

/** The documents a list answer names, oldest filing first (so a revision is imported after its original). */
export function readFilingList(kind: FilingListKind, symbol: string, bytes: Uint8Array, bases: ExchangeBases): ListedDocument[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new FilingListError(`NSE's ${kind} list for ${symbol} is not JSON`);
  }
  const items = Array.isArray(json) ? json : isObject(json) && Array.isArray(json.data) ? json.data : undefined;
  if (items === undefined) throw new FilingListError(`NSE's ${kind} list for ${symbol} is not a list of filings`);
  const documents: ListedDocument[] = [];
  const seen = new Set<string>();
  for (const raw of items) {
    const parsed = Item.safeParse(raw);
    if (!parsed.success) continue;
    const url = documentUrl(bases, parsed.data.xbrl);
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    documents.push({
      kind,
      symbol: parsed.data.symbol ?? symbol,
      url,
      name: url.slice(url.lastIndexOf('/') + 1),
      filedAt: filedAt(parsed.data),
      periodEnd: periodEnd(kind, parsed.data),
    });
  }
  // Undated items keep their place at the end; the list itself is newest first.
  return documents.reverse().sort((a, b) => (a.filedAt ?? '\uffff').localeCompare(b.filedAt ?? '\uffff'));
}

function filedAt(item: Item): string | undefined {
  return listDate(item.broadCastDate) ?? listDate(item.broadcastDate) ?? listDate(item.filingDate) ?? listDate(item.submissionDate);
}

function periodEnd(kind: FilingListKind, item: Item): IsoDate | undefined {
  const value = kind === 'results' ? item.toDate : kind === 'integrated' ? item.qe_Date : item.date;
  return listDate(value)?.slice(0, 10);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
