import { companyKey } from 'shared-types/api';

/** A stored company's address key, as the contract's companyKey() makes it (`code` is the NSE symbol). */
export function keyOf(company: { code: string; bse_code: string | null; isin: string | null; id: string }): string {
  return companyKey({ nse_symbol: company.code, bse_code: company.bse_code, isin: company.isin, id: company.id });
}
