import { type Reason } from 'shared-types/api';
import { DISCOUNT_RATE, LENDER_MOAT_MIN_YEARS, LENDER_MOAT_SPREAD, NORMAL_ROE_YEARS } from '../assumptions';
import { lastYears, type Context } from '../context/buildContext';
import { fyLabel, fySpan } from '../format';
import { normalisedRoe } from '../metrics/lenderValuation';
import { figure, reason } from './figure';

/**
 * A lender's moat as a reason code: a normalised ROE at least LENDER_MOAT_SPREAD above the cost of
 * equity, with ROE at or above the cost of equity in all but one of at least LENDER_MOAT_MIN_YEARS
 * years, so the spread held across a credit cycle (README, "Lenders"; the score reads the same rule in
 * lenderMeasures.ts). Null when ROE cannot be normalised.
 */
export function lenderCycleVerdict(ctx: Context): Reason | null {
  const n = normalisedRoe(ctx);
  if (n === null) return null;
  const below = lastYears(ctx, NORMAL_ROE_YEARS)
    .filter((v) => v.roe !== null && v.roe < DISCOUNT_RATE)
    .map((v) => fyLabel(v.fy));
  const sustained = n.years >= LENDER_MOAT_MIN_YEARS && below.length <= 1;
  const params = {
    roe: figure(n.value, 'fraction', fySpan(n.fromFy, n.toFy)),
    cost_of_equity: figure(DISCOUNT_RATE, 'fraction'),
    spread: figure(LENDER_MOAT_SPREAD, 'fraction'),
    min_years: LENDER_MOAT_MIN_YEARS,
  };
  if (n.value <= DISCOUNT_RATE) return reason('report.moat.lender_cycle.no_moat', params);
  if (n.value >= DISCOUNT_RATE + LENDER_MOAT_SPREAD && sustained)
    return reason('report.moat.lender_cycle.moat', { ...params, below_years: below.length === 1 ? below : undefined });
  if (n.years < LENDER_MOAT_MIN_YEARS) return reason('report.moat.lender_cycle.short_history', { ...params, years: n.years });
  if (below.length > 1) return reason('report.moat.lender_cycle.fell_below', { ...params, below_years: below });
  return reason('report.moat.lender_cycle.short_of_bar', params);
}
