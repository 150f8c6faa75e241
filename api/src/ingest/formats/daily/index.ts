import { IngestFormatError, type IsoDate } from '../../records';
import { looksZipped } from '../bhavcopyArchive';
import { openZip, ZIP_LIMITS } from '../zipEntries';
import { type DayHints } from './dailyDates';
import { kindFromHeader, refuseWebPage } from './dailyHeaders';
import { recogniseName, type NamedFile } from './dailyNames';
import { type DailyBundle, type DailyFile, type DailyFileKind } from './dailyRecords';
import { parseCorporateActions } from './corporateActions';
import { parseFullBhavcopy } from './fullBhavcopy';
import { parseMarketCap } from './marketCap';
import { parsePriceData } from './priceData';
import { parseWeekHighLow } from './weekHighLow';

/**
 * One day of NSE's daily files (README.md): a single file, or a zip of them such as
 * the PR zip (PRDDMMYY.zip). Each file is known by its name, or failing that by its
 * header; inside a zip, the files not read here are passed over with the reason.
 */

export type { DailyBundle, DailyFile, DailyFileKind } from './dailyRecords';
export type { CorporateActionKind, CorporateActionRow, IssueSizeRow, UnadjustedHighLowRow, WeekHighLowRow } from './dailyRecords';

export interface DailyOptions {
  /** The day of a file whose name gives none (--trade-date); must agree with any date the file gives. */
  tradeDate?: IsoDate;
}

type Read = DailyFile | { passOver: string };

const NOT_DAILY =
  "not one of NSE's daily files read here: expected mcapDDMMYYYY.csv, bcDDMMYYYY.csv, pdDDMMYYYY.csv, " +
  'CM_52_wk_High_low_DDMMYYYY.csv or sec_bhavdata_full_DDMMYYYY.csv (by name or by header), or a zip of them such as the PR zip';

export function parseDailyFile(bytes: Uint8Array, fileName: string, options: DailyOptions = {}): DailyBundle {
  const bundle: DailyBundle = { files: [], passedOver: [] };
  const inArchive = looksZipped(bytes);
  for (const [name, content] of inArchive ? zipEntries(bytes, fileName) : [[fileName, () => bytes] as const]) {
    const named = recogniseName(name);
    // A file passed over by its name is never inflated.
    const read = named !== null && 'passOver' in named ? named : readFile(content(), name, named, options, inArchive);
    if ('passOver' in read) bundle.passedOver.push({ name, reason: read.passOver });
    else bundle.files.push(read);
  }
  return bundle;
}

function readFile(bytes: Uint8Array, file: string, named: Exclude<NamedFile, { passOver: string }> | null, options: DailyOptions, inArchive: boolean): Read {
  const text = new TextDecoder('utf-8').decode(bytes);
  const kind = named?.read ?? kindFromHeader(text);
  if (kind === null && inArchive) return { passOver: 'not one of the daily files read here' };
  refuseWebPage(text, file);
  if (kind === null) throw new IngestFormatError({ file }, NOT_DAILY);
  return parseKind(kind, { text, bytes }, file, { fromName: named?.date ?? null, given: options.tradeDate });
}

function parseKind(kind: DailyFileKind, content: { text: string; bytes: Uint8Array }, file: string, hints: DayHints): DailyFile {
  switch (kind) {
    case 'market_cap':
      return parseMarketCap(content.text, file, hints);
    case 'corporate_actions':
      return parseCorporateActions(content.text, file, hints);
    case 'price_data':
      return parsePriceData(content.text, file, hints);
    case 'high_low_52_week':
      return parseWeekHighLow(content.text, file, hints);
    case 'full_bhavcopy':
      return parseFullBhavcopy(content.bytes, file, hints);
  }
}

/**
 * The zip's files as 'PR161225.zip/pd16122025.csv', each inflated only when asked for (zipEntries.ts
 * bounds how much), without folders or the __MACOSX copies macOS adds.
 */
function zipEntries(bytes: Uint8Array, file: string): [string, () => Uint8Array][] {
  const zip = openZip(bytes, file, ZIP_LIMITS.dataFiles);
  return zip.entries.filter((entry) => !entry.name.startsWith('__MACOSX/')).map((entry) => [`${file}/${entry.name}`, () => zip.read(entry)]);
}
