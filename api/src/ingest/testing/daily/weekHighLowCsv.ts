import { type IsoDate } from '../../records';
import { type CsvTextOptions } from '../csvText';
import { padded, titleCaseDay, upperCaseDay } from './dailyDays';

/** One security of NSE's CM_52_wk_High_low_DDMMYYYY.csv; a string writes '-' (no range) or a bad value. */
export interface WeekHighLowLine {
  symbol: string;
  series: string;
  high: number | string;
  /** An ISO day (written '23-JUL-2025') or the text to write ('-'). */
  highDate: string;
  low: number | string;
  lowDate: string;
}

export const WEEK_HIGH_LOW_HEADER = ['SYMBOL', 'SERIES', 'Adjusted_52_Week_High', '52_Week_High_Date', 'Adjusted_52_Week_Low', '52_Week_Low_DT'];

export interface WeekHighLowOptions extends CsvTextOptions {
  /** The preamble's '"Effective for 16-Dec-2025"' line; null leaves it out. */
  effectiveFor: IsoDate | null;
  /** Further preamble lines before the header, written as given. */
  morePreamble?: readonly string[];
}

const DISCLAIMER =
  'Disclaimer - The Data provided in the adjusted 52 week high and adjusted 52 week low columns  are adjusted for corporate actions ' +
  '(bonus, splits & rights).For actual (unadjusted) 52 week high & low prices, kindly refer bhavcopy.';

/** The file as NSE writes it: a quoted disclaimer and 'Effective for' line, then a quoted header and quoted, space-padded values. */
export function weekHighLowCsv(rows: readonly WeekHighLowLine[], options: WeekHighLowOptions): string {
  const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');
  const lines = [
    quoted([DISCLAIMER]),
    ...(options.effectiveFor === null ? [] : [quoted([`Effective for ${titleCaseDay(options.effectiveFor)}`])]),
    ...(options.morePreamble ?? []),
    quoted(WEEK_HIGH_LOW_HEADER),
    ...rows.map((row) => quoted([row.symbol, row.series, padded(row.high, 10), upperCaseDay(row.highDate), padded(row.low, 10), upperCaseDay(row.lowDate)])),
  ];
  const lineEnding = options.lineEnding ?? '\n';
  return `${options.bom ? '\uFEFF' : ''}${lines.join(lineEnding)}${lineEnding}`;
}
