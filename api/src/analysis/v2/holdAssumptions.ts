import { type Reason } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { GROWTH_CAP, GROWTH_FLOOR, STATUTORY_TAX_RATE } from '../assumptions';
import { PRICE_STALE_AFTER_DAYS, priceAgeOf } from '../context/freshness';
import { sharesDifferToday } from '../context/perShareBasis';
import { fyLabel, fySpan } from '../format';
import { type HoldAssumptions } from '../metrics/holdAssumptions';
import { figure, reason } from './figure';

/**
 * How each hold input was chosen, as reason codes in the order the v1 'Assumptions' line
 * states them: price, EPS, growth, exit P/E, payout (shared-types HOLD_ASSUMPTION_CODES).
 */

type OkHold = HoldAssumptions & { ok: true };

/** Crore shares as a count of shares, the unit figures know. */
const CRORE = 1e7;

/** How the price is dated, and whether stale (also the report's overview, v2/report.ts). */
export function priceReasons(a: Analysis): Reason[] {
  const price = a.ctx.price;
  if (price === null) return [];
  const out: Reason[] = [];
  if (price.after === true) out.push(reason('hold.price.after'));
  else if (price.approximate === true) out.push(reason('hold.price.on_or_after'));
  const action = price.pricedAfter;
  // The bonus or split the price was found to be priced after (context/normalise.ts datedCurrentPrice).
  if (action !== undefined) out.push(reason('hold.price.after_action', { action: action.kind, ex_date: action.exDate, multiplier: action.shareMultiplier }));
  // Stale by either measure of context/freshness.ts, each its own reason.
  const age = priceAgeOf(price, a.ctx.latest, a.ctx.today);
  if (age.daysOld !== null && age.daysOld > PRICE_STALE_AFTER_DAYS)
    out.push(reason('hold.price.stale_days_old', { days_old: age.daysOld, limit_days: PRICE_STALE_AFTER_DAYS }));
  if (age.daysBeforeStatements > PRICE_STALE_AFTER_DAYS)
    out.push(
      reason('hold.price.stale_before_statements', {
        days_before_statements: age.daysBeforeStatements,
        statements_end: a.ctx.latest?.periodEnd,
        limit_days: PRICE_STALE_AFTER_DAYS,
      }),
    );
  return out;
}

function epsReasons(a: Analysis, h: OkHold): Reason[] {
  const out: Reason[] = [];
  const n = h.normalised;
  if (n !== null) {
    out.push(
      reason('hold.eps.normalised_cyclical', {
        reported_eps: figure(h.reportedEps, 'inr_per_share', h.epsPeriod),
        operating_margin: figure(n.median, 'fraction', fySpan(n.fromFy, n.toFy)),
        sales: figure(n.applied, 'inr_crore', fyLabel(n.fy)),
        tax_rate: figure(STATUTORY_TAX_RATE, 'fraction'),
      }),
    );
  }
  if (h.epsMonths !== null) out.push(reason('hold.eps.annualised', { months: h.epsMonths }));
  if (h.epsDerived) out.push(reason('hold.eps.derived'));
  const shares = todaysSharesReason(a);
  if (shares !== null) out.push(shares);
  return out;
}

/** EPS on today's share count when it differs from the statements' (also the report's overview). */
export function todaysSharesReason(a: Analysis): Reason | null {
  const basis = a.ctx.perShare;
  if (!sharesDifferToday(basis)) return null;
  return reason('hold.eps.todays_shares', {
    shares: figure((basis.shares ?? 0) * CRORE, 'count'),
    statement_shares: figure((basis.statementShares ?? 0) * CRORE, 'count'),
    period: basis.statementLabel ?? undefined,
  });
}

function growthReasons(h: OkHold): Reason[] {
  const record = reason(`hold.growth.${h.growthSource}`, {
    growth: figure(h.rawGrowth, 'fraction', `${fyLabel(h.growthFromFy)}–${fyLabel(h.growthToFy)}`),
  });
  const cap = h.sustainableCap;
  const sales = h.salesCap;
  const salesCagr = sales === null ? undefined : figure(sales.value, 'fraction', `${fyLabel(sales.fromFy)}–${fyLabel(sales.toFy)}`);
  let bound: Reason;
  if (h.growthClamp === 'sustainable' && cap !== null)
    bound = reason('hold.growth.bounded_by_fundable', { roe: figure(cap.roe, 'fraction'), retention: figure(cap.retention, 'fraction') });
  else if (h.growthClamp === 'sales' && salesCagr !== undefined) bound = reason('hold.growth.bounded_by_sales', { sales_cagr: salesCagr });
  else if (h.growthClamp === 'capped') bound = reason('hold.growth.capped', { cap: figure(GROWTH_CAP, 'fraction') });
  else if (h.growthClamp === 'floored') bound = reason('hold.growth.floored', { floor: figure(GROWTH_FLOOR, 'fraction') });
  else
    bound = reason('hold.growth.within_band', {
      floor: figure(GROWTH_FLOOR, 'fraction'),
      cap: figure(GROWTH_CAP, 'fraction'),
      sales_cagr: salesCagr,
      fundable: cap === null ? undefined : figure(cap.value, 'fraction'),
    });
  return [record, bound];
}

function exitPeReason(h: OkHold): Reason {
  const common = { start_pe: figure(h.startPe, 'times'), normalised: h.normalised !== null };
  if (h.exitPeSource === 'current_only') return reason('hold.exit_pe.current_only', common);
  return reason('hold.exit_pe.lower_of_current_and_median', { ...common, median_pe: figure(h.medianPe, 'times'), years: h.peYears });
}

function payoutReason(h: OkHold): Reason {
  if (h.payoutBasis === 'capped') return reason('hold.payout.capped', { period: fyLabel(h.payoutFy) });
  return reason(`hold.payout.${h.payoutBasis}`);
}

export function holdAssumptionReasons(a: Analysis, h: OkHold): Reason[] {
  return [...priceReasons(a), ...epsReasons(a, h), ...growthReasons(h), exitPeReason(h), payoutReason(h)];
}
