import { csvText, type CsvTextOptions } from '../csvText';
import { padded } from './dailyDays';

/** One security of NSE's pdDDMMYYYY.csv; a string writes a bad or blank value. */
export interface PriceDataLine {
  series: string;
  symbol: string;
  security?: string;
  close: number | string;
  /** HI_52_WK and LO_52_WK (unadjusted); default 30% above and below the close. */
  high52?: number | string;
  low52?: number | string;
  /** MKT: 'N' (normal), 'G' (trade for trade), 'O' (limited physical market). */
  market?: string;
}

export const PRICE_DATA_HEADER = [
  'MKT',
  'SERIES',
  'SYMBOL',
  'SECURITY',
  'PREV_CL_PR',
  'OPEN_PRICE',
  'HIGH_PRICE',
  'LOW_PRICE',
  'CLOSE_PRICE',
  'NET_TRDVAL',
  'NET_TRDQTY',
  'IND_SEC',
  'CORP_IND',
  'TRADES',
  'HI_52_WK',
  'LO_52_WK',
];

export interface PriceDataOptions extends CsvTextOptions {
  /** The index rows written first; default Nifty 50 and India VIX. */
  indices?: readonly string[];
}

const scaled = (close: number | string, factor: number): number | string => (typeof close === 'number' ? close * factor : close);

/**
 * pdDDMMYYYY.csv as NSE writes it: the indices first (MKT 'Y', a blank series and
 * symbol), then an empty row and a section heading (' , , ,NIFTY 50 Sec, …'), then
 * the securities, prices space-padded. With the default two indices the securities
 * start on line 6.
 */
export function priceDataCsv(rows: readonly PriceDataLine[], options: PriceDataOptions = {}): string {
  const blank = PRICE_DATA_HEADER.map(() => ' ');
  const indices = (options.indices ?? ['Nifty 50', 'India VIX']).map((name) => [
    'Y',
    ' ',
    ' ',
    name,
    ...[25900, 25950, 25980, 25830, 25860].map((value) => padded(value, 13)),
    '0.00',
    0,
    'Y',
    ' ',
    0,
    padded(26325.8, 13),
    padded(21743.65, 13),
  ]);
  const heading = blank.map((value, index) => (index === 3 ? 'NIFTY 50 Sec' : value));
  const securities = rows.map((row, i) => [
    row.market ?? 'N',
    row.series,
    row.symbol,
    row.security ?? `${row.symbol} LIMITED`,
    ...[0.98, 0.99, 1.02, 0.97, 1].map((factor) => padded(scaled(row.close, factor), 13)),
    padded(250000 + i, 28),
    1000 + i,
    'N',
    ' ',
    40 + i,
    padded(row.high52 ?? scaled(row.close, 1.3), 13),
    padded(row.low52 ?? scaled(row.close, 0.7), 13),
  ]);
  return csvText(PRICE_DATA_HEADER, [...indices, blank, heading, ...securities], options);
}
