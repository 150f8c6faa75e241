import { type EndOfDayPrice, type IsoDate, type SkippedRow } from '../../records';

/**
 * What one day of NSE's daily files parses into (docs: README.md here). Read by
 * `npm run ingest -- daily <folder or PR zip>`.
 */

/** The daily files we read; the others of a PR zip are named and passed over. */
export type DailyFileKind = 'full_bhavcopy' | 'price_data' | 'market_cap' | 'corporate_actions' | 'high_low_52_week';

/** mcapDDMMYYYY.csv: the issue size (shares outstanding) of one equity security. Its close is never read. */
export interface IssueSizeRow {
  symbol: string;
  series: string;
  /** The file's Trade Date: the day the exchange states this issue size. */
  tradeDate: IsoDate;
  /** Last Trade Date: can be months before the trade date for a suspended security. */
  lastTradeDate: IsoDate | null;
  faceValue: number | null;
  /** Shares outstanding (a plain count). */
  issueSize: number;
  line: number;
}

export type CorporateActionKind = 'split' | 'bonus' | 'dividend' | 'rights' | 'buyback' | 'demerger' | 'capital_reduction';

/** One corporate action of an equity security, from bcDDMMYYYY.csv's PURPOSE (one PURPOSE may hold several). */
export interface CorporateActionRow {
  symbol: string;
  series: string;
  kind: CorporateActionKind;
  exDate: IsoDate;
  recordDate: IsoDate | null;
  /**
   * Splits: face value before and after (10 → 5 is { from: 10, to: 5 }); bonus: new shares per shares held
   * (1:1 is { from: 1, to: 1 }, 'new:held' → { from: new, to: held }); rights: rights shares per shares held. Null otherwise.
   */
  ratio: { from: number; to: number } | null;
  /** How many shares one share becomes: split 10 → 5 gives 2, bonus 1:1 gives 2, 2:1 gives 3; null for other kinds. */
  shareMultiplier: number | null;
  /** ₹ per share: a dividend's amount, a rights issue's price; null when not stated. */
  amount: number | null;
  /** The PURPOSE text as the exchange wrote it. */
  description: string;
  line: number;
}

/** CM_52_wk_High_low_DDMMYYYY.csv: adjusted 52-week high and low of one security. */
export interface WeekHighLowRow {
  symbol: string;
  series: string;
  /** 'Effective for …' in the preamble. */
  asOf: IsoDate;
  high: number;
  highDate: IsoDate | null;
  low: number;
  lowDate: IsoDate | null;
  line: number;
}

/** pd's HI_52_WK and LO_52_WK: not adjusted for corporate actions (NSE's readme says so). */
export interface UnadjustedHighLowRow {
  symbol: string;
  series: string;
  high: number;
  low: number;
  line: number;
}

/**
 * One daily file, parsed. Closes (sec_bhavdata_full, pd) are the bhavcopy's EndOfDayPrice rows.
 * `name` is the file as errors name it: the path given, or 'PR161225.zip/pd16122025.csv' inside a zip.
 */
export type DailyFile =
  | { kind: 'full_bhavcopy'; name: string; tradeDate: IsoDate; prices: EndOfDayPrice[]; skipped: SkippedRow[] }
  | { kind: 'price_data'; name: string; tradeDate: IsoDate; prices: EndOfDayPrice[]; unadjustedHighLow: UnadjustedHighLowRow[]; skipped: SkippedRow[] }
  | { kind: 'market_cap'; name: string; tradeDate: IsoDate; rows: IssueSizeRow[]; skipped: SkippedRow[] }
  | { kind: 'corporate_actions'; name: string; fileDate: IsoDate | null; rows: CorporateActionRow[]; skipped: SkippedRow[] }
  | {
      kind: 'high_low_52_week';
      name: string;
      asOf: IsoDate;
      rows: WeekHighLowRow[];
      skipped: SkippedRow[];
    };

/** A folder's or PR zip's daily files: the ones read, and the ones passed over with the reason. */
export interface DailyBundle {
  files: DailyFile[];
  /** e.g. { name: 'PR161225.zip/readme.txt', reason: 'not a data file' }, { name: 'PR161225.zip/tt16122025.csv', reason: 'not read (top 25 securities by traded value)' }. */
  passedOver: { name: string; reason: string }[];
}
