import { aliasOwners } from '../../db/companyAliasRepository';
import { listRealCompanies, type StoredCompany } from '../../db/companyImportRepository';
import { pricesFromSource, upsertPrices, type StoredPrice } from '../../db/priceImportRepository';
import { type EndOfDayPrice, type ParseResult, type SkippedRow } from '../records';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

const BHAVCOPY_SOURCE = 'bhavcopy';

/**
 * A bhavcopy's closing prices join each company's dated closes (source
 * 'bhavcopy', dated the trade date), so a price history and fiscal-year-end
 * prices can come from exchange files; the newest close is the current price.
 * Rows join on ISIN; files without one join on the BSE security code (BSE
 * legacy) or the NSE symbol (NSE legacy and sec_bhavdata_full). One close per
 * company and day: NSE's wins over BSE's (the deeper market), and the same
 * file again changes nothing.
 */
export const writePrices: WriteRows<ParseResult<EndOfDayPrice>> = async (trx, parsed) => {
  const counts = emptyCounts('prices');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const companies = await listRealCompanies(trx);
  const find = companyFinder(companies);
  const formerIsins = await aliasOwners(trx, 'isin');
  const dates = new Set(parsed.rows.map((row) => row.tradeDate));
  const stored = new Map(
    (
      await pricesFromSource(
        trx,
        BHAVCOPY_SOURCE,
        companies.map((company) => company.id),
        [...dates],
      )
    ).map((price) => [closeKey(price.company_id, price.as_of), price]),
  );

  const lineOfClose = new Map<string, number>();
  const writes: Array<{ company_id: string; price: number; as_of: string; source: string; exchange: 'NSE' | 'BSE' }> = [];
  for (const row of parsed.rows) {
    const company = find(row);
    if (company === undefined) {
      skipped.push({ line: row.line, reason: unmatchedReason(row, formerIsins) });
      continue;
    }
    const key = closeKey(company.id, row.tradeDate);
    const earlier = lineOfClose.get(key);
    if (earlier !== undefined) {
      skipped.push({ line: row.line, reason: 'a second close for a company already priced in this file' });
      continue;
    }
    lineOfClose.set(key, row.line);
    const current = stored.get(key);
    if (current !== undefined && current.exchange === 'NSE' && row.exchange === 'BSE') {
      skipped.push({ line: row.line, reason: "that day's NSE close is already stored (NSE's is kept)" });
      continue;
    }
    if (countRow(counts, current, sameClose(current, row))) continue;
    writes.push({ company_id: company.id, price: row.close, as_of: row.tradeDate, source: BHAVCOPY_SOURCE, exchange: row.exchange });
  }
  await upsertPrices(trx, writes);

  const notes = dates.size > 0 ? [`Trade date ${[...dates].sort().join(', ')}`] : [];
  return { parts: [counts], skipped, notes, affected: writes.map((write) => write.company_id) };
};

/** By ISIN when the row has one, else by BSE security code, else by NSE symbol (companies from the NSE list only). */
function companyFinder(companies: readonly StoredCompany[]): (row: EndOfDayPrice) => StoredCompany | undefined {
  const byIsin = new Map(companies.flatMap((company) => (company.isin === null ? [] : [[company.isin, company] as const])));
  const byBseCode = new Map(companies.flatMap((company) => (company.bse_code === null ? [] : [[company.bse_code, company] as const])));
  const bySymbol = new Map(companies.filter((company) => company.nse_as_of !== null && company.code !== '').map((company) => [company.code, company]));
  return (row) => {
    if (row.isin !== '') return byIsin.get(row.isin);
    if (row.bseCode !== null) return byBseCode.get(row.bseCode);
    return bySymbol.get(row.symbol);
  };
}

function unmatchedReason(row: EndOfDayPrice, formerIsins: ReadonlyMap<string, string>): string {
  // A split gave the shares a new ISIN: closes under the old one are on the old face value, and stored history is never rewritten.
  if (formerIsins.has(row.isin)) return 'an ISIN the company had before a split: its closes are on the old face value and are not stored';
  if (row.isin !== '') return 'no company with this ISIN (import the NSE or BSE list first)';
  if (row.bseCode !== null) return 'no company with this BSE code (import the BSE list first)';
  return 'no company with this NSE symbol (import the NSE list first)';
}

const closeKey = (companyId: string, date: string): string => `${companyId}|${date}`;

const sameClose = (stored: StoredPrice | undefined, row: EndOfDayPrice): boolean =>
  stored !== undefined && stored.price === row.close && stored.exchange === row.exchange;
