import { marketCapCsv } from '../../testing/daily';
import { formatErrorOf } from '../../testing/formatError';
import { parseMarketCap } from './marketCap';

const DAY = '2025-12-16';
const FILE = 'mcap16122025.csv';
const HINTS = { fromName: DAY };

describe('parseMarketCap', () => {
  it("reads each equity security's issue size from the padded layout, skipping other series and the total lines", () => {
    const text = marketCapCsv(DAY, [
      { symbol: 'HDFCBANK', series: 'EQ', name: 'HDFC BANK LTD', faceValue: 1, issueSize: 15360347948, close: 994.3 },
      { symbol: 'GML', series: 'SM', issueSize: 1000000 },
      { symbol: 'BAFNAPH', series: 'BE', faceValue: 10, issueSize: 23656335, lastTradeDate: '2025-09-01' },
      { symbol: 'ABBOTINDIA', series: 'BZ', category: 'Permitted', faceValue: 10, issueSize: 21249302, lastTradeDate: 'Not Traded' },
      { symbol: 'EMBASSY', series: 'RR', issueSize: 947893743 },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'Trade Date,Symbol,Series,Security Name,Category,Last Trade Date,Face Value(Rs.),Issue Size,Close Price/Paid up value(Rs.),Market Cap(Rs.)              ',
    );
    expect(lines[1]).toBe(
      '16 DEC 2025,HDFCBANK,EQ,HDFC BANK LTD            ,Listed    ,16 DEC 2025,               1.00,       15360347948,            994.30, 15272793964696.40   ',
    );

    const file = parseMarketCap(text, FILE, HINTS);

    expect(file).toEqual({
      kind: 'market_cap',
      name: FILE,
      tradeDate: DAY,
      rows: [
        { symbol: 'HDFCBANK', series: 'EQ', tradeDate: DAY, lastTradeDate: DAY, faceValue: 1, issueSize: 15360347948, line: 2 },
        { symbol: 'BAFNAPH', series: 'BE', tradeDate: DAY, lastTradeDate: '2025-09-01', faceValue: 10, issueSize: 23656335, line: 4 },
        { symbol: 'ABBOTINDIA', series: 'BZ', tradeDate: DAY, lastTradeDate: null, faceValue: 10, issueSize: 21249302, line: 5 },
      ],
      skipped: [
        { line: 3, reason: 'not an equity series (kept: EQ, BE, BZ)' },
        { line: 6, reason: 'not an equity series (kept: EQ, BE, BZ)' },
        ...[7, 8, 9].map((line) => ({ line, reason: 'a total line (Listed, Permitted or Total), not a security' })),
      ],
    });
  });

  it('skips a blank, zero or non-numeric issue size, and a symbol listed twice, with the line', () => {
    const text = marketCapCsv(DAY, [
      { symbol: 'BLANK', series: 'EQ', issueSize: '' },
      { symbol: 'ZERO', series: 'EQ', issueSize: 0 },
      { symbol: 'WORDS', series: 'BE', issueSize: 'abc' },
      { symbol: 'TCS', series: 'EQ', issueSize: 3618087518 },
      { symbol: 'TCS', series: 'EQ', issueSize: 3618087519 },
    ]);
    const file = parseMarketCap(text, FILE, HINTS);
    expect(file.rows.map((row) => [row.symbol, row.issueSize])).toEqual([['TCS', 3618087518]]);
    expect(file.skipped.slice(0, 4)).toEqual([
      { line: 2, reason: 'no issue size (blank, zero or not a share count)' },
      { line: 3, reason: 'no issue size (blank, zero or not a share count)' },
      { line: 4, reason: 'no issue size (blank, zero or not a share count)' },
      { line: 6, reason: 'TCS already has an issue size on line 5' },
    ]);
  });

  it('takes the day from the Trade Date when the name gives none, and refuses a name that disagrees with it', () => {
    const text = marketCapCsv(DAY, [{ symbol: 'TCS', series: 'EQ', issueSize: 3618087518 }]);
    expect(parseMarketCap(text, 'market-cap.csv', { fromName: null }).tradeDate).toBe(DAY);
    expect(formatErrorOf(() => parseMarketCap(text, 'mcap17122025.csv', { fromName: '2025-12-17' })).message).toBe(
      'mcap17122025.csv: the file name says the day is 2025-12-17, but its Trade Date (line 2) says 2025-12-16; one of them is wrong',
    );
  });

  it('refuses rows of two trade dates', () => {
    const [header, first] = marketCapCsv(DAY, [{ symbol: 'TCS', series: 'EQ', issueSize: 3618087518 }]).split('\n');
    const [, second] = marketCapCsv('2025-12-15', [{ symbol: 'INFY', series: 'EQ', issueSize: 4152000000 }]).split('\n');
    const error = formatErrorOf(() => parseMarketCap([header, first, second].join('\n'), FILE, HINTS));
    expect(error.message).toBe(
      'mcap16122025.csv, line 3: column Trade Date: 2025-12-15 differs from its Trade Date (line 2), 2025-12-16; the file holds one day',
    );
  });
});
