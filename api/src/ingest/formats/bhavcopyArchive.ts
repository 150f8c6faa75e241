import { unzipSync } from 'fflate';
import { IngestFormatError } from '../records';

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
  const entryNames: string[] = [];
  let csvFiles: Record<string, Uint8Array>;
  try {
    csvFiles = unzipSync(bytes, {
      filter: (entry) => {
        if (!entry.name.endsWith('/')) entryNames.push(entry.name);
        return isCsvEntry(entry.name);
      },
    });
  } catch (error) {
    throw new IngestFormatError({ file }, `not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  const names = Object.keys(csvFiles);
  const [only] = names;
  if (names.length === 0) {
    const held = entryNames.length === 0 ? 'nothing' : entryNames.map((name) => `"${name}"`).join(', ');
    throw new IngestFormatError({ file }, `the zip holds no CSV file (it holds ${held}); expected one bhavcopy CSV`);
  }
  if (names.length > 1 || only === undefined) {
    throw new IngestFormatError(
      { file },
      `the zip holds ${names.length} CSV files (${names.map((name) => `"${name}"`).join(', ')}); expected one bhavcopy CSV`,
    );
  }
  return { text: decodeUtf8(csvFiles[only] ?? new Uint8Array()), file: `${file}/${only}` };
}

/** CSV files, not folders or the __MACOSX copies macOS adds when it zips. */
export function isCsvEntry(name: string): boolean {
  return /\.csv$/i.test(name) && !name.startsWith('__MACOSX/');
}

function decodeUtf8(bytes: Uint8Array): string {
  // TextDecoder drops a leading byte-order mark.
  return new TextDecoder('utf-8').decode(bytes);
}
