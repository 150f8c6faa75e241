import { listRealCompanies, setCompanyCodes, upsertCompanies, type CompanyRow } from '../../db/companyImportRepository';
import { type NseListing, type ParseResult, type SkippedRow } from '../records';
import { companyIdForIsin, companyName, describeCompany, firstFew, firstRowPerIsin, sameFields } from './companyRows';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

/**
 * NSE's EQUITY_L.csv → companies keyed by ISIN ('isin:<ISIN>'). The symbol is
 * the company's code; the series and listing date are recorded. Re-running is
 * safe: a renamed company or a changed symbol is updated in place (the ISIN
 * does not change), a new listing is added, and nothing is duplicated.
 * Companies missing from a newer list are kept (people may have opened them).
 */
export const writeNseList: WriteRows<ParseResult<NseListing>> = async (trx, parsed, { file, today }) => {
  const counts = emptyCounts('companies');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const stored = await listRealCompanies(trx);
  const byId = new Map(stored.map((company) => [company.id, company]));
  const listings = firstRowPerIsin(parsed.rows, skipped);
  const rows: CompanyRow[] = [];

  for (const listing of listings) {
    const id = companyIdForIsin(listing.isin);
    const fields = {
      name: companyName({ file, line: listing.line }, listing.name),
      code: listing.symbol,
      series: listing.series,
      listing_date: listing.listingDate,
    };
    const current = byId.get(id);
    if (countRow(counts, current, current?.nse_as_of != null && sameFields(current, fields))) continue;
    rows.push({ id, isin: listing.isin, ...fields, nse_as_of: today });
  }
  await upsertCompanies(trx, rows, ['name', 'code', 'series', 'listing_date', 'nse_as_of']);

  // A symbol NSE gave to another ISIN: the old holder no longer answers to it.
  const listed = new Set(listings.map((listing) => listing.isin));
  const symbols = new Set(parsed.rows.map((listing) => listing.symbol));
  const moved = stored.filter((company) => company.isin !== null && !listed.has(company.isin) && symbols.has(company.code));
  await setCompanyCodes(
    trx,
    moved.map((company) => ({ id: company.id, code: company.bse_code ?? '' })),
  );
  counts.updated += moved.length;

  // The series mix is what a person checks a list against (EQ normal, BE/BZ trade-for-trade).
  const notes = [`Series: ${seriesCounts(listings)}`];
  if (moved.length > 0) {
    notes.push(`${moved.length} symbol(s) now belong to another ISIN, so their former holders lose them: ${firstFew(moved.map(describeCompany))}`);
  }
  const absent = stored.filter((company) => company.nse_as_of !== null && company.isin !== null && !listed.has(company.isin));
  if (absent.length > 0) {
    notes.push(
      `${absent.length} company(ies) from an earlier NSE list are not in this file and were kept (delisted, or given a new ISIN): ${firstFew(absent.map(describeCompany))}`,
    );
  }
  return { parts: [counts], skipped, notes, affected: [...rows.map((row) => row.id), ...moved.map((company) => company.id)] };
};

/** '2,056 EQ, 304 BE, 27 BZ': listings per series, most common first. */
function seriesCounts(listings: readonly NseListing[]): string {
  const counts = new Map<string, number>();
  for (const listing of listings) counts.set(listing.series, (counts.get(listing.series) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([series, count]) => `${count.toLocaleString('en-IN')} ${series}`)
    .join(', ');
}
