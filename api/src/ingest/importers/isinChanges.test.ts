import { type StoredCompany } from '../../db/companyImportRepository';
import { withCheckDigit } from '../testing';
import { companyOfChangedIsin, isNewerIssue, sameIssuerShares } from './isinChanges';

// Bajaj Finance's equity shares before and after its 2025 face-value split: issuer 296A, type 01, issue 02 → 03.
const BAJAJ_BEFORE = 'INE296A01024';
const BAJAJ_AFTER = 'INE296A01032';
// Tata Motors' ordinary shares and its DVR shares: an 'IN9' ISIN is another security, not another issue of the same one.
const TATA_MOTORS = 'INE155A01022';
const TATA_MOTORS_DVR = 'IN9155A01020';
// Another issuer entirely.
const RELIANCE = 'INE002A01018';

const company = (isin: string | null, more: Partial<StoredCompany> = {}): StoredCompany => ({
  id: `isin:${isin ?? 'none'}`,
  name: 'A Company Limited',
  code: '',
  isin,
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

describe('sameIssuerShares', () => {
  it('is true for another issue of the same issuer and security type, either way round', () => {
    expect(sameIssuerShares(BAJAJ_BEFORE, BAJAJ_AFTER)).toBe(true);
    expect(sameIssuerShares(BAJAJ_AFTER, BAJAJ_BEFORE)).toBe(true);
  });

  it('is false for the same ISIN: nothing changed', () => {
    expect(sameIssuerShares(BAJAJ_AFTER, BAJAJ_AFTER)).toBe(false);
  });

  it("is false for a DVR ('IN9…') ISIN of the same issuer: other shares, not a split", () => {
    expect(sameIssuerShares(TATA_MOTORS, TATA_MOTORS_DVR)).toBe(false);
    expect(sameIssuerShares(TATA_MOTORS_DVR, TATA_MOTORS)).toBe(false);
  });

  it('is false for another issuer, and for another security type of the same issuer', () => {
    expect(sameIssuerShares(BAJAJ_AFTER, RELIANCE)).toBe(false);
    // 296A's type 07 (debentures) against its type 01 (equity shares).
    expect(sameIssuerShares(BAJAJ_AFTER, withCheckDigit('INE296A0701'))).toBe(false);
  });
});

describe('isNewerIssue', () => {
  it('is true only for the higher issue number of the same shares', () => {
    expect(isNewerIssue(BAJAJ_AFTER, BAJAJ_BEFORE)).toBe(true);
    expect(isNewerIssue(BAJAJ_BEFORE, BAJAJ_AFTER)).toBe(false);
    expect(isNewerIssue(BAJAJ_AFTER, BAJAJ_AFTER)).toBe(false);
  });

  it('is false for other shares, whatever their issue number', () => {
    expect(isNewerIssue(withCheckDigit('IN9155A0103'), TATA_MOTORS)).toBe(false);
    expect(isNewerIssue(withCheckDigit('INE002A0103'), TATA_MOTORS)).toBe(false);
  });
});

describe('companyOfChangedIsin', () => {
  const bajaj = company(BAJAJ_AFTER, { code: 'BAJFINANCE', bse_code: '500034', bse_id: 'BAJFINANCE' });
  const tataMotors = company(TATA_MOTORS, { code: 'TATAMOTORS', bse_code: '500570', bse_id: 'TATAMOTORS' });
  const reliance = company(RELIANCE, { code: 'RELIANCE', bse_code: '500325', bse_id: 'RELIANCE' });
  const companies = [bajaj, tataMotors, reliance];

  it('finds the company by the BSE code of a row carrying another issue of its shares', () => {
    expect(companyOfChangedIsin(companies, { isin: BAJAJ_BEFORE, bseCode: '500034', symbol: 'BAJAJFIN' })).toBe(bajaj);
  });

  it('finds it by the NSE symbol, or by a BSE security id that is its NSE symbol or its BSE ticker', () => {
    expect(companyOfChangedIsin(companies, { isin: BAJAJ_BEFORE, symbol: 'BAJFINANCE' })).toBe(bajaj);
    const bseOnly = company(BAJAJ_BEFORE, { code: '', bse_code: '500034', bse_id: 'BAJFIN' });
    expect(companyOfChangedIsin([bseOnly], { isin: BAJAJ_AFTER, bseCode: '599999', symbol: 'BAJFIN' })).toBe(bseOnly);
  });

  it('finds nothing for a row naming the company but carrying a DVR ISIN', () => {
    expect(companyOfChangedIsin(companies, { isin: TATA_MOTORS_DVR, bseCode: '500570', symbol: 'TATAMOTORS' })).toBeUndefined();
  });

  it('finds nothing for a symbol given to another issuer (the symbol moved, the company did not)', () => {
    expect(companyOfChangedIsin(companies, { isin: withCheckDigit('INE0A1Z0101'), symbol: 'RELIANCE' })).toBeUndefined();
  });

  it("finds nothing for another issue of a company's shares when the row names neither its code nor its symbol", () => {
    expect(companyOfChangedIsin(companies, { isin: BAJAJ_BEFORE, bseCode: '599999', symbol: 'OTHER' })).toBeUndefined();
    expect(companyOfChangedIsin(companies, { isin: BAJAJ_BEFORE, bseCode: null, symbol: null })).toBeUndefined();
  });

  it('never matches on a missing identifier: a blank symbol or no BSE code against a company without them', () => {
    const bare = company(BAJAJ_AFTER, { code: '', bse_code: null, bse_id: null });
    expect(companyOfChangedIsin([bare], { isin: BAJAJ_BEFORE, symbol: '' })).toBeUndefined();
    expect(companyOfChangedIsin([bare], { isin: BAJAJ_BEFORE, bseCode: null })).toBeUndefined();
    expect(companyOfChangedIsin([company(null, { code: 'BAJFINANCE' })], { isin: BAJAJ_BEFORE, symbol: 'BAJFINANCE' })).toBeUndefined();
  });

  it('finds nothing when two companies fit: the row is then what its ISIN says', () => {
    const byCode = company(BAJAJ_AFTER, { code: 'BAJFINANCE', bse_code: '500034' });
    const bySymbol = company(withCheckDigit('INE296A0104'), { code: 'BAJFIN' });
    expect(companyOfChangedIsin([byCode, bySymbol], { isin: BAJAJ_BEFORE, bseCode: '500034', symbol: 'BAJFIN' })).toBeUndefined();
    // Each alone is found.
    expect(companyOfChangedIsin([byCode], { isin: BAJAJ_BEFORE, bseCode: '500034', symbol: 'BAJFIN' })).toBe(byCode);
    expect(companyOfChangedIsin([bySymbol], { isin: BAJAJ_BEFORE, bseCode: '500034', symbol: 'BAJFIN' })).toBe(bySymbol);
  });
});
