import { safeDivide, sumKnown } from '../math/growth';

/**
 * ROCE = EBIT / capital employed, for one year-end (context/yearMetrics.ts averages it with the year before).
 * Standard: capital employed = total assets − current liabilities (needs CL).
 * Screener-style (the Data Sheet has no CL): equity + reserves + borrowings.
 */

export interface RoceInput {
  ebit: number | null;
  equity: number | null;
  reserves: number | null;
  borrowings: number | null;
  totalAssets: number | null;
  currentLiabilities: number | null;
}

export type RoceBasis = 'standard' | 'screener';

/**
 * Why no ROCE: a lender (borrowed money is its raw material, so returns are judged on ROE), capital
 * employed unknown or not positive, EBIT unknown, or a ratio out of range.
 */
export const ROCE_GAPS = ['lender', 'capital_unknown', 'capital_not_positive', 'ebit_unknown', 'out_of_range'] as const;
export type RoceGap = (typeof ROCE_GAPS)[number];

export type RoceResult =
  | { value: number; basis: RoceBasis; capitalEmployed: number; why: null }
  | { value: null; basis: RoceBasis | null; capitalEmployed: number | null; why: RoceGap };

export function computeRoce(input: RoceInput, isLender: boolean): RoceResult {
  if (isLender) return { value: null, basis: null, capitalEmployed: null, why: 'lender' };
  const standard = input.totalAssets !== null && input.currentLiabilities !== null ? input.totalAssets - input.currentLiabilities : null;
  const screener = sumKnown([input.equity, input.reserves, input.borrowings]);
  const basis: RoceBasis | null = standard !== null ? 'standard' : screener !== null ? 'screener' : null;
  const capitalEmployed = standard ?? screener;
  if (basis === null || capitalEmployed === null) return { value: null, basis: null, capitalEmployed: null, why: 'capital_unknown' };
  if (capitalEmployed <= 0) return { value: null, basis, capitalEmployed, why: 'capital_not_positive' };
  if (input.ebit === null) return { value: null, basis, capitalEmployed, why: 'ebit_unknown' };
  const value = safeDivide(input.ebit, capitalEmployed, { positiveDenominator: true });
  if (value === null) return { value: null, basis, capitalEmployed, why: 'out_of_range' };
  return { value, basis, capitalEmployed, why: null };
}
