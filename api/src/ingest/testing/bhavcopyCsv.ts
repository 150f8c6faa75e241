import { zipSync } from 'fflate';
import { type IsoDate } from '../records';
import { formatDayMonthYear } from '../formats/values';
import { csvText, type CsvTextOptions } from './csvText';

/** One security's day as a fixture writes it into a bhavcopy. */
export interface BhavcopyRow {
  symbol: string;
  isin: string;
  /** NSE series (EQ, BE, N1 …) or, in BSE's file, the group (A, B, F …). */
  series: string;
  /** A string lets a test write a bad value ('-', 'abc'). */
  close: number | string;
  tradeDate: IsoDate;
  name?: string;
}

/** The 34-column UDiFF header NSE and BSE share. */
export const UDIFF_HEADER = [
  'TradDt',
  'BizDt',
  'Sgmt',
  'Src',
  'FinInstrmTp',
  'FinInstrmId',
  'ISIN',
  'TckrSymb',
  'SctySrs',
  'XpryDt',
  'FininstrmActlXpryDt',
  'StrkPric',
  'OptnTp',
  'FinInstrmNm',
  'OpnPric',
  'HghPric',
  'LwPric',
  'ClsPric',
  'LastPric',
  'PrvsClsgPric',
  'UndrlygPric',
  'SttlmPric',
  'OpnIntrst',
  'ChngInOpnIntrst',
  'TtlTradgVol',
  'TtlTrfVal',
  'TtlNbOfTxsExctd',
  'SsnId',
  'NewBrdLotQty',
  'Rmks',
  'Rsvd1',
  'Rsvd2',
  'Rsvd3',
  'Rsvd4',
];

/** NSE's legacy header, which ends with an empty column (every row ends with a comma). */
export const LEGACY_HEADER = [
  'SYMBOL',
  'SERIES',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'LAST',
  'PREVCLOSE',
  'TOTTRDQTY',
  'TOTTRDVAL',
  'TIMESTAMP',
  'TOTALTRADES',
  'ISIN',
  '',
];

function price(close: number | string, factor: number): string {
  return typeof close === 'number' ? (close * factor).toFixed(2) : close;
}

export interface UdiffOptions extends CsvTextOptions {
  exchange: 'NSE' | 'BSE';
  /** Leave Src blank, so only the file name tells NSE from BSE. */
  blankSource?: boolean;
}

/** A UDiFF bhavcopy: BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv (zipped by NSE) or BSE's .CSV. */
export function udiffBhavcopyCsv(rows: readonly BhavcopyRow[], options: UdiffOptions): string {
  const written = rows.map((row, i) => {
    const values: Record<string, string | number> = {
      TradDt: row.tradeDate,
      BizDt: row.tradeDate,
      Sgmt: 'CM',
      Src: options.blankSource ? '' : options.exchange,
      FinInstrmTp: 'STK',
      FinInstrmId: options.exchange === 'BSE' ? 500000 + i : 1000 + i,
      ISIN: row.isin,
      TckrSymb: row.symbol,
      SctySrs: row.series,
      FinInstrmNm: row.name ?? `${row.symbol} LIMITED`,
      OpnPric: price(row.close, 0.99),
      HghPric: price(row.close, 1.02),
      LwPric: price(row.close, 0.97),
      ClsPric: price(row.close, 1),
      LastPric: price(row.close, 1),
      PrvsClsgPric: price(row.close, 0.98),
      SttlmPric: price(row.close, 1),
      TtlTradgVol: 1000 + i,
      TtlTrfVal: 250000 + i,
      TtlNbOfTxsExctd: 40 + i,
      SsnId: 'F1',
      NewBrdLotQty: 1,
    };
    return UDIFF_HEADER.map((column) => values[column] ?? '');
  });
  return csvText(UDIFF_HEADER, written, options);
}

/** NSE's legacy cmDDMONYYYYbhav.csv; withoutIsin drops the ISIN column, as some older copies do. */
export function legacyBhavcopyCsv(rows: readonly BhavcopyRow[], options: CsvTextOptions & { withoutIsin?: boolean } = {}): string {
  const header = options.withoutIsin ? LEGACY_HEADER.filter((column) => column !== 'ISIN') : LEGACY_HEADER;
  const written = rows.map((row, i) => {
    const values: Record<string, string | number> = {
      SYMBOL: row.symbol,
      SERIES: row.series,
      OPEN: price(row.close, 0.99),
      HIGH: price(row.close, 1.02),
      LOW: price(row.close, 0.97),
      CLOSE: price(row.close, 1),
      LAST: price(row.close, 1),
      PREVCLOSE: price(row.close, 0.98),
      TOTTRDQTY: 1000 + i,
      TOTTRDVAL: 250000 + i,
      TIMESTAMP: formatDayMonthYear(row.tradeDate),
      TOTALTRADES: 40 + i,
      ISIN: row.isin,
    };
    return header.map((column) => values[column] ?? '');
  });
  return csvText(header, written, options);
}

