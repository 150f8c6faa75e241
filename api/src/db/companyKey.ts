import { companyKey } from 'shared-types/api';

/** What a stored company's address key and NSE symbol are read from. */
export interface KeyColumns {
  id: string;
  code: string;
  bse_code: string | null;
  bse_id: string | null;
  isin: string | null;
  is_demo: boolean;
  nse_as_of: string | null;
}

/**
 * The company's NSE symbol, or null. `code` holds it for a company on NSE's list (and the demo
 * universe's), but a company from BSE's list alone has its BSE ticker (or its BSE code) there
 * (ingest/importers/bseListImporter.ts), which is no NSE symbol.
 */
export function nseSymbolOf(company: KeyColumns): string | null {
  const code = company.code.trim();
  if (code === '') return null;
  if (company.nse_as_of !== null || company.is_demo) return code;
  return code === company.bse_id?.trim() || code === company.bse_code?.trim() ? null : code;
}

/** A stored company's address key, as the contract's companyKey() makes it. */
export function keyOf(company: KeyColumns): string {
  return companyKey({ nse_symbol: nseSymbolOf(company), bse_code: company.bse_code, isin: company.isin, id: company.id });
}

/** The columns keyOf() reads, for a select. */
export const KEY_COLUMNS = ['id', 'code', 'bse_code', 'bse_id', 'isin', 'is_demo', 'nse_as_of'] as const;
