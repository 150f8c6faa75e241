import { listRealCompanies, type StoredCompany } from '../../db/companyImportRepository';
import { deletePricesFromSource, pricesFromSource, upsertPrices } from '../../db/priceImportRepository';
import { type EndOfDayPrice, type ParseResult, type SkippedRow } from '../records';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

const BHAVCOPY_SOURCE = 'bhavcopy';

/**
 * A bhavcopy's closing prices become each company's current price (source
 * 'bhavcopy', dated the trade date). Rows join on ISIN; a legacy NSE file has
 * none, so its rows join on the NSE symbol. One bhavcopy price is kept per
 * company: a newer file replaces it, an older file never does (those rows are
 * skipped), and the same file again changes nothing.
 */
export const writePrices: WriteRows<ParseResult<EndOfDayPrice>> = async (trx, parsed) => {
  const counts = emptyCounts('prices');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const companies = await listRealCompanies(trx);
  const byIsin = new Map(companies.flatMap((company) => (company.isin === null ? [] : [[company.isin, company] as const])));
  const bySymbol = new Map(companies.filter((company) => company.nse_as_of !== null && company.code !== '').map((company) => [company.code, company]));
  const stored = latestByCompany(await pricesFromSource(trx, BHAVCOPY_SOURCE, companies.map((company) => company.id)));

  const lineOfCompany = new Map<string, number>();
  const writes: Array<{ company_id: string; price: number; as_of: string; source: string }> = [];
  const replaced: string[] = [];
  for (const row of parsed.rows) {
    const company = matchCompany(row, byIsin, bySymbol);
    if (company === undefined) {
      skipped.push({ line: row.line, reason: row.isin === '' ? 'no company with this NSE symbol (import the NSE list first)' : 'no company with this ISIN (import the NSE or BSE list first)' });
      continue;
    }
    const earlier = lineOfCompany.get(company.id);
    if (earlier !== undefined) {
      skipped.push({ line: row.line, reason: `a second price for a company already priced on line ${earlier}` });
      continue;
    }
    lineOfCompany.set(company.id, row.line);
    if (!(row.close > 0)) {
      skipped.push({ line: row.line, reason: 'no closing price' });
      continue;
    }
    const current = stored.get(company.id);
    if (current !== undefined && current.as_of > row.tradeDate) {
      skipped.push({ line: row.line, reason: `older than the stored price of ${current.as_of}` });
      continue;
    }
    if (countRow(counts, current, current?.as_of === row.tradeDate && current.price === row.close)) continue;
    if (current !== undefined && current.as_of !== row.tradeDate) replaced.push(company.id);
    writes.push({ company_id: company.id, price: row.close, as_of: row.tradeDate, source: BHAVCOPY_SOURCE });
  }
  await deletePricesFromSource(trx, BHAVCOPY_SOURCE, replaced);
  await upsertPrices(trx, writes);

  const dates = [...new Set(parsed.rows.map((row) => row.tradeDate))].sort();
  const notes = dates.length > 0 ? [`Trade date ${dates.join(', ')}`] : [];
  return { parts: [counts], skipped, notes, affected: writes.map((write) => write.company_id) };
};

function matchCompany(row: EndOfDayPrice, byIsin: Map<string, StoredCompany>, bySymbol: Map<string, StoredCompany>): StoredCompany | undefined {
  return row.isin === '' ? bySymbol.get(row.symbol) : byIsin.get(row.isin);
}

/** The newest stored price per company (rows arrive oldest first). */
function latestByCompany<Row extends { company_id: string }>(rows: readonly Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [row.company_id, row]));
}
