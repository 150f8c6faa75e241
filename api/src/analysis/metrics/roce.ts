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

export type RoceResult =
  | { value: number; basis: RoceBasis; capitalEmployed: number; reason: null }
  | { value: null; basis: RoceBasis | null; capitalEmployed: number | null; reason: string };

export const ROCE_BASIS_LABEL: Record<RoceBasis, string> = {
  standard: 'EBIT / (total assets − current liabilities)',
  screener: 'Screener-style ROCE, EBIT / (equity + reserves + borrowings)',
};

export const LENDER_ROCE_REASON = 'financial company: ROCE not applicable, as borrowed money is its raw material';

export function computeRoce(input: RoceInput, isLender: boolean): RoceResult {
  if (isLender) return { value: null, basis: null, capitalEmployed: null, reason: LENDER_ROCE_REASON };
  const standard = input.totalAssets !== null && input.currentLiabilities !== null ? input.totalAssets - input.currentLiabilities : null;
  const screener = sumKnown([input.equity, input.reserves, input.borrowings]);
  const basis: RoceBasis | null = standard !== null ? 'standard' : screener !== null ? 'screener' : null;
  const capitalEmployed = standard ?? screener;
  if (basis === null || capitalEmployed === null) {
    return {
      value: null,
      basis: null,
      capitalEmployed: null,
      reason: 'capital employed unknown (needs total assets and current liabilities, or equity, reserves and borrowings)',
    };
  }
  if (capitalEmployed <= 0) return { value: null, basis, capitalEmployed, reason: 'capital employed is zero or negative' };
  if (input.ebit === null) return { value: null, basis, capitalEmployed, reason: 'EBIT unknown (needs profit before tax and interest)' };
  const value = safeDivide(input.ebit, capitalEmployed, { positiveDenominator: true });
  if (value === null) return { value: null, basis, capitalEmployed, reason: 'ratio out of range' };
  return { value, basis, capitalEmployed, reason: null };
}
