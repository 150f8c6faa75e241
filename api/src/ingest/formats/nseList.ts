import { IngestFormatError, type NseListing, type ParseResult, type SkippedRow } from '../records';
import { nseNotEquityReason } from '../../db/companyEquity';
import { CsvRecord, locateColumns, readCsv } from './csvTable';
import { isinProblem } from './isin';
import { collapseWhitespace, parseDayMonthYear } from './values';

/**
 * NSE's list of securities, EQUITY_L.csv (api/src/ingest/formats/README.md, 'NSE list'). Columns are read by
 * name after trimming (NSE writes ' SERIES'); extra columns are ignored. Only the
 * original layout is accepted: a copy re-saved by Excel ('06-Oct-08' dates), a
 * file missing columns or an LFS pointer is refused with the line and reason.
 */

const COLUMNS = ['SYMBOL', 'NAME OF COMPANY', 'SERIES', 'DATE OF LISTING', 'PAID UP VALUE', 'MARKET LOT', 'ISIN NUMBER', 'FACE VALUE'] as const;
type Column = (typeof COLUMNS)[number];

/** Capital letters, digits, '&' and '-' (M&M, BAJAJ-AUTO, ARE&M). */
const SYMBOL_SHAPE = /^[A-Z0-9][A-Z0-9&-]*$/;

export function parseNseList(text: string, file: string): ParseResult<NseListing> {
  const table = readCsv(text, file);
  const columns = locateColumns(table, COLUMNS);
  if (table.rows.length === 0) throw new IngestFormatError({ file, line: 1 }, 'the file has a header but no rows');
  const symbolLines = new Map<string, number>();
  const isinLines = new Map<string, number>();
  const rows: NseListing[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    const listing = readListing(record);
    claimOnce(symbolLines, listing.symbol, record, 'SYMBOL');
    claimOnce(isinLines, listing.isin, record, 'ISIN NUMBER');
    // Gold bonds, debt and fund units are not companies: left out, each with its reason (formats/README.md).
    const reason = nseNotEquityReason(listing.series, listing.isin);
    if (reason === null) rows.push(listing);
    else skipped.push({ line: listing.line, reason });
  }
  return { rows, skipped };
}

function readListing(record: CsvRecord<Column>): NseListing {
  const symbol = record.required('SYMBOL');
  if (!SYMBOL_SHAPE.test(symbol)) throw record.error('SYMBOL', `"${symbol}" is not an NSE symbol (capital letters, digits, & and - only)`);
  const isin = record.required('ISIN NUMBER');
  const problem = isinProblem(isin);
  if (problem) throw record.error('ISIN NUMBER', problem);
  return {
    symbol,
    name: collapseWhitespace(record.required('NAME OF COMPANY')),
    series: record.required('SERIES').toUpperCase(),
    listingDate: readListingDate(record),
    paidUpValue: positive(record, 'PAID UP VALUE'),
    marketLot: positive(record, 'MARKET LOT'),
    isin,
    faceValue: positive(record, 'FACE VALUE'),
    line: record.line,
  };
}

function readListingDate(record: CsvRecord<Column>): string | null {
  const value = record.text('DATE OF LISTING');
  if (value === '') return null;
  const date = parseDayMonthYear(value);
  if (date === null) {
    throw record.error(
      'DATE OF LISTING',
      `"${value}" is not a DD-MON-YYYY date such as 06-OCT-2008 (Excel writes 06-Oct-08 when it re-saves the file; use the file as NSE publishes it)`,
    );
  }
  return date;
}

function positive(record: CsvRecord<Column>, column: Column): number | null {
  const value = record.optionalNumber(column);
  if (value !== null && value <= 0) throw record.error(column, `${value} is not a positive number`);
  return value;
}

/** Symbols and ISINs identify a listing, so each may appear once in the file. */
function claimOnce(seen: Map<string, number>, key: string, record: CsvRecord<Column>, column: Column): void {
  const earlier = seen.get(key);
  if (earlier !== undefined) throw record.error(column, `"${key}" is already listed on line ${earlier}`);
  seen.set(key, record.line);
}
