import { type Reason } from 'shared-types/api';
import { DISCOUNT_RATE, LENDER_MOAT_MIN_YEARS, LENDER_MOAT_SPREAD } from '../assumptions';
import { type Context } from '../context/buildContext';
import { fyLabel, fySpan } from '../format';
import { lenderMoat } from '../metrics/lenderMoat';
import { figure, reason } from './figure';

/**
 * A lender's moat as a reason code, from the one rule (metrics/lenderMoat.ts): a moat, no moat, or
 * why a return above the cost of equity falls short (too short a history, ROE below it in more than
 * one year, or a spread short of the bar). Null when ROE cannot be normalised.
 */
export function lenderCycleVerdict(ctx: Context): Reason | null {
  const m = lenderMoat(ctx);
  if (m === null) return null;
  const n = m.normal;
  const below = m.belowYears.map(fyLabel);
  const params = {
    roe: figure(n.value, 'fraction', fySpan(n.fromFy, n.toFy)),
    cost_of_equity: figure(DISCOUNT_RATE, 'fraction'),
    spread: figure(LENDER_MOAT_SPREAD, 'fraction'),
    min_years: LENDER_MOAT_MIN_YEARS,
  };
  if (m.reading === 'no_moat') return reason('report.moat.lender_cycle.no_moat', params);
  if (m.reading === 'moat') return reason('report.moat.lender_cycle.moat', { ...params, below_years: below.length === 1 ? below : undefined });
  if (n.years < LENDER_MOAT_MIN_YEARS) return reason('report.moat.lender_cycle.short_history', { ...params, years: n.years });
  if (below.length > 1) return reason('report.moat.lender_cycle.fell_below', { ...params, below_years: below });
  return reason('report.moat.lender_cycle.short_of_bar', params);
}
