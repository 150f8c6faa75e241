import { IngestFormatError } from '../records';
import { openZip, ZIP_LIMITS } from './zipEntries';

/**
 * A bhavcopy arrives as a plain CSV (BSE) or as a zip holding one CSV (NSE's
 * .csv.zip). Returns the CSV's text and the name to report errors under:
 * 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip/BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv'
 * for a file inside a zip.
 */
export interface BhavcopyText {
  text: string;
  file: string;
}

/** Every zip starts with 'PK' (a local file header, or the end record of an empty archive). */
export function looksZipped(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

export function bhavcopyText(bytes: Uint8Array, file: string): BhavcopyText {
  if (!looksZipped(bytes)) return { text: decodeUtf8(bytes), file };
  // Damaged or a bomb: zipEntries.ts says which, naming the limit passed.
  const zip = openZip(bytes, file, ZIP_LIMITS.dataFiles);
  const csvFiles = zip.entries.filter((entry) => isCsvEntry(entry.name));
  const [only] = csvFiles;
  if (only === undefined) {
    const held = zip.entries.length === 0 ? 'nothing' : zip.entries.map((entry) => `"${entry.name}"`).join(', ');
    throw new IngestFormatError({ file }, `the zip holds no CSV file (it holds ${held}); expected one bhavcopy CSV`);
  }
  if (csvFiles.length > 1) {
    throw new IngestFormatError(
      { file },
      `the zip holds ${csvFiles.length} CSV files (${csvFiles.map((entry) => `"${entry.name}"`).join(', ')}); expected one bhavcopy CSV`,
    );
  }
  return { text: decodeUtf8(zip.read(only)), file: `${file}/${only.name}` };
}

/** CSV files, not folders or the __MACOSX copies macOS adds when it zips. */
export function isCsvEntry(name: string): boolean {
  return /\.csv$/i.test(name) && !name.startsWith('__MACOSX/');
}

function decodeUtf8(bytes: Uint8Array): string {
  // TextDecoder drops a leading byte-order mark.
  return new TextDecoder('utf-8').decode(bytes);
}
