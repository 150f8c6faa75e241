/**
 * What is a company's equity in the exchanges' lists (ingest/formats/README.md, 'NSE list'): the list
 * imports skip the rest, and listStocks leaves out rows stored before they did. NSE's series for
 * company shares: EQ (normal), BE and BZ (trade for trade), BL (block deals), and the SME
 * platform's SM, ST and SZ. Anything else is another instrument: GB sovereign gold bonds, GS
 * government securities, N*, Y* and other debt series, E* ETF units, IV and RR trust units (InvITs,
 * REITs), P* partly paid shares, RE rights entitlements.
 */
export const NSE_EQUITY_SERIES = ['EQ', 'BE', 'BZ', 'BL', 'SM', 'ST', 'SZ'] as const;

/** An ISIN of a mutual fund's units (ETFs included): never a company's equity, whatever the series says. */
export const FUND_UNIT_ISIN_PREFIX = 'INF';

/** Why a row of NSE's list is not a company's equity, or null when it is. */
export function nseNotEquityReason(series: string, isin: string): string | null {
  if (!(NSE_EQUITY_SERIES as readonly string[]).includes(series.trim().toUpperCase())) {
    return `series ${series} is not a company's equity (kept: ${NSE_EQUITY_SERIES.join(', ')})`;
  }
  return isin.startsWith(FUND_UNIT_ISIN_PREFIX) ? fundUnitIsinReason(isin) : null;
}

export const fundUnitIsinReason = (isin: string): string => `a fund unit or ETF (ISIN ${isin}), not a company's equity`;
