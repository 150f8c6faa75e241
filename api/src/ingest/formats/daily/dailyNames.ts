import { type IsoDate } from '../../records';
import { isoDate } from '../values';
import { type DailyFileKind } from './dailyRecords';

/**
 * What a daily file's name says: which file it is and for which day. NSE names
 * the PR zip's files with DDMMYYYY today (pd16122025.csv) and named them with
 * DDMMYY before (Pd161225.csv, in PR161225.zip); both read, in any case, and a
 * browser's ' (1)' before the extension is allowed.
 */

export type NamedFile = { read: DailyFileKind; date: IsoDate | null } | { passOver: string };

const DATE = '(\\d{8}|\\d{6})';
const COPY = '(?: \\(\\d+\\))?';

const READ: ReadonlyArray<[DailyFileKind, RegExp]> = [
  ['market_cap', new RegExp(`^mcap${DATE}${COPY}\\.csv$`, 'i')],
  ['corporate_actions', new RegExp(`^bc${DATE}${COPY}\\.csv$`, 'i')],
  ['price_data', new RegExp(`^pd${DATE}${COPY}\\.csv$`, 'i')],
  ['high_low_52_week', new RegExp(`^CM_52_wk_High_low_${DATE}${COPY}\\.csv$`, 'i')],
  ['full_bhavcopy', new RegExp(`^sec_bhavdata_full_${DATE}${COPY}\\.csv$`, 'i')],
];

/** The PR zip's other files (NSE's readme.txt describes each), passed over by name. */
const NOT_READ: Readonly<Record<string, string>> = {
  an: 'announcements',
  bh: 'securities that hit their price band',
  bm: 'board meetings',
  corpbond: 'corporate bond trades',
  etf: 'exchange traded funds',
  gl: 'gainers and losers',
  hl: 'securities at a new 52-week high or low',
  pr: 'market data with the indices; pd holds the same with symbols',
  sme: 'SME securities',
  tt: 'top 25 securities by traded value',
};
const NOT_READ_NAME = new RegExp(`^(${Object.keys(NOT_READ).join('|')})${DATE}${COPY}\\.(?:csv|txt)$`, 'i');

/** The kind and day a file's name gives, why it is passed over, or null for a name we do not know. */
export function recogniseName(path: string): NamedFile | null {
  const name = baseName(path);
  if (/^readme\.txt$/i.test(name)) return { passOver: 'not a data file' };
  const unread = NOT_READ_NAME.exec(name);
  if (unread) return { passOver: `not read (${NOT_READ[(unread[1] ?? '').toLowerCase()] ?? ''})` };
  for (const [kind, pattern] of READ) {
    const match = pattern.exec(name);
    if (match) return { read: kind, date: dateInName(match[1] ?? '') };
  }
  return null;
}

export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** '16122025' or '161225' → '2025-12-16'; null when the digits are not a real day. */
function dateInName(digits: string): IsoDate | null {
  const year = digits.length === 8 ? Number(digits.slice(4)) : 2000 + Number(digits.slice(4));
  return isoDate(year, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
}
