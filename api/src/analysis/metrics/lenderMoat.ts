import { DISCOUNT_RATE, LENDER_MOAT_MIN_YEARS, LENDER_MOAT_SPREAD, NORMAL_ROE_YEARS } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { normalisedRoe, type NormalisedRoe } from './lenderValuation';

export interface LenderMoat {
  reading: 'moat' | 'clears' | 'no_moat';
  normal: NormalisedRoe;
  /** Years of the span whose ROE was below the cost of equity. */
  belowYears: number[];
}

/**
 * A lender's moat: a normalised ROE at least LENDER_MOAT_SPREAD above the cost of equity, with ROE at or
 * above the cost of equity in all but one of at least LENDER_MOAT_MIN_YEARS years, so the spread held
 * across a credit cycle (README, "Lenders"). One bad year is a cycle; more is the business. Null when
 * ROE cannot be normalised.
 */
export function lenderMoat(ctx: Context): LenderMoat | null {
  const normal = normalisedRoe(ctx);
  if (normal === null) return null;
  const belowYears = lastYears(ctx, NORMAL_ROE_YEARS)
    .filter((v) => v.roe !== null && v.roe < DISCOUNT_RATE)
    .map((v) => v.fy);
  const sustained = normal.years >= LENDER_MOAT_MIN_YEARS && belowYears.length <= 1;
  const reading = normal.value <= DISCOUNT_RATE ? 'no_moat' : normal.value >= DISCOUNT_RATE + LENDER_MOAT_SPREAD && sustained ? 'moat' : 'clears';
  return { reading, normal, belowYears };
}
