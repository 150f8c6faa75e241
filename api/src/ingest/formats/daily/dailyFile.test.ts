import { fullBhavcopyCsv, udiffBhavcopyCsv, utf8, zipArchive } from '../../testing/bhavcopyCsv';
import { corporateActionsCsv, ddmmyyyy, listedUnder, marketCapCsv, priceDataCsv, prZip, weekHighLowCsv } from '../../testing/daily';
import { formatErrorOf } from '../../testing/formatError';
import { parseDailyFile } from '.';

const DAY = '2025-12-16';
const ZIP = 'PR161225.zip';

const mcap = marketCapCsv(DAY, [{ symbol: 'TCS', series: 'EQ', faceValue: 1, issueSize: 3618087518 }]);
const bc = corporateActionsCsv(listedUnder(['BE', 'EQ'], { symbol: 'LALPATHLAB', exDate: '2025-12-19', purpose: 'BONUS 1:1' }));
const pd = priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: 3205.1, high52: 4475, low52: 2866.6 }]);
const weekHighLow = weekHighLowCsv([{ symbol: 'TCS', series: 'EQ', high: 4475, highDate: '2024-12-16', low: 2866.6, lowDate: '2025-10-01' }], {
  effectiveFor: DAY,
});
const full = fullBhavcopyCsv([
  { symbol: 'TCS', isin: '', series: 'EQ', close: 3205.1, tradeDate: DAY },
  { symbol: 'SGBJUN31', isin: '', series: 'GB', close: 7100, tradeDate: DAY },
]);
const page = '<!DOCTYPE html>\n<html><body>Access Denied</body></html>\n';

