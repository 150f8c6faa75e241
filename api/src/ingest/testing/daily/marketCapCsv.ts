import { type IsoDate } from '../../records';
import { csvText, type CsvTextOptions } from '../csvText';
import { padded, spacedDay } from './dailyDays';

/** One security of NSE's mcapDDMMYYYY.csv. */
export interface MarketCapLine {
  symbol: string;
  series: string;
  name?: string;
  category?: 'Listed' | 'Permitted';
  /** A day, or 'Not Traded' as NSE writes it for a security that never traded. */
  lastTradeDate?: IsoDate | 'Not Traded';
  faceValue?: number;
  /** A string writes a bad value ('', '0', 'abc'). */
  issueSize: number | string;
  close?: number;
}

export const MARKET_CAP_HEADER = [
  'Trade Date',
  'Symbol',
  'Series',
  'Security Name',
  'Category',
  'Last Trade Date',
  'Face Value(Rs.)',
  'Issue Size',
  'Close Price/Paid up value(Rs.)',
  'Market Cap(Rs.)',
];

/**
 * mcapDDMMYYYY.csv as NSE writes it: the header's last name padded with spaces,
 * names, categories and numbers padded, dates '16 DEC 2025', trailing spaces after
 * the market cap, and three total lines (Listed, Permitted, Total) with no series at the end.
 */
export function marketCapCsv(tradeDate: IsoDate, rows: readonly MarketCapLine[], options: CsvTextOptions = {}): string {
  const header = [...MARKET_CAP_HEADER.slice(0, -1), `${MARKET_CAP_HEADER[MARKET_CAP_HEADER.length - 1]}              `];
  let total = 0;
  const lines = rows.map((row) => {
    const close = row.close ?? 100;
    const marketCap = typeof row.issueSize === 'number' ? row.issueSize * close : 0;
    total += marketCap;
    const lastTraded = row.lastTradeDate ?? tradeDate;
    return [
      spacedDay(tradeDate),
      row.symbol,
      row.series,
      (row.name ?? `${row.symbol} LIMITED`).padEnd(25).slice(0, 25),
      (row.category ?? 'Listed').padEnd(10),
      (lastTraded === 'Not Traded' ? lastTraded : spacedDay(lastTraded)).padEnd(11),
      padded(row.faceValue ?? 10, 19),
      String(row.issueSize).padStart(18),
      padded(close, 18),
      `${padded(marketCap, 18)}   `,
    ];
  });
  const totals = ['Listed', 'Permitted', 'Total'].map((label) => [
    spacedDay(tradeDate),
    label.padEnd(10),
    '  ',
    ''.padEnd(25),
    ''.padEnd(10),
    ''.padEnd(11),
    padded(0, 19),
    '0'.padStart(18),
    padded(0, 18),
    padded(label === 'Permitted' ? 0 : total, 18),
  ]);
  return csvText(header, [...lines, ...totals], options);
}
