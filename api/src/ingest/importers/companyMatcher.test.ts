import { type StoredCompany } from '../../db/companyImportRepository';
import { companiesByName, matchCompany } from './companyMatcher';

const company = (id: string, name: string, code: string, more: Partial<StoredCompany> = {}): StoredCompany => ({
  id: `isin:${id}`,
  name,
  code,
  isin: id,
  sector: null,
  industry: null,
  series: 'EQ',
  listing_date: null,
  kind: 'industrial',
  kind_source: 'default',
  kind_reason: null,
  nse_as_of: '2026-11-20',
  bse_code: null,
  bse_id: null,
  bse_status: null,
  bse_as_of: null,
  bse_sector_name: null,
  bse_industry_new_name: null,
  bse_igroup_name: null,
  bse_isubgroup_name: null,
  bse_industry: null,
  ...more,
});

const COMPANIES = [
  company('INE288B01029', 'Deepak Fertilizers & Petrochemicals Corporation Limited', 'DEEPAKFERT', { bse_code: '500645' }),
  company('INE021A01026', 'Asian Paints Limited', 'ASIANPAINT', { bse_code: '500820' }),
  company('INE467B01029', 'Tata Consultancy Services Limited', 'TCS'),
  company('INE155A01022', 'Tata Motors Limited', 'TATAMOTORS'),
  company('INE009A01021', 'Infosys Limited', 'INFY'),
  company('INE000A01001', 'Twin Holdings Limited', 'TWINA'),
  company('INE000B01001', 'Twin Holdings Ltd.', 'TWINB'),
];
const at = { file: 'export.xlsx', cell: 'Data Sheet!B1' };

describe('matching a Screener export to a company', () => {
  it("matches 'DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD' to NSE's spelling, and says how", () => {
    const match = matchCompany(COMPANIES, { name: 'DEEPAK FERTILISERS & PETROCHEMICALS CORP LTD', codeHint: null }, at);
    expect(match.company.code).toBe('DEEPAKFERT');
    expect(match.how).toMatch(/^by name, allowing for spelling and abbreviations/);
  });

  it('matches plain differences of case, punctuation and Ltd/Limited by name', () => {
    expect(matchCompany(COMPANIES, { name: 'TATA CONSULTANCY SERVICES LTD', codeHint: null }, at)).toMatchObject({ company: { code: 'TCS' }, how: 'by name' });
    expect(companiesByName(COMPANIES, 'ASIAN PAINTS LTD.').candidates.map((found) => found.code)).toEqual(['ASIANPAINT']);
  });

  it('allows one trailing word more or less', () => {
    expect(matchCompany(COMPANIES, { name: 'Tata Motors Ltd DVR', codeHint: null }, at)).toMatchObject({
      company: { code: 'TATAMOTORS' },
      how: expect.stringContaining('one trailing word'),
    });
  });

  it('lets the sheet win over a file name that is another company’s code, and says so', () => {
    const match = matchCompany(COMPANIES, { name: 'INFOSYS LTD', codeHint: 'TCS' }, at);
    expect(match.company.code).toBe('INFY');
    expect(match.notes).toEqual([expect.stringContaining('The file name says TCS (Tata Consultancy Services Limited')]);
  });

  it('takes --company (NSE symbol, BSE code or ISIN) for a sheet without a name', () => {
    expect(matchCompany(COMPANIES, { name: null, codeHint: null, company: 'asianpaint' }, at)).toMatchObject({
      company: { code: 'ASIANPAINT' },
      how: 'by --company ASIANPAINT',
      notes: [],
    });
    expect(matchCompany(COMPANIES, { name: null, codeHint: null, company: '500820' }, at).company.code).toBe('ASIANPAINT');
    expect(matchCompany(COMPANIES, { name: null, codeHint: null, company: 'INE021A01026' }, at).company.code).toBe('ASIANPAINT');
  });

  it('refuses a nameless sheet without --company, saying how to name it', () => {
    expect(() => matchCompany(COMPANIES, { name: null, codeHint: null }, at)).toThrow(
      'export.xlsx, Data Sheet!B1: the sheet carries no company name (Data Sheet!B1 is blank): say which company it is with --company',
    );
  });

  it('refuses a name shared by several companies, listing them with the --company to use', () => {
    expect(() => matchCompany(COMPANIES, { name: 'TWIN HOLDINGS LTD', codeHint: null }, at)).toThrow(
      'the name "TWIN HOLDINGS LTD" matches 2 companies: Twin Holdings Limited (--company TWINA); Twin Holdings Ltd. (--company TWINB); say which with --company',
    );
    expect(matchCompany(COMPANIES, { name: 'TWIN HOLDINGS LTD', codeHint: 'TWINB' }, at).company.code).toBe('TWINB');
  });

  it('refuses an unknown name with the three nearest names', () => {
    expect(() => matchCompany(COMPANIES, { name: 'Tata Consultancy Servics', codeHint: null }, at)).toThrow(
      /no company named "Tata Consultancy Servics"; the nearest names are Tata Consultancy Services Limited \(--company TCS\); .+; .+\. If it is one of them/,
    );
  });

  it('refuses an unknown --company', () => {
    expect(() => matchCompany(COMPANIES, { name: 'Asian Paints', codeHint: null, company: 'NOPE' }, at)).toThrow(
      '--company NOPE: no company has this NSE symbol, BSE code or ISIN',
    );
  });
});

describe('after a demerger (issue 29, finding 12)', () => {
  // Tata Motors after the demerger: the old company, renamed, keeps ISIN INE155A01022 and had the symbol TATAMOTORS.
  const tmpv = company('INE155A01022', 'Tata Motors Passenger Vehicles Limited', 'TMPV');
  const after = [
    tmpv,
    company('INE1TAE01010', 'Tata Motors Limited', 'TMCV'),
    company('IN9155A01020', 'Tata Motors Ltd', 'TATAMTRDVR', { series: 'DVR' }),
    ...COMPANIES.filter((c) => c.code !== 'TATAMOTORS'),
  ];

  it('finds the company by the file name’s code when it is a symbol that company had before', () => {
    const match = matchCompany(after, { name: 'TML Passenger Cars', codeHint: 'TATAMOTORS', formerHolders: [tmpv] }, at);
    expect(match.company.code).toBe('TMPV');
    expect(match.how).toBe("by the file name's code TATAMOTORS, a symbol this company had before");
  });

  it('offers the company that had the file name’s code when the name matches others', () => {
    expect(() => matchCompany(after, { name: 'Tata Motors Ltd', codeHint: 'TATAMOTORS', formerHolders: [tmpv] }, at)).toThrow(
      'the name "Tata Motors Ltd" matches 2 companies: Tata Motors Limited (--company TMCV); Tata Motors Ltd (--company TATAMTRDVR); the file name\'s code TATAMOTORS was before the symbol of Tata Motors Passenger Vehicles Limited (--company TMPV); say which with --company',
    );
  });
});
