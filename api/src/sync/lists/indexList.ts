/**
 * An NSE index's constituents file (`ind_nifty500list.csv`: Company Name,
 * Industry, Symbol, Series, ISIN Code). Sync only needs who is in it: the
 * symbols whose filings it tracks.
 */
import { CsvRecord, locateColumns, readCsv } from '../../ingest/formats/csvTable';

export interface IndexMember {
  symbol: string;
  isin: string;
  name: string;
}

/** Throws IngestFormatError (naming the file and line) for a file that is not an index list. */
export function readIndexList(bytes: Uint8Array, file: string): IndexMember[] {
  const table = readCsv(new TextDecoder().decode(bytes), file, { shortRows: 'blank' });
  const columns = locateColumns(table, ['Symbol'], ['ISIN Code', 'Company Name']);
  const members: IndexMember[] = [];
  for (const row of table.rows) {
    const record = new CsvRecord(file, columns, row);
    const symbol = record.text('Symbol');
    if (symbol === '') continue;
    members.push({ symbol, isin: record.text('ISIN Code'), name: record.text('Company Name') });
  }
  return members;
}
