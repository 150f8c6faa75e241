import { type StoredCompany } from '../../db/companyImportRepository';

/**
 * A face-value split (Tata Steel, Nestle India, Bajaj Finance) gives a
 * company's shares a new ISIN: the same issuer and security type with the
 * next issue number ('INE296A01024' → 'INE296A01032': issuer 296A, equity
 * shares 01, issue 02 → 03). An older list still carrying the old ISIN names
 * the same company; it must not become a second one. Lists join on the BSE
 * scrip code or the NSE symbol as well, and a company keeps the newest ISIN,
 * with the other recorded as a former one (company_aliases).
 */

/** 'INE296A' + '01': the issuer and the security type, which a split keeps. */
export const issuerAndType = (isin: string): string => `${isin.slice(0, 7)}|${isin.slice(7, 9)}`;

export function sameIssuerShares(a: string, b: string): boolean {
  return a !== b && issuerAndType(a) === issuerAndType(b);
}

/** True when `a` is a later issue of the same shares than `b` (a higher issue number). */
export function isNewerIssue(a: string, b: string): boolean {
  return sameIssuerShares(a, b) && a.slice(9, 11) > b.slice(9, 11);
}

/**
 * The company an unknown ISIN belongs to: one whose BSE code or NSE symbol
 * the row names and whose ISIN is another issue of the same shares. Undefined
 * when none, or more than one, fits (then the row is what it says it is).
 */
export function companyOfChangedIsin(
  companies: readonly StoredCompany[],
  row: { isin: string; bseCode?: string | null; symbol?: string | null },
): StoredCompany | undefined {
  const fits = companies.filter(
    (company) =>
      company.isin !== null &&
      sameIssuerShares(company.isin, row.isin) &&
      ((row.bseCode != null && company.bse_code === row.bseCode) ||
        (row.symbol != null && row.symbol !== '' && (company.code === row.symbol || company.bse_id === row.symbol))),
  );
  return fits.length === 1 ? fits[0] : undefined;
}
