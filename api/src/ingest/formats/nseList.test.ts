import { IngestFormatError } from '../records';
import { formatErrorOf } from '../testing/formatError';
import { generatedNseList } from '../testing/generated';
import { fastestRunMs } from '../testing/timing';
import { nseListCsv, nseListRow } from '../testing/nseListCsv';
import { parseNseList } from './nseList';

const FILE = 'EQUITY_L.csv';

describe('parseNseList', () => {
  it('leaves out what is not a company’s equity, by series and ISIN, with a reason', () => {
    // Rows as NSE writes them: a spaced header; SME series SM and ST, gold bonds GB, debt N1/Y1, ETF units E1 or an INF ISIN.
    const text =
      'SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE\n' +
      '20MICRONS,20 Microns Limited,EQ,06-OCT-2008,5,1,INE144J01027,5\n' +
      'ARE&M,Amara Raja Energy &  Mobility Limited,BE,05-SEP-2003,1,1,INE885A01032,1\n' +
      'BZCO,A Trade For Trade Company Limited,BZ,01-JAN-2010,10,1,INE0BZC01011,10\n' +
      'SMECO,An SME Company Limited,SM,12-MAR-2021,10,1200,INE004A07011,10\n' +
      'STCO,Another SME Company Limited,ST,12-MAR-2022,10,1200,INE001A07215,10\n' +
      'SGBDE31III,2.50% Sovereign Gold Bond 2023-24 Series III,GB,28-DEC-2023,1,1,IN002023Z158,1\n' +
      'DEBTCO,9.5% Secured Debentures,N1,01-APR-2020,1000,1,IN002020X092,1000\n' +
      'NIFTYBEES,Nippon India ETF Nifty 50 BeES,EQ,08-JAN-2002,1,1,INF204KB14I2,1\n';

    const result = parseNseList(text, FILE);

    expect(result.rows.map((row) => `${row.symbol} ${row.series}`)).toEqual(['20MICRONS EQ', 'ARE&M BE', 'BZCO BZ', 'SMECO SM', 'STCO ST']);
    expect(result.skipped).toEqual([
      { line: 7, reason: "series GB is not a company's equity (kept: EQ, BE, BZ, BL, SM, ST, SZ)" },
      { line: 8, reason: "series N1 is not a company's equity (kept: EQ, BE, BZ, BL, SM, ST, SZ)" },
      { line: 9, reason: "a fund unit or ETF (ISIN INF204KB14I2), not a company's equity" },
    ]);
  });

  it('reads the awkward rows of a real-layout file: BOM, CRLF, spaced header, & and - symbols, double spaces', () => {
    const text =
      '\uFEFFSYMBOL, NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE\r\n' +
      'M&M,Mahindra & Mahindra  Limited,EQ,03-JAN-1996,5,1,INE101A01026,5\r\n' +
      'BAJAJ-AUTO,Bajaj Auto Limited,EQ,26-MAY-2008,10,1,INE917I01010,10\r\n' +
      'ARE&M,Amara Raja Energy &  Mobility Limited,BE,05-SEP-2003,1,1,INE885A01032,1\r\n';

    const result = parseNseList(text, FILE);

    expect(result.skipped).toEqual([]);
    expect(result.rows).toEqual([
      {
        symbol: 'M&M',
        name: 'Mahindra & Mahindra Limited',
        series: 'EQ',
        listingDate: '1996-01-03',
        paidUpValue: 5,
        marketLot: 1,
        isin: 'INE101A01026',
        faceValue: 5,
        line: 2,
      },
      {
        symbol: 'BAJAJ-AUTO',
        name: 'Bajaj Auto Limited',
        series: 'EQ',
        listingDate: '2008-05-26',
        paidUpValue: 10,
        marketLot: 1,
        isin: 'INE917I01010',
        faceValue: 10,
        line: 3,
      },
      {
        symbol: 'ARE&M',
        name: 'Amara Raja Energy & Mobility Limited',
        series: 'BE',
        listingDate: '2003-09-05',
        paidUpValue: 1,
        marketLot: 1,
        isin: 'INE885A01032',
        faceValue: 1,
        line: 4,
      },
    ]);
  });

  it('reads what the fixture writer writes, in any column order, ignoring extra columns and blank lines', () => {
    const written = parseNseList(
      nseListCsv([
        nseListRow(),
        nseListRow({ symbol: 'TCS', name: 'Tata Consultancy Services Limited', isin: 'INE467B01029', listingDate: null, faceValue: 1, paidUpValue: 1 }),
      ]),
      FILE,
    );
    expect(written.rows.map((row) => [row.symbol, row.listingDate, row.faceValue, row.line])).toEqual([
      ['RELIANCE', '1995-11-29', 10, 2],
      ['TCS', null, 1, 3],
    ]);

    const reordered = parseNseList(
      ' ISIN NUMBER,SYMBOL, SERIES, NAME OF COMPANY, FACE VALUE, MARKET LOT, PAID UP VALUE, DATE OF LISTING, REMARKS\n\n' +
        'INE467B01029,TCS,EQ,Tata Consultancy Services Limited,1,1,1,25-AUG-2004,new\n',
      FILE,
    );
    expect(reordered.rows[0]).toMatchObject({ symbol: 'TCS', isin: 'INE467B01029', listingDate: '2004-08-25', line: 3 });
  });

  it('accepts a quoted name that holds a comma', () => {
    const text = `${nseListCsv([])}ABC,"ABC Industries, India Limited",EQ,01-FEB-2010,10,1,INE002A01018,10\n`;
    expect(parseNseList(text, FILE).rows[0]?.name).toBe('ABC Industries, India Limited');
  });

  it.each([
    [
      'an Excel re-saved date',
      nseListCsv([]) + 'TCS,TCS Ltd,EQ,25-Aug-04,1,1,INE467B01029,1\n',
      2,
      'column DATE OF LISTING: "25-Aug-04" is not a DD-MON-YYYY date such as 06-OCT-2008',
    ],
    [
      'an impossible date',
      nseListCsv([]) + 'TCS,TCS Ltd,EQ,31-FEB-2004,1,1,INE467B01029,1\n',
      2,
      'column DATE OF LISTING: "31-FEB-2004" is not a DD-MON-YYYY date',
    ],
    [
      'a malformed ISIN',
      nseListCsv([nseListRow({ isin: 'INE002A0101' })]),
      2,
      'column ISIN NUMBER: "INE002A0101" is not an Indian ISIN (expected 12 characters: IN, 9 capital letters or digits, then a check digit)',
    ],
    [
      'a wrong ISIN check digit',
      nseListCsv([nseListRow({ isin: 'INE002A01019' })]),
      2,
      'column ISIN NUMBER: "INE002A01019" is not an ISIN: its check digit should be 8',
    ],
    [
      // NSE's list has no rows it leaves out, so unlike BSE's a row without an ISIN refuses the file, on its ISIN first.
      'a row without an ISIN whose face value and listing date are malformed too',
      nseListCsv([]) + 'OLDCO,Old Co Ltd,EQ,-,10,1,,-\n',
      2,
      'column ISIN NUMBER: is blank',
    ],
    ['a blank series', nseListCsv([nseListRow({ series: '' })]), 2, 'column SERIES: is blank'],
    ['a blank name', nseListCsv([nseListRow({ name: '  ' })]), 2, 'column NAME OF COMPANY: is blank'],
    [
      'a symbol with a space',
      nseListCsv([nseListRow({ symbol: 'TATA MOTORS' })]),
      2,
      'column SYMBOL: "TATA MOTORS" is not an NSE symbol (capital letters, digits, & and - only)',
    ],
    [
      'a face value that is not a number',
      nseListCsv([]) + 'TCS,TCS Ltd,EQ,25-AUG-2004,1,1,INE467B01029,Rs 1\n',
      2,
      'column FACE VALUE: "Rs 1" is not a number',
    ],
    ['a zero market lot', nseListCsv([nseListRow({ marketLot: 0 })]), 2, 'column MARKET LOT: 0 is not a positive number'],
    ['a duplicate ISIN', nseListCsv([nseListRow(), nseListRow({ symbol: 'RELIANCE2' })]), 3, 'column ISIN NUMBER: "INE002A01018" is already listed on line 2'],
    ['a duplicate symbol', nseListCsv([nseListRow(), nseListRow({ isin: 'INE467B01029' })]), 3, 'column SYMBOL: "RELIANCE" is already listed on line 2'],
    [
      'an unquoted comma in a name',
      nseListCsv([]) + 'ABC,ABC Industries, India Limited,EQ,01-FEB-2010,10,1,INE002A01018,10\n',
      2,
      'the row has 9 fields but the header has 8 (an unquoted comma inside a value?)',
    ],
    ['a short row', nseListCsv([]) + 'ABC,ABC Industries,EQ\n', 2, 'the row has 3 fields but the header has 8'],
    ['an unclosed quote', nseListCsv([]) + 'ABC,"ABC Industries,EQ,01-FEB-2010,10,1,INE002A01018,10\n', 2, 'not a readable CSV: Quote Not Closed'],
  ])('refuses %s, naming the file, line and column', (_case, text, line, reason) => {
    const error = formatErrorOf(() => parseNseList(text, FILE));
    expect(error.location).toEqual({ file: FILE, line });
    expect(error.reason).toContain(reason);
    expect(error.message).toContain(`${FILE}, line ${line}: `);
  });

  it.each([
    [
      'a two-column file',
      'Symbol,Company Name\nTCS,Tata Consultancy Services\n',
      'not the expected layout: missing columns "NAME OF COMPANY", "SERIES", "DATE OF LISTING", "PAID UP VALUE", "MARKET LOT", "ISIN NUMBER", "FACE VALUE" (the header has "Symbol", "Company Name")',
    ],
    [
      'the ETF list',
      'Symbol,Underlying,SecurityName,DateofListing,MarketLot,ISINNumber,FaceValue\n',
      'missing columns "NAME OF COMPANY", "SERIES", "DATE OF LISTING", "PAID UP VALUE", "MARKET LOT", "ISIN NUMBER", "FACE VALUE"',
    ],
    ['a Git LFS pointer', 'version https://git-lfs.github.com/spec/v1\noid sha256:1209852d63f5\nsize 168506\n', 'this is a Git LFS pointer, not the data file'],
    ['an HTML error page', '<html><body>Access Denied</body></html>', 'this is an HTML or XML page, not a CSV file'],
    ['a header without rows', nseListCsv([]), 'the file has a header but no rows'],
  ])('refuses %s as the wrong layout', (_case, text, reason) => {
    const error = formatErrorOf(() => parseNseList(text, FILE));
    expect(error).toBeInstanceOf(IngestFormatError);
    expect(error.location).toEqual({ file: FILE, line: 1 });
    expect(error.reason).toContain(reason);
  });

  it('refuses an empty file', () => {
    expect(formatErrorOf(() => parseNseList('\uFEFF \n', FILE)).message).toBe(`${FILE}: the file is empty`);
  });

  it('parses 5,000 rows well under a second', () => {
    const text = nseListCsv(generatedNseList(5000));
    const result = parseNseList(text, FILE);
    expect(result.rows).toHaveLength(5000);
    expect(result.rows[4999]?.line).toBe(5001);
    // Typically about 50 ms; the bound is the requirement, not the expectation.
    expect(fastestRunMs(() => parseNseList(text, FILE))).toBeLessThan(1000);
  });
});
