import { parseBhavcopy, parseBseList, parseGuidanceLedger, parseNseList, parseScreenerWorkbook } from '../formats';
import { parseDailyFile } from '../formats/daily';
import { parseFilingDocument } from '../formats/filings';
import { writeDaily } from './daily/dailyImporter';
import { writeFiling } from './filings/filingsImporter';
import { writeBseList } from './bseListImporter';
import { writeGuidance } from './guidanceImporter';
import { writeNseList } from './nseListImporter';
import { writePrices } from './pricesImporter';
import { writeScreener } from './screener/screenerImporter';
import { type ImportOptions } from './importOptions';
import { type ImportCommand, type WriteRows } from './importTypes';

/** How one command reads a file (a parser from ../formats) and writes it (an importer). */
export interface FileImporter<Parsed = unknown> {
  parse(bytes: Uint8Array, file: string, options: ImportOptions): Parsed | Promise<Parsed>;
  write: WriteRows<Parsed>;
}

const utf8 = new TextDecoder('utf-8');
const text = (bytes: Uint8Array): string => utf8.decode(bytes);

function fileImporter<Parsed>(parse: FileImporter<Parsed>['parse'], write: WriteRows<Parsed>): FileImporter {
  return { parse, write: write as WriteRows<unknown> };
}

/** Every command that imports files ('demo' has none). */
export const FILE_IMPORTERS: Readonly<Record<Exclude<ImportCommand, 'demo'>, FileImporter>> = {
  'nse-list': fileImporter((bytes, file) => parseNseList(text(bytes), file), writeNseList),
  'bse-list': fileImporter((bytes, file) => parseBseList(text(bytes), file), writeBseList),
  screener: fileImporter((bytes, file) => parseScreenerWorkbook(bytes, file), writeScreener),
  // .csv or .zip: the parser unpacks a zip itself.
  prices: fileImporter(
    (bytes, file, options) => parseBhavcopy(bytes, file, options.tradeDate === undefined ? {} : { tradeDate: options.tradeDate }),
    writePrices,
  ),
  guidance: fileImporter((bytes, file) => parseGuidanceLedger(text(bytes), file), writeGuidance),
  filings: fileImporter((bytes, file) => parseFilingDocument(bytes, file), writeFiling),
  // One daily file, or a PR zip holding several: the parser tells them apart by name and header.
  daily: fileImporter(
    (bytes, file, options) => parseDailyFile(bytes, file, options.tradeDate === undefined ? {} : { tradeDate: options.tradeDate }),
    writeDaily,
  ),
};
