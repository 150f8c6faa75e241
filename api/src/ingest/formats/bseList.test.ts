import { bseListCsv, bseListRow } from '../testing/bseListCsv';
import { formatErrorOf } from '../testing/formatError';
import { parseBseList } from './bseList';

const FILE = 'Equity.csv';
const HEADER_14 =
  'Security Code,Issuer Name,Security Id,Security Name,Status,Group,Face Value,ISIN No,Industry,Instrument,Sector Name,Industry New Name,Igroup Name,ISubgroup Name\n';

describe('parseBseList', () => {
  it('reads the awkward rows of the current 14-column file', () => {
    const text =
      HEADER_14 +
      '500325,"Reliance Industries Ltd.,",RELIANCE,RELIANCE INDUSTRIES LTD.,Active,A ,10.00,INE002A01018,Refineries & Marketing,Equity,Energy,"Oil, Gas & Consumable Fuels",Petroleum Products,Refineries & Marketing,\n' +
      '500520,"Mahindra &  Mahindra Ltd.,",M&M,MAHINDRA & MAHINDRA LTD.-$ ,Active,A ,5.00,INE101A01026,,Equity,,,,,\n' +
      '512599,"Adani Enterprises Ltd.,",ADANIENT,ADANI ENTERPRISES LTD.,Suspended,X ,1.00,INE423A01024,,Equity,,Industrials,,,\n';

    const result = parseBseList(text, FILE);

    expect(result.skipped).toEqual([]);
    expect(result.rows).toEqual([
      {
        securityCode: '500325',
        issuerName: 'Reliance Industries Ltd.',
        securityId: 'RELIANCE',
        securityName: 'RELIANCE INDUSTRIES LTD.',
        status: 'Active',
        group: 'A',
        faceValue: 10,
        isin: 'INE002A01018',
        classification: {
          sectorName: 'Energy',
          industryNewName: 'Oil, Gas & Consumable Fuels',
          igroupName: 'Petroleum Products',
          isubgroupName: 'Refineries & Marketing',
          industry: 'Refineries & Marketing',
        },
        line: 2,
      },
      {
        securityCode: '500520',
        issuerName: 'Mahindra & Mahindra Ltd.',
        securityId: 'M&M',
        securityName: 'MAHINDRA & MAHINDRA LTD.-$',
        status: 'Active',
        group: 'A',
        faceValue: 5,
        isin: 'INE101A01026',
        classification: { sectorName: null, industryNewName: null, igroupName: null, isubgroupName: null, industry: null },
        line: 3,
      },
      expect.objectContaining({
        securityCode: '512599',
        status: 'Suspended',
        group: 'X',
        classification: expect.objectContaining({ industryNewName: 'Industrials' }),
        line: 4,
      }),
    ]);
  });

  it.each(['isin-instrument', 'isin-industry-instrument'] as const)('reads the older %s header', (layout) => {
    const result = parseBseList(
      bseListCsv([bseListRow(), bseListRow({ securityCode: '532540', securityId: 'TCS', isin: 'INE467B01029', group: 'XT' })], { layout }),
      FILE,
    );
    expect(result.rows.map((row) => [row.securityCode, row.group, row.issuerName, row.classification.sectorName])).toEqual([
      ['500325', 'A', 'Reliance Industries Ltd.', null],
      ['532540', 'XT', 'Reliance Industries Ltd.', null],
    ]);
    expect(result.rows[0]?.classification.industry).toBe(layout === 'isin-instrument' ? null : 'Refineries & Marketing');
  });

  it("reads BSE's 14-column file as downloaded: CRLF, a trailing comma on every row, '-' for a level it does not give", () => {
    const text = bseListCsv(
      [
        bseListRow(),
        bseListRow({
          securityCode: '532174',
          securityId: 'ICICIBANK',
          isin: 'INE090A01021',
          sectorName: '-',
          industryNewName: '-',
          igroupName: '-',
          isubgroupName: '-',
          industry: ' ',
        }),
      ],
      { lineEnding: '\r\n' },
    );
    expect(text.split('\r\n')[1]).toMatch(/,$/);
    const result = parseBseList(text, FILE);
    expect(result.skipped).toEqual([]);
    expect(result.rows[1]?.classification).toEqual({ sectorName: null, industryNewName: null, igroupName: null, isubgroupName: null, industry: null });
  });

  it.each(['current', 'isin-industry-instrument'] as const)(
    "skips rows whose ISIN is blank, NA, '-' or not an ISIN, and other instruments than equity, with the reason (%s layout)",
    (layout) => {
      const text = bseListCsv(
        [
          bseListRow(),
          bseListRow({ securityCode: '500001', securityId: 'OLDCO', isin: '', status: 'Delisted' }),
          bseListRow({ securityCode: '512505', securityId: 'MEENST', isin: '-' }),
          bseListRow({ securityCode: '531392', securityId: 'ASFLORA', isin: 'NA          ' }),
          bseListRow({ securityCode: '531393', securityId: 'BADCHK', isin: 'INE002A01010' }),
          bseListRow({ securityCode: '700123', securityId: 'PREFCO', isin: 'INE467B01029', instrument: 'Preference Shares' }),
          bseListRow({ securityCode: '750819', securityId: 'GENPHAR-RE', isin: 'INE861N20010', instrument: '-' }),
        ],
        { lineEnding: '\r\n', bom: true, layout },
      );
      const result = parseBseList(text, FILE);
      expect(result.rows.map((row) => row.securityCode)).toEqual(['500325']);
      expect(result.skipped).toEqual([
        { line: 3, reason: 'no ISIN' },
        { line: 4, reason: 'not an ISIN ("-": BSE writes NA or - for scrips without one)' },
        { line: 5, reason: 'not an ISIN ("NA": BSE writes NA or - for scrips without one)' },
        { line: 6, reason: 'not an ISIN ("INE002A01010": BSE writes NA or - for scrips without one)' },
        { line: 7, reason: 'instrument "Preference Shares" is not equity' },
        { line: 8, reason: 'instrument "-" is not equity' },
      ]);
    },
  );

  it.each(['current', 'isin-industry-instrument'] as const)(
    "skips a row it would skip anyway whatever else is malformed in it: a delisted scrip without an ISIN whose Face Value is '-' (%s layout)",
    (layout) => {
      const text = bseListCsv(
        [
          bseListRow(),
          bseListRow({ securityCode: '500001', securityId: 'OLDCO', status: 'Delisted', group: '', faceValue: '-', isin: '' }),
          bseListRow({ securityCode: '500002', securityId: '', securityName: '', status: '-', faceValue: 'NA', isin: 'NA' }),
          bseListRow({ securityCode: '7001', securityId: 'PREFCO', isin: 'INE467B01029', instrument: 'Preference Shares', faceValue: '-' }),
        ],
        { lineEnding: '\r\n', layout },
      );
      const result = parseBseList(text, FILE);
      expect(result.rows.map((row) => row.securityCode)).toEqual(['500325']);
      expect(result.skipped).toEqual([
        { line: 3, reason: 'no ISIN' },
        { line: 4, reason: 'not an ISIN ("NA": BSE writes NA or - for scrips without one)' },
        { line: 5, reason: 'instrument "Preference Shares" is not equity' },
      ]);
    },
  );

  it('keeps the Active row when an ISIN appears under two codes', () => {
    const text = bseListCsv([bseListRow({ securityCode: '400325', status: 'Delisted' }), bseListRow()]);
    const result = parseBseList(text, FILE);
    expect(result.rows.map((row) => [row.securityCode, row.line])).toEqual([['500325', 3]]);
    expect(result.skipped).toEqual([{ line: 2, reason: 'ISIN INE002A01018 is also listed under BSE code 500325 (line 3, Active)' }]);
  });

  it.each([
    ['an unknown status', bseListCsv([bseListRow({ status: 'Listed' })]), 2, 'column Status: "Listed" is not one of Active, Suspended, Delisted'],
    ['a short security code', bseListCsv([bseListRow({ securityCode: '5003' })]), 2, 'column Security Code: "5003" is not a 6-digit BSE code'],
    [
      'a duplicate security code',
      bseListCsv([bseListRow(), bseListRow({ isin: 'INE467B01029' })]),
      3,
      'column Security Code: "500325" is already listed on line 2',
    ],
    ['a blank security id', bseListCsv([bseListRow({ securityId: '' })]), 2, 'column Security Id: is blank'],
    ['a face value that is not a number', HEADER_14 + '500325,x,RELIANCE,RELIANCE,Active,A,ten,INE002A01018\n', 2, 'column Face Value: "ten" is not a number'],
  ])('refuses %s, naming the line and column', (_case, text, line, reason) => {
    const error = formatErrorOf(() => parseBseList(text, FILE));
    expect(error.location).toEqual({ file: FILE, line });
    expect(error.reason).toBe(reason);
  });

  it("reads BSE's '-' in Face Value as not given, as for its classification levels, on a row it keeps", () => {
    const text = bseListCsv([bseListRow(), bseListRow({ securityCode: '400325', status: 'Delisted', faceValue: '-', isin: 'INE467B01029' })], {
      layout: 'isin-industry-instrument',
    });
    const { rows } = parseBseList(text, FILE);
    expect(rows.map((row) => [row.securityCode, row.faceValue])).toEqual([
      ['500325', 10],
      ['400325', null],
    ]);
  });

  it('refuses a file that is not the list of scrips', () => {
    const error = formatErrorOf(() => parseBseList('SCRIP_CD,Scrip_Name\n500325,Reliance\n', FILE));
    expect(error.location).toEqual({ file: FILE, line: 1 });
    expect(error.reason).toContain('missing columns "Security Code", "Security Id", "Security Name", "Status", "ISIN No"');
  });
});
