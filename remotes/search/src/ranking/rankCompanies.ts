import { type Stock } from 'shared-types/api';

/** Search results are capped at 10 (docs/product-rules.md). */
export const MAX_SUGGESTIONS = 10;

// Separators that cannot occur in a query (they are stripped from it), so a match never spans two fields.
const FIELD_END = '\u0000';
const ENTRY_END = '\u0001';

/**
 * The stock list prepared for searching, once per list: alphabetical order,
 * lower-cased names and codes, and one text holding them all so that each
 * keystroke is a few native `indexOf` scans instead of 10,000 string checks.
 */
export interface CompanyIndex {
  /** The stocks in alphabetical order of name. */
  readonly stocks: readonly Stock[];
  readonly names: readonly string[];
  /** '' when the code is blank: a blank code never matches. */
  readonly codes: readonly string[];
  /** `name FIELD_END code ENTRY_END` for every stock, in order. */
  readonly text: string;
  /** Where each stock's entry starts in `text`, plus the text's length at the end. */
  readonly starts: Int32Array;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Alphabetical by name; equal names fall back to code, then id, so the order is stable. */
function alphabetical(a: Stock, b: Stock): number {
  return collator.compare(a.name, b.name) || collator.compare(a.code, b.code) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function indexCompanies(list: readonly Stock[]): CompanyIndex {
  const stocks = [...list].sort(alphabetical);
  const names = stocks.map((stock) => stock.name.toLowerCase());
  const codes = stocks.map((stock) => stock.code.trim().toLowerCase());
  const starts = new Int32Array(stocks.length + 1);
  const pieces: string[] = [];
  let offset = 0;
  stocks.forEach((_, i) => {
    const piece = `${names[i]}${FIELD_END}${codes[i]}${ENTRY_END}`;
    starts[i] = offset;
    pieces.push(piece);
    offset += piece.length;
  });
  starts[stocks.length] = offset;
  return { stocks, names, codes, text: pieces.join(''), starts };
}

/**
 * The suggestions for a query (docs/product-rules.md): a case-insensitive
 * substring of the name, or of the code when the code is not blank. Names
 * starting with the query come first, then codes starting with it, then the
 * rest; each group alphabetical by name. At most `limit` results.
 *
 * The three rules are successive sort keys, so among names that start with
 * the query, those whose code also starts with it lead.
 * An empty (or all-blank) query has no suggestions.
 */
export function rankCompanies(index: CompanyIndex, query: string, limit = MAX_SUGGESTIONS): Stock[] {
  const needle = query.replaceAll(FIELD_END, '').replaceAll(ENTRY_END, '').trim().toLowerCase();
  if (needle === '' || limit <= 0) return [];
  const { stocks, names, codes, text, starts } = index;
  // Four buckets by (name starts, code starts). Stocks arrive alphabetically, so each
  // bucket is already sorted and only its first `limit` members can ever be shown.
  const buckets: Stock[][] = [[], [], [], []];
  let entry = 0;
  let at = text.indexOf(needle);
  while (at >= 0) {
    while (starts[entry + 1]! <= at) entry += 1;
    const nameStarts = names[entry]!.startsWith(needle);
    const codeStarts = codes[entry]!.startsWith(needle);
    const rank = nameStarts ? (codeStarts ? 0 : 1) : codeStarts ? 2 : 3;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push(stocks[entry]!);
    // Nothing later in the list can outrank a full first bucket.
    if (rank === 0 && bucket.length === limit) break;
    entry += 1; // one hit per stock is enough: resume at the next one
    if (entry >= stocks.length) break;
    at = text.indexOf(needle, starts[entry]);
  }
  return buckets.flat().slice(0, limit);
}
