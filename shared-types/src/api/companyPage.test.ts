import { companyKey, companyKeyFromPath, companyPath, noCompanyMatchesText } from './companyPage';

describe("a company's address", () => {
  const ids = { id: 'c-1', nse_symbol: null, bse_code: null, isin: null };

  it('keys on the NSE symbol, else the BSE code, else the ISIN, else the id', () => {
    expect(companyKey({ ...ids, nse_symbol: 'TCS', bse_code: '532540', isin: 'INE467B01029' })).toBe('TCS');
    expect(companyKey({ ...ids, nse_symbol: ' ', bse_code: '532540', isin: 'INE467B01029' })).toBe('532540');
    expect(companyKey({ ...ids, isin: 'INE467B01029' })).toBe('INE467B01029');
    expect(companyKey(ids)).toBe('c-1');
  });

  it('encodes symbols with & and - so the path reads back to the same key', () => {
    expect(companyPath('M&M')).toBe('/company/M%26M');
    expect(companyKeyFromPath(companyPath('M&M'))).toBe('M&M');
    expect(companyKeyFromPath('/company/BAJAJ-AUTO')).toBe('BAJAJ-AUTO');
    expect(companyKeyFromPath('/company/TCS/')).toBe('TCS');
  });

  it('reads no key from other paths, an empty key or a malformed escape', () => {
    expect(companyKeyFromPath('/')).toBeNull();
    expect(companyKeyFromPath('/company/')).toBeNull();
    expect(companyKeyFromPath('/company/%20')).toBeNull();
    expect(companyKeyFromPath('/company/%E0%A4')).toBeNull();
    expect(companyKeyFromPath('/company/TCS/prices')).toBeNull();
  });

  it('names the key no company matches', () => {
    expect(noCompanyMatchesText('XYZ')).toBe('No company matches XYZ');
  });
});
