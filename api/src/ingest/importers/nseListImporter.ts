import { aliasOwners, recordAliases } from '../../db/companyAliasRepository';
import { listRealCompanies, setCompanyCodes, setCompanyIsins, upsertCompanies, type CompanyRow } from '../../db/companyImportRepository';
import { type NseListing, type ParseResult, type SkippedRow } from '../records';
import { companyName, describeCompany, firstFew, firstRowPerIsin, sameFields } from './companyRows';
import { countRow, emptyCounts, type WriteRows } from './importTypes';
import { ListCompanies } from './listCompanies';

/**
 * NSE's EQUITY_L.csv → companies keyed by ISIN ('isin:<ISIN>'). The symbol is
 * the company's code; the series and listing date are recorded. Re-running is
 * safe: a renamed company or a changed symbol is updated in place (the ISIN
 * does not change), a new listing is added, and nothing is duplicated.
 * Companies missing from a newer list are kept (people may have opened them).
 * A company whose shares got a new ISIN (a split) is the same company: found
 * by its symbol, it takes the newer ISIN and keeps the old one as an alias, as
 * it keeps a symbol it was renamed from (listCompanies.ts).
 */
export const writeNseList: WriteRows<ParseResult<NseListing>> = async (trx, parsed, { file, today }) => {
  const counts = emptyCounts('companies');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const stored = await listRealCompanies(trx);
  const companies = new ListCompanies(stored, await aliasOwners(trx, 'isin'), `nse-list ${file}`, today);
  const listings = firstRowPerIsin(parsed.rows, skipped);
  const rows: CompanyRow[] = [];
  const isinChanges: Array<{ id: string; isin: string; from: string }> = [];
  const listed = new Set<string>(); // ids of the companies this list names

  for (const listing of listings) {
    const { company: current, id, isin, isinChange, olderListing } = companies.match({ isin: listing.isin, symbol: listing.symbol });
    listed.add(id);
    if (olderListing && current !== undefined && current.nse_as_of !== null) {
      counts.unchanged += 1; // an older list's row: the company's newer name and symbol stay
      continue;
    }
    if (isinChange !== null) isinChanges.push({ id, isin: isinChange.to, from: isinChange.from });
    const fields = {
      name: companyName({ file, line: listing.line }, listing.name),
      code: listing.symbol,
      series: listing.series,
      listing_date: listing.listingDate,
    };
    if (current !== undefined && current.code !== '' && current.code !== listing.symbol) companies.remember(id, 'nse_symbol', current.code);
    if (countRow(counts, current, current?.nse_as_of != null && sameFields(current, fields) && isinChange === null)) continue;
    rows.push({ id, isin, ...fields, nse_as_of: today });
  }
  await upsertCompanies(trx, rows, ['name', 'code', 'series', 'listing_date', 'nse_as_of']);
  await setCompanyIsins(trx, isinChanges);

  // A symbol NSE gave to another ISIN: the old holder no longer answers to it (but had it: a former symbol).
  const symbols = new Set(parsed.rows.map((listing) => listing.symbol));
  const moved = stored.filter((company) => company.isin !== null && !listed.has(company.id) && symbols.has(company.code));
  for (const company of moved) companies.remember(company.id, 'nse_symbol', company.code);
  await recordAliases(trx, companies.aliases);
  await setCompanyCodes(
    trx,
    moved.map((company) => ({ id: company.id, code: company.bse_code ?? '' })),
  );
  counts.updated += moved.length;

  // The series mix is what a person checks a list against (EQ normal, BE/BZ trade-for-trade).
  const notes = [`Series: ${seriesCounts(listings)}`];
  if (isinChanges.length > 0) {
    notes.push(
      `${isinChanges.length} company(ies) have a new ISIN (a face-value split); the old one is kept as a former ISIN: ` +
        `${firstFew(isinChanges.map((change) => `${change.from} → ${change.isin}`))}`,
    );
  }
  if (moved.length > 0) {
    notes.push(`${moved.length} symbol(s) now belong to another ISIN, so their former holders lose them: ${firstFew(moved.map(describeCompany))}`);
  }
  const absent = stored.filter((company) => company.nse_as_of !== null && company.isin !== null && !listed.has(company.id));
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
