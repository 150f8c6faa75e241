import { BSE_LIST_INSTRUMENTS, bseListCsv, bseListRow } from '../testing/bseListCsv';
import { parseBseList } from './bseList';

// BSE's Instrument column says 'Equity' on fund units and ETFs too, so the ISIN and Industry decide.
describe('parseBseList: instruments that are not a company’s equity', () => {
  const { etf, fundUnit, rightsEntitlement, unclassifiedCompany } = BSE_LIST_INSTRUMENTS;
  const company = bseListRow();
  const parse = () => parseBseList(bseListCsv([company, etf, fundUnit, rightsEntitlement, unclassifiedCompany]), 'Equity.csv');

  it('skips an ETF (ISIN INF…, Industry Mutual Fund Scheme - ETF) with the reason', () => {
    expect(parse().skipped).toContainEqual({ line: 3, reason: "a fund unit or ETF (ISIN INF174KA1JD7), not a company's equity" });
  });

  it('skips a fund unit whose Industry is blank, by its INF… ISIN', () => {
    expect(parse().skipped).toContainEqual({ line: 4, reason: "a fund unit or ETF (ISIN INF200K01VT2), not a company's equity" });
  });

  it('skips a scheme BSE classes as a mutual fund even when its ISIN does not say so', () => {
    const odd = bseListRow({ ...etf, isin: 'INE002A01018', securityCode: '532986' });
    expect(parseBseList(bseListCsv([odd]), 'Equity.csv').skipped).toEqual([
      { line: 2, reason: "a fund unit or ETF (BSE's industry 'Mutual Fund Scheme - ETF'), not a company's equity" },
    ]);
  });

  it('skips a rights entitlement (Instrument -)', () => {
    expect(parse().skipped).toContainEqual({ line: 5, reason: 'instrument "-" is not equity' });
  });

  it("keeps a company's shares, classified or not", () => {
    expect(parse().rows.map((row) => row.isin)).toEqual([company.isin, unclassifiedCompany.isin]);
  });
});