describe('parseDailyFile', () => {
  it('reads the daily files of a PR zip and passes over the others, naming each', () => {
    const date = ddmmyyyy(DAY);
    const zip = prZip(DAY, {
      [`mcap${date}.csv`]: mcap,
      [`bc${date}.csv`]: bc,
      [`pd${date}.csv`]: pd,
      [`CM_52_wk_High_low_${date}.csv`]: weekHighLow,
      [`sec_bhavdata_full_${date}.csv`]: full,
      'notes/holidays.csv': 'DATE,HOLIDAY\n2025-12-25,Christmas\n',
    });

    const bundle = parseDailyFile(zip, ZIP);

    expect(bundle.files.map((file) => [file.kind, file.name])).toEqual([
      ['market_cap', 'PR161225.zip/mcap16122025.csv'],
      ['corporate_actions', 'PR161225.zip/bc16122025.csv'],
      ['price_data', 'PR161225.zip/pd16122025.csv'],
      ['high_low_52_week', 'PR161225.zip/CM_52_wk_High_low_16122025.csv'],
      ['full_bhavcopy', 'PR161225.zip/sec_bhavdata_full_16122025.csv'],
    ]);
    expect(bundle.files[4]).toEqual({
      kind: 'full_bhavcopy',
      name: 'PR161225.zip/sec_bhavdata_full_16122025.csv',
      tradeDate: DAY,
      prices: [{ isin: '', symbol: 'TCS', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3205.1, tradeDate: DAY, line: 2 }],
      skipped: [{ line: 3, reason: 'not an equity series (kept: EQ, BE, BZ)' }],
    });
    expect(bundle.passedOver).toEqual([
      { name: 'PR161225.zip/notes/holidays.csv', reason: 'not one of the daily files read here' },
      { name: 'PR161225.zip/an16122025.txt', reason: 'not read (announcements)' },
      { name: 'PR161225.zip/bh16122025.csv', reason: 'not read (securities that hit their price band)' },
      { name: 'PR161225.zip/bm16122025.txt', reason: 'not read (board meetings)' },
      { name: 'PR161225.zip/corpbond16122025.csv', reason: 'not read (corporate bond trades)' },
      { name: 'PR161225.zip/etf16122025.csv', reason: 'not read (exchange traded funds)' },
      { name: 'PR161225.zip/gl16122025.csv', reason: 'not read (gainers and losers)' },
      { name: 'PR161225.zip/hl16122025.csv', reason: 'not read (securities at a new 52-week high or low)' },
      { name: 'PR161225.zip/pr16122025.csv', reason: 'not read (market data with the indices; pd holds the same with symbols)' },
      { name: 'PR161225.zip/sme16122025.csv', reason: 'not read (SME securities)' },
      { name: 'PR161225.zip/tt16122025.csv', reason: 'not read (top 25 securities by traded value)' },
      { name: 'PR161225.zip/readme.txt', reason: 'not a data file' },
    ]);
  });

  it("reads the older PR zip's DDMMYY names in any case, a browser's ' (1)' copy, and ignores folders and __MACOSX", () => {
    const zip = zipArchive({
      'PR161225/Pd161225.csv': pd,
      'PR161225/MCAP16122025.csv': mcap,
      '__MACOSX/PR161225/._Pd161225.csv': 'x',
      'PR161225/Readme.txt': 'About the files',
    });
    const bundle = parseDailyFile(zip, ZIP);
    expect(bundle.files.map((file) => [file.kind, file.name, 'tradeDate' in file ? file.tradeDate : null])).toEqual([
      ['price_data', 'PR161225.zip/PR161225/Pd161225.csv', DAY],
      ['market_cap', 'PR161225.zip/PR161225/MCAP16122025.csv', DAY],
    ]);
    expect(bundle.passedOver).toEqual([{ name: 'PR161225.zip/PR161225/Readme.txt', reason: 'not a data file' }]);
    const copy = parseDailyFile(utf8(pd), 'downloads/PD16122025 (1).CSV').files[0];
    expect(copy?.kind === 'price_data' && [copy.name, copy.tradeDate]).toEqual(['downloads/PD16122025 (1).CSV', DAY]);
    expect(parseDailyFile(utf8(weekHighLow), 'cm_52_WK_high_LOW_16122025.csv').files.map((file) => file.kind)).toEqual(['high_low_52_week']);
  });

  it('passes over a lone readme.txt or a PR file it does not read', () => {
    expect(parseDailyFile(utf8('About the files\r\n'), 'readme.txt')).toEqual({ files: [], passedOver: [{ name: 'readme.txt', reason: 'not a data file' }] });
    expect(parseDailyFile(utf8('SYMBOL,SERIES\n'), 'tt16122025.csv').passedOver).toEqual([
      { name: 'tt16122025.csv', reason: 'not read (top 25 securities by traded value)' },
    ]);
  });

  it('knows a file by its header when its name does not say, dated by --trade-date or by the file', () => {
    expect(parseDailyFile(utf8(pd), 'prices.csv', { tradeDate: DAY }).files.map((file) => [file.kind, 'tradeDate' in file ? file.tradeDate : null])).toEqual([
      ['price_data', DAY],
    ]);
    expect(parseDailyFile(utf8(mcap), 'shares.csv').files.map((file) => [file.kind, 'tradeDate' in file ? file.tradeDate : null])).toEqual([
      ['market_cap', DAY],
    ]);
    expect(parseDailyFile(utf8(weekHighLow), 'range.csv').files.map((file) => [file.kind, 'asOf' in file ? file.asOf : null])).toEqual([
      ['high_low_52_week', DAY],
    ]);
    expect(parseDailyFile(utf8(bc), 'actions.csv').files.map((file) => [file.kind, 'fileDate' in file ? file.fileDate : undefined])).toEqual([
      ['corporate_actions', null],
    ]);
    expect(formatErrorOf(() => parseDailyFile(utf8(pd), 'prices.csv')).message).toBe(
      'prices.csv: cannot tell which day this file is for: its name has no date (as in pd16122025.csv) and no --trade-date was given',
    );
  });

  it('refuses a single file that is none of the daily files', () => {
    expect(formatErrorOf(() => parseDailyFile(utf8('DATE,HOLIDAY\n2025-12-25,Christmas\n'), 'holidays.csv')).message).toBe(
      "holidays.csv: not one of NSE's daily files read here: expected mcapDDMMYYYY.csv, bcDDMMYYYY.csv, pdDDMMYYYY.csv, " +
        'CM_52_wk_High_low_DDMMYYYY.csv or sec_bhavdata_full_DDMMYYYY.csv (by name or by header), or a zip of them such as the PR zip',
    );
  });

  it.each(['pd16122025.csv', 'CM_52_wk_High_low_16122025.csv', 'download.csv'])('refuses an HTML page saved as %s (a refused download)', (name) => {
    expect(formatErrorOf(() => parseDailyFile(utf8(page), name)).message).toBe(
      `${name}, line 1: this is an HTML or XML page, not a CSV file (the download was probably refused)`,
    );
  });

  it('names the file inside the zip in errors', () => {
    const zip = zipArchive({ 'pd16122025.csv': page });
    expect(formatErrorOf(() => parseDailyFile(zip, ZIP)).message).toBe(
      'PR161225.zip/pd16122025.csv, line 1: this is an HTML or XML page, not a CSV file (the download was probably refused)',
    );
  });

  it('refuses a file whose header is not the one its name promises, saying what was expected', () => {
    expect(formatErrorOf(() => parseDailyFile(utf8(bc), 'mcap16122025.csv')).message).toBe(
      "mcap16122025.csv, line 1: not NSE's market capitalisation file (mcapDDMMYYYY.csv): the header lacks " +
        '"Trade Date", "Last Trade Date", "Face Value(Rs.)", "Issue Size" (expected Trade Date, Symbol, Series, Last Trade Date, Face Value(Rs.), Issue Size; ' +
        'it has SERIES, SYMBOL, SECURITY, RECORD_DT, BC_STRT_DT, BC_END_DT, EX_DT, ND_STRT_DT, ND_END_DT, PURPOSE)',
    );
    const udiff = udiffBhavcopyCsv([{ symbol: 'TCS', isin: 'INE467B01029', series: 'EQ', close: 3205.1, tradeDate: DAY }], { exchange: 'NSE' });
    expect(formatErrorOf(() => parseDailyFile(utf8(udiff), 'sec_bhavdata_full_16122025.csv')).message).toBe(
      "sec_bhavdata_full_16122025.csv, line 1: not NSE's full bhavcopy (sec_bhavdata_full_DDMMYYYY.csv): its header is the nse_udiff layout's " +
        '(expected SYMBOL, SERIES, DATE1, …, CLOSE_PRICE, …)',
    );
  });

  it('refuses a full bhavcopy whose DATE1 contradicts its name or --trade-date', () => {
    expect(formatErrorOf(() => parseDailyFile(utf8(full), 'sec_bhavdata_full_17122025.csv')).message).toBe(
      'sec_bhavdata_full_17122025.csv: the file name says the day is 2025-12-17, but its DATE1 (line 2) says 2025-12-16; one of them is wrong',
    );
    expect(formatErrorOf(() => parseDailyFile(utf8(full), 'full.csv', { tradeDate: '2025-12-15' })).message).toBe(
      'full.csv: --trade-date says the day is 2025-12-15, but its DATE1 (line 2) says 2025-12-16; one of them is wrong',
    );
  });

  it('refuses a damaged zip', () => {
    expect(formatErrorOf(() => parseDailyFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), ZIP)).message).toMatch(
      /^PR161225\.zip: not a readable zip archive \(/,
    );
  });
});
