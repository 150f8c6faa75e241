import { type BhavcopyRow, bseLegacyBhavcopyCsv, fullBhavcopyCsv, legacyBhavcopyCsv, udiffBhavcopyCsv, utf8, zipArchive, zipped } from '../testing/bhavcopyCsv';
import { formatErrorOf } from '../testing/formatError';
import { generatedBhavcopy, generatedNseList } from '../testing/generated';
import { parseBhavcopy } from './bhavcopy';

const NSE_ZIP = 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip';
const NSE_CSV = 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv';
const BSE_CSV = 'BhavCopy_BSE_CM_0_0_0_20240708_F_0000.CSV';
const DAY = '2024-07-08';

const row = (overrides: Partial<BhavcopyRow>): BhavcopyRow => ({
  symbol: 'RELIANCE',
  isin: 'INE002A01018',
  series: 'EQ',
  close: 3185.45,
  tradeDate: DAY,
  ...overrides,
});

describe('parseBhavcopy', () => {
  it('reads a zipped NSE UDiFF file, keeping EQ, BE and BZ and skipping the rest with the reason', () => {
    const text = udiffBhavcopyCsv(
      [
        row({}),
        row({ symbol: 'M&M', isin: 'INE101A01026', series: 'BE', close: 2860.1 }),
        row({ symbol: 'BAJAJ-AUTO', isin: 'INE917I01010', series: 'BZ', close: 9520 }),
        row({ symbol: 'RELIANCE', isin: 'INE002A08013', series: 'N1', close: 1001.5 }),
        row({ symbol: 'SGBJUL28', isin: 'IN0020200112', series: 'GB', close: 7100 }),
      ],
      { exchange: 'NSE' },
    );

    const result = parseBhavcopy(zipped(NSE_CSV, text), NSE_ZIP);

    expect(result.layout).toBe('nse_udiff');
    expect(result.rows).toEqual([
      { isin: 'INE002A01018', symbol: 'RELIANCE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3185.45, tradeDate: DAY, line: 2 },
      { isin: 'INE101A01026', symbol: 'M&M', bseCode: null, exchange: 'NSE', series: 'BE', close: 2860.1, tradeDate: DAY, line: 3 },
      { isin: 'INE917I01010', symbol: 'BAJAJ-AUTO', bseCode: null, exchange: 'NSE', series: 'BZ', close: 9520, tradeDate: DAY, line: 4 },
    ]);
    expect(result.skipped).toEqual([
      { line: 5, reason: 'not an equity series (kept: EQ, BE, BZ)' },
      { line: 6, reason: 'not an equity series (kept: EQ, BE, BZ)' },
    ]);
  });

  it('reads a plain BSE UDiFF file, keeping main-board equity groups', () => {
    const text = udiffBhavcopyCsv(
      [
        row({ series: 'A' }),
        row({ symbol: 'SMECO', isin: 'INE467B01029', series: 'M' }),
        row({ symbol: 'TCS', isin: 'INE467B01029', series: 'XT', close: 3990 }),
        row({ symbol: 'GSEC', isin: 'IN0020230085', series: 'F' }),
      ],
      { exchange: 'BSE', lineEnding: '\r\n' },
    );

    const result = parseBhavcopy(utf8(text), BSE_CSV);

    expect(result.layout).toBe('bse_udiff');
    expect(result.rows.map((price) => [price.symbol, price.series, price.close, price.exchange, price.bseCode, price.line])).toEqual([
      ['RELIANCE', 'A', 3185.45, 'BSE', '500000', 2],
      ['TCS', 'XT', 3990, 'BSE', '500002', 4],
    ]);
    expect(result.skipped).toEqual([
      { line: 3, reason: 'not a main-board equity group (kept: A, B, T, X, XT, Z, ZP)' },
      { line: 5, reason: 'not a main-board equity group (kept: A, B, T, X, XT, Z, ZP)' },
    ]);
  });

  it('tells NSE from BSE by the file name when the Src column is blank', () => {
    const bse = udiffBhavcopyCsv([row({ series: 'A' })], { exchange: 'BSE', blankSource: true });
    expect(parseBhavcopy(utf8(bse), `downloads/${BSE_CSV}`).layout).toBe('bse_udiff');
    const nse = udiffBhavcopyCsv([row({})], { exchange: 'NSE', blankSource: true });
    expect(parseBhavcopy(utf8(nse), 'nse-2024-07-08.csv').layout).toBe('nse_udiff');
    const error = formatErrorOf(() => parseBhavcopy(utf8(nse), 'prices.csv'));
    expect(error.message).toBe(
      'prices.csv, line 1: cannot tell an NSE bhavcopy from a BSE one: the Src column is missing or blank and the file name does not name NSE or BSE',
    );
  });

  it('reads the UDiFF variant whose header ends in a comma and names Rsvd01 to Rsvd04', () => {
    const text =
      'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd01,Rsvd02,Rsvd03,Rsvd04,\n' +
      '2024-03-04,2024-03-04,CM,NSE,STK,2885,INE002A01018,RELIANCE,EQ,,,,,RELIANCE INDUSTRIES LTD,2990.00,3010.00,2975.10,3001.35,3000.00,2987.60,,3001.35,,,540034,37588139.10,3376,F1,1,,,,,\n';
    expect(parseBhavcopy(utf8(text), 'udiff.csv').rows).toEqual([
      { isin: 'INE002A01018', symbol: 'RELIANCE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3001.35, tradeDate: '2024-03-04', line: 2 },
    ]);
  });

  it('reads the legacy NSE layout with its ISIN column, and without one (isin left empty for a join on symbol)', () => {
    const rows = [row({ tradeDate: '2024-07-01' }), row({ symbol: 'RELIANCE', isin: 'INE002A08013', series: 'N1', tradeDate: '2024-07-01' })];

    const withIsin = parseBhavcopy(zipped('cm01JUL2024bhav.csv', legacyBhavcopyCsv(rows)), 'cm01JUL2024bhav.csv.zip');
    expect(withIsin.layout).toBe('nse_legacy');
    expect(withIsin.rows).toEqual([
      { isin: 'INE002A01018', symbol: 'RELIANCE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3185.45, tradeDate: '2024-07-01', line: 2 },
    ]);
    expect(withIsin.skipped).toEqual([{ line: 3, reason: 'not an equity series (kept: EQ, BE, BZ)' }]);

    const withoutIsin = parseBhavcopy(utf8(legacyBhavcopyCsv(rows, { withoutIsin: true })), 'cm01JUL2024bhav.csv');
    expect(withoutIsin.rows).toEqual([
      { isin: '', symbol: 'RELIANCE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3185.45, tradeDate: '2024-07-01', line: 2 },
    ]);
  });

  it("reads NSE's sec_bhavdata_full file: ', ' separators, DD-Mon-YYYY dates, '-' delivery figures, no ISIN", () => {
    const rows = [
      row({ isin: '', tradeDate: '2026-10-01' }),
      row({ symbol: 'SGBJUN31', isin: '', series: 'GB', tradeDate: '2026-10-01' }),
      row({ symbol: 'TCS', isin: '', series: 'BE', close: 3990, tradeDate: '2026-10-01' }),
    ];
    const text = fullBhavcopyCsv(rows);
    expect(text.split('\n')[2]).toContain(', -, -');
    const result = parseBhavcopy(utf8(text), 'sec_bhavdata_full_01102026.csv');
    expect(result.layout).toBe('nse_full');
    expect(result.rows).toEqual([
      { isin: '', symbol: 'RELIANCE', bseCode: null, exchange: 'NSE', series: 'EQ', close: 3185.45, tradeDate: '2026-10-01', line: 2 },
      { isin: '', symbol: 'TCS', bseCode: null, exchange: 'NSE', series: 'BE', close: 3990, tradeDate: '2026-10-01', line: 4 },
    ]);
    expect(result.skipped).toEqual([{ line: 3, reason: 'not an equity series (kept: EQ, BE, BZ)' }]);
  });

  describe("BSE's legacy EQDDMMYY.CSV", () => {
    const text = bseLegacyBhavcopyCsv([
      { bseCode: '500325', name: 'RELIANCE', group: 'A', type: 'Q', close: 3185.45 },
      { bseCode: '500002', name: 'ABB LTD.', group: 'A', type: 'Q', close: 1381.4 },
      { bseCode: '950001', name: 'GOI LOAN', group: 'F', type: 'D', close: 101 },
      { bseCode: '538001', name: 'SME CO', group: 'M', type: 'Q', close: 22 },
    ]);

    it('reads padded names and groups, keeps equity scrips of main-board groups, joined later on the BSE code', () => {
      expect(text.split('\n')[1]).toMatch(/^500325,RELIANCE {4},A ,Q,/);
      const result = parseBhavcopy(utf8(text), 'EQ060521.CSV');
      expect(result.layout).toBe('bse_legacy');
      expect(result.rows).toEqual([
        { isin: '', symbol: 'RELIANCE', bseCode: '500325', exchange: 'BSE', series: 'A', close: 3185.45, tradeDate: '2021-05-06', line: 2 },
        { isin: '', symbol: 'ABB LTD.', bseCode: '500002', exchange: 'BSE', series: 'A', close: 1381.4, tradeDate: '2021-05-06', line: 3 },
      ]);
      expect(result.skipped).toEqual([
        { line: 4, reason: 'not an equity scrip (SC_TYPE other than Q)' },
        { line: 5, reason: 'not a main-board equity group (kept: A, B, T, X, XT, Z, ZP)' },
      ]);
    });

    it('takes the date from the zip BSE serves (EQ060521_CSV.ZIP), or from --trade-date when the name has none', () => {
      expect(parseBhavcopy(zipped('EQ060521.CSV', text), 'EQ060521_CSV.ZIP').rows[0]?.tradeDate).toBe('2021-05-06');
      expect(parseBhavcopy(utf8(text), 'bse-close.csv', { tradeDate: '2021-05-07' }).rows[0]?.tradeDate).toBe('2021-05-07');
    });

    it('refuses a file whose date cannot be known, or whose name and --trade-date disagree', () => {
      expect(formatErrorOf(() => parseBhavcopy(utf8(text), 'bse-close.csv')).reason).toContain('pass --trade-date YYYY-MM-DD');
      expect(formatErrorOf(() => parseBhavcopy(utf8(text), 'EQ060521.CSV', { tradeDate: '2021-05-07' })).reason).toBe(
        'the file name says the trading day is 2021-05-06, but --trade-date says 2021-05-07; give one or the other',
      );
    });
  });

  it('keeps the first price when a security appears twice, and skips UDiFF rows with no ISIN', () => {
    const text = udiffBhavcopyCsv([row({}), row({ close: 3190 }), row({ symbol: 'NOISIN', isin: '' })], { exchange: 'NSE' });
    const result = parseBhavcopy(utf8(text), NSE_CSV);
    expect(result.rows.map((price) => price.close)).toEqual([3185.45]);
    expect(result.skipped).toEqual([
      { line: 3, reason: 'INE002A01018 already has a price on line 2' },
      { line: 4, reason: 'no ISIN' },
    ]);
  });

  it.each([
    ['a dash for the close', [row({}), row({ symbol: 'TCS', isin: 'INE467B01029', close: '-' })], 3, 'column ClsPric: "-" is not a number'],
    ['a zero close', [row({ close: 0 })], 2, 'column ClsPric: 0 is not a positive price'],
    ['a negative close', [row({ close: -5 })], 2, 'column ClsPric: -5 is not a positive price'],
    ['a blank close', [row({ close: '' })], 2, 'column ClsPric: is blank'],
    [
      'two trade dates',
      [row({}), row({ symbol: 'TCS', isin: 'INE467B01029', tradeDate: '2024-07-09' })],
      3,
      'column TradDt: 2024-07-09 differs from 2024-07-08 on line 2; a bhavcopy holds one trading day',
    ],
    ['a trade date in another style', [row({ tradeDate: '08-07-2024' })], 2, 'column TradDt: "08-07-2024" is not a YYYY-MM-DD date'],
    ['a bad ISIN on an equity row', [row({ isin: 'INE002A01011' })], 2, 'column ISIN: "INE002A01011" is not an ISIN: its check digit should be 8'],
    ['a blank symbol', [row({ symbol: '' })], 2, 'column TckrSymb: is blank'],
  ])('refuses %s, naming the line and column', (_case, rows, line, reason) => {
    const error = formatErrorOf(() => parseBhavcopy(utf8(udiffBhavcopyCsv(rows, { exchange: 'NSE' })), NSE_CSV));
    expect(error.location).toEqual({ file: NSE_CSV, line });
    expect(error.reason).toBe(reason);
  });

  it('names the CSV inside the zip in errors', () => {
    const error = formatErrorOf(() => parseBhavcopy(zipped(NSE_CSV, udiffBhavcopyCsv([row({ close: 'abc' })], { exchange: 'NSE' })), NSE_ZIP));
    expect(error.message).toBe(`${NSE_ZIP}/${NSE_CSV}, line 2: column ClsPric: "abc" is not a number`);
  });

  it('refuses a legacy row whose close is not a number', () => {
    const error = formatErrorOf(() => parseBhavcopy(utf8(legacyBhavcopyCsv([row({ close: 'NA' })])), 'cm08JUL2024bhav.csv'));
    expect(error.message).toBe('cm08JUL2024bhav.csv, line 2: column CLOSE: "NA" is not a number');
  });

  it('refuses a row whose Src contradicts the file', () => {
    const nse = udiffBhavcopyCsv([row({})], { exchange: 'NSE' });
    const bseRow = udiffBhavcopyCsv([row({ symbol: 'TCS', isin: 'INE467B01029' })], { exchange: 'BSE' }).split('\n')[1];
    const error = formatErrorOf(() => parseBhavcopy(utf8(`${nse}${bseRow}\n`), NSE_CSV));
    expect(error.message).toBe(`${NSE_CSV}, line 3: column Src: "BSE" in a file whose rows come from NSE`);
  });

  it.each([
    ['a zip with no CSV in it', zipArchive({ 'readme.txt': 'hello' }), NSE_ZIP, 'the zip holds no CSV file (it holds "readme.txt"); expected one bhavcopy CSV'],
    ['a zip with two CSVs', zipArchive({ 'a.csv': 'x', 'b.csv': 'y' }), NSE_ZIP, 'the zip holds 2 CSV files ("a.csv", "b.csv"); expected one bhavcopy CSV'],
    ['a damaged zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), NSE_ZIP, 'not a readable zip archive'],
    ['an empty file', new Uint8Array(), NSE_CSV, 'the file is empty'],
    ['a binary file', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]), 'bhavcopy.pdf', 'this is a binary file, not a CSV file'],
    ['a header with no rows', utf8(udiffBhavcopyCsv([], { exchange: 'NSE' })), NSE_CSV, 'the file has a header but no price rows'],
    ['another CSV', utf8('Date,Symbol,Price\n2024-07-08,TCS,3990\n'), NSE_CSV, 'not a bhavcopy: the header has none of the layouts read here'],
  ])('refuses %s', (_case, bytes, file, reason) => {
    expect(formatErrorOf(() => parseBhavcopy(bytes, file)).reason).toContain(reason);
  });

  // Its speed is measured by npm run bench:ingest, not here.
  it('parses 5,000 zipped rows', () => {
    const bytes = zipped(NSE_CSV, udiffBhavcopyCsv(generatedBhavcopy(generatedNseList(5000)), { exchange: 'NSE' }));
    const result = parseBhavcopy(bytes, NSE_ZIP);
    expect(result.rows).toHaveLength(5000);
    expect(result.skipped).toEqual([]);
  });
});