/** NSE's sec_bhavdata_full header, written (like every row) with ', ' between fields. */
export const FULL_HEADER = [
  'SYMBOL',
  'SERIES',
  'DATE1',
  'PREV_CLOSE',
  'OPEN_PRICE',
  'HIGH_PRICE',
  'LOW_PRICE',
  'LAST_PRICE',
  'CLOSE_PRICE',
  'AVG_PRICE',
  'TTL_TRD_QNTY',
  'TURNOVER_LACS',
  'NO_OF_TRADES',
  'DELIV_QTY',
  'DELIV_PER',
];

/**
 * NSE's "full bhavcopy and security deliverable data", sec_bhavdata_full_DDMMYYYY.csv:
 * ', ' separators, DATE1 as DD-Mon-YYYY, no ISIN, and '-' for the delivery
 * figures of series without delivery (anything but EQ here).
 */
export function fullBhavcopyCsv(rows: readonly BhavcopyRow[], options: CsvTextOptions = {}): string {
  const lineEnding = options.lineEnding ?? '\n';
  const lines = rows.map((row, i) => {
    const [year, month, day] = row.tradeDate.split('-');
    const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const delivered = row.series === 'EQ';
    return [
      row.symbol,
      row.series,
      `${day}-${monthName}-${year}`,
      price(row.close, 0.98),
      price(row.close, 0.99),
      price(row.close, 1.02),
      price(row.close, 0.97),
      price(row.close, 1),
      price(row.close, 1),
      price(row.close, 1),
      1000 + i,
      (2.5 + i).toFixed(2),
      40 + i,
      delivered ? 500 + i : '-',
      delivered ? '50.00' : '-',
    ].join(', ');
  });
  return `${options.bom ? '\uFEFF' : ''}${[FULL_HEADER.join(', '), ...lines].join(lineEnding)}${lineEnding}`;
}

/** One scrip of BSE's legacy equity bhavcopy. */
export interface BseLegacyRow {
  bseCode: string;
  /** BSE's short name, padded to 12 characters in the file. */
  name: string;
  /** A, B, T, X, XT, Z, ZP (equity), M, MT (SME), F (debt) …; padded to 2. */
  group: string;
  /** Q: equity; D, B, P: debt and others. */
  type: string;
  close: number | string;
}

export const BSE_LEGACY_HEADER = [
  'SC_CODE',
  'SC_NAME',
  'SC_GROUP',
  'SC_TYPE',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'LAST',
  'PREVCLOSE',
  'NO_TRADES',
  'NO_OF_SHRS',
  'NET_TURNOV',
  'TDCLOINDI',
];

/** BSE's legacy EQDDMMYY.CSV: names and groups space-padded, no ISIN, no date, an empty TDCLOINDI ending every row. */
export function bseLegacyBhavcopyCsv(rows: readonly BseLegacyRow[], options: CsvTextOptions = {}): string {
  const written = rows.map((row, i) => [
    row.bseCode,
    row.name.padEnd(12),
    row.group.padEnd(2),
    row.type,
    price(row.close, 0.99),
    price(row.close, 1.02),
    price(row.close, 0.97),
    price(row.close, 1),
    price(row.close, 1),
    price(row.close, 0.98),
    40 + i,
    1000 + i,
    `${250000 + i}.00`,
    '',
  ]);
  return csvText(BSE_LEGACY_HEADER, written, options);
}

/** A zip archive holding the given files, as NSE serves its bhavcopies. */
export function zipArchive(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  // A fixed modification time keeps the bytes the same on every run.
  const mtime = new Date('2024-07-08T18:00:00Z');
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [encoder.encode(text), { mtime }]])));
}

/** One CSV in a zip: zipped('BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv', text). */
export function zipped(name: string, text: string): Uint8Array {
  return zipArchive({ [name]: text });
}

/** Text as the bytes a parser reads from disk. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
