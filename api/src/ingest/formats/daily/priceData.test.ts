import { priceDataCsv } from '../../testing/daily';
import { formatErrorOf } from '../../testing/formatError';
import { parsePriceData } from './priceData';

const DAY = '2025-12-16';
const FILE = 'pd16122025.csv';
const HINTS = { fromName: DAY };

describe('parsePriceData', () => {
  it('skips the indices and section headings, keeps equity closes with their unadjusted 52-week range', () => {
    const text = priceDataCsv([
      { series: 'EQ', symbol: 'HDFCBANK', close: 994.3, high52: 2037.7, low52: 939.1 },
      { series: 'BE', symbol: 'BAFNAPH', close: 141.15, high52: 202.06, low52: 69, market: 'G' },
      { series: 'N1', symbol: 'ABC27', close: 101.5 },
      { series: 'BL', symbol: 'SBFC', close: 105.14, market: 'O' },
      { series: 'BZ', symbol: 'ZEROCO', close: 0 },
      { series: 'EQ', symbol: 'BLANKCO', close: '' },
      { series: 'EQ', symbol: 'HDFCBANK', close: 995 },
      { series: 'EQ', symbol: 'NORANGE', close: 50, high52: 0, low52: 0 },
    ]);
    const lines = text.split('\n');
    expect(lines[1]).toBe('Y, , ,Nifty 50,     25900.00,     25950.00,     25980.00,     25830.00,     25860.00,0.00,0,Y, ,0,     26325.80,     21743.65');
    expect(lines[4]).toBe(' , , ,NIFTY 50 Sec, , , , , , , , , , , , ');
    expect(lines[5]).toMatch(/^N,EQ,HDFCBANK,HDFCBANK LIMITED, +974\.41,/);

    const file = parsePriceData(text, FILE, HINTS);

    expect(file.kind).toBe('price_data');
    expect(file.tradeDate).toBe(DAY);
    expect(file.prices).toEqual([
      { isin: '', symbol: 'HDFCBANK', bseCode: null, exchange: 'NSE', series: 'EQ', close: 994.3, tradeDate: DAY, line: 6 },
      { isin: '', symbol: 'BAFNAPH', bseCode: null, exchange: 'NSE', series: 'BE', close: 141.15, tradeDate: DAY, line: 7 },
      { isin: '', symbol: 'NORANGE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 50, tradeDate: DAY, line: 13 },
    ]);
    expect(file.unadjustedHighLow).toEqual([
      { symbol: 'HDFCBANK', series: 'EQ', high: 2037.7, low: 939.1, line: 6 },
      { symbol: 'BAFNAPH', series: 'BE', high: 202.06, low: 69, line: 7 },
    ]);
    expect(file.skipped).toEqual([
      { line: 2, reason: 'an index, not a security' },
      { line: 3, reason: 'an index, not a security' },
      { line: 5, reason: 'a section heading, not a security' },
      { line: 8, reason: 'not an equity series (kept: EQ, BE, BZ)' },
      { line: 9, reason: 'not an equity series (kept: EQ, BE, BZ)' },
      { line: 10, reason: 'no close (the security did not trade)' },
      { line: 11, reason: 'no close (the security did not trade)' },
      { line: 12, reason: 'HDFCBANK already has a price on line 6' },
      { line: 13, reason: 'no usable 52-week high and low (its close is kept)' },
    ]);
  });

  it('refuses a negative or non-numeric close, as a bhavcopy does', () => {
    expect(formatErrorOf(() => parsePriceData(priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: -5 }]), FILE, HINTS)).message).toBe(
      'pd16122025.csv, line 6: column CLOSE_PRICE: -5 is not a positive price',
    );
    expect(formatErrorOf(() => parsePriceData(priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: 'abc' }]), FILE, HINTS)).message).toBe(
      'pd16122025.csv, line 6: column CLOSE_PRICE: "abc" is not a number',
    );
  });

  it('takes the day from --trade-date when the name has none, and refuses both disagreeing or neither', () => {
    const text = priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: 3205.1 }], { indices: [] });
    expect(parsePriceData(text, 'prices.csv', { fromName: null, given: DAY }).prices).toEqual([
      { isin: '', symbol: 'TCS', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3205.1, tradeDate: DAY, line: 4 },
    ]);
    expect(formatErrorOf(() => parsePriceData(text, FILE, { fromName: DAY, given: '2025-12-17' })).message).toBe(
      'pd16122025.csv: the file name says the day is 2025-12-16, but --trade-date says 2025-12-17; one of them is wrong',
    );
    expect(formatErrorOf(() => parsePriceData(text, 'prices.csv', { fromName: null })).message).toBe(
      'prices.csv: cannot tell which day this file is for: its name has no date (as in pd16122025.csv) and no --trade-date was given',
    );
  });
});
