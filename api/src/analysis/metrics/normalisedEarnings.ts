import { LYNCH_RULES } from 'shared-types/api';
import { STATUTORY_TAX_RATE } from '../assumptions';
import { type Reason } from 'shared-types/api';
import { fySpan } from '../format';
import { reason } from '../v2/figure';
import { figure } from '../v2/figure';
import { lastYears, type Context } from '../context/buildContext';
import { onTodaysShares } from '../context/perShareBasis';
import { known, median, safeDivide } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { normalisedRoe } from './lenderValuation';

/**
 * Normalised earnings: what a company earns in an ordinary year, for the businesses whose latest
 * year is a poor guide (README, 'Growth and projections'). One function, shared: projections start
 * from it (holdAssumptions.ts) and intrinsic value may call it, so both read the same figure.
 *
 * - A lender: median ROE over up to seven years × the latest book value (net worth).
 * - A cyclical: median operating margin over up to seven years × the latest sales, then less the
 *   latest year's depreciation and interest, plus its other income, taxed at the 25.17% statutory
 *   rate (a trough year's effective rate says little).
 * - Anyone else: null, as the latest year's earnings stand.
 */

/** Years the medians look back over, the same span as the peak-and-trough rule. */
export const NORMALISING_YEARS = 7;
/** Fewer known years than this give no median worth normalising on. */
export const MIN_NORMALISING_YEARS = 3;

export type NormalisedEarnings =
  | {
      ok: true;
      basis: 'lender_roe_book' | 'cyclical_margin';
      /** Normalised net profit, ₹ crore. */
      profit: number;
      /** Normalised EPS, ₹ a share on today's share count (context/perShareBasis.ts); null when the latest share count is unknown. */
      eps: number | null;
      /** The median ROE (lender) or operating margin (cyclical), as a fraction. */
      median: number;
      fromFy: number;
      toFy: number;
      years: number;
      /** The latest year: its book value (lender) or sales (cyclical) is what the median is applied to. */
      fy: number;
      /** Net worth (lender) or sales (cyclical) of that year, ₹ crore. */
      applied: number;
      /** How the figure was made, as a v2 reason code with its figures (v1's words: v1/normalisedEarningsText.ts). */
      why: Reason;
    }
  | { ok: false; basis: 'lender_roe_book' | 'cyclical_margin'; missing: NormalisingGap };

/** What kept earnings from being normalised: the latest year's book value or sales not positive, too few years of the median, or a cost line unknown. */
export type NormalisingGap = 'book_value' | 'roe_years' | 'sales' | 'operating_margin_years' | 'costs';

/**
 * Lynch's cyclical rule (shared-types LYNCH_RULES): sales fell in at least two of the last ten years
 * with year-on-year swings of at least 15%. The Lynch lens names the same companies cyclical.
 */
export function isCyclical(growth: GrowthProfile): boolean {
  return growth.salesDownYears >= LYNCH_RULES.cyclicalDownYears && growth.salesVolatility !== null && growth.salesVolatility >= LYNCH_RULES.cyclicalVolatility;
}

function medianOver(ctx: Context, pick: (v: Context['years'][number]) => number | null): { value: number; fromFy: number; toFy: number; years: number } | null {
  const views = lastYears(ctx, NORMALISING_YEARS).filter((v) => pick(v) !== null);
  const values = known(views.map(pick));
  const m = median(values);
  if (m === null || values.length < MIN_NORMALISING_YEARS) return null;
  return { value: m, fromFy: (views[0] as Context['years'][number]).fy, toFy: (views.at(-1) as Context['years'][number]).fy, years: values.length };
}

/** Normalised earnings for a lender or a cyclical; null for any other company. */
export function normalisedEarnings(ctx: Context, growth: GrowthProfile): NormalisedEarnings | null {
  const t = ctx.latest;
  if (t === null) return null;
  if (ctx.isLender) {
    const basis = 'lender_roe_book' as const;
    if (t.netWorth === null || t.netWorth <= 0) return { ok: false, basis, missing: 'book_value' };
    // The valuation's ROE through the cycle, peaks and troughs left out (lenderValuation.ts): one figure for both.
    const through = normalisedRoe(ctx);
    const kept = through === null ? 0 : through.years - through.left.length;
    const roe = through === null || kept < MIN_NORMALISING_YEARS ? null : { value: through.value, fromFy: through.fromFy, toFy: through.toFy, years: kept };
    if (roe === null) return { ok: false, basis, missing: 'roe_years' };
    const profit = roe.value * t.netWorth;
    return {
      ok: true,
      basis,
      profit,
      eps: onTodaysShares(ctx.perShare, safeDivide(profit, t.shares, { positiveDenominator: true })),
      median: roe.value,
      fromFy: roe.fromFy,
      toFy: roe.toFy,
      years: roe.years,
      fy: t.fy,
      applied: t.netWorth,
      why: reason('value.normalised.lender_roe_book', {
        roe: figure(roe.value, 'fraction', fySpan(roe.fromFy, roe.toFy)),
        net_worth: figure(t.netWorth, 'inr_crore', t.label),
        peaks_left_out: through !== null && through.left.length > 0,
      }),
    };
  }
  if (!isCyclical(growth)) return null;
  const basis = 'cyclical_margin' as const;
  // A longer period's flows are already at a twelve-month rate (context/normalise.ts).
  const sales = t.y.sales;
  if (sales === null || sales <= 0) return { ok: false, basis, missing: 'sales' };
  const opm = medianOver(ctx, (v) => v.opm);
  if (opm === null) return { ok: false, basis, missing: 'operating_margin_years' };
  const [otherIncome, depreciation, interest] = [t.y.otherIncome, t.y.depreciation, t.y.interest];
  if (otherIncome === null || depreciation === null || interest === null) {
    return { ok: false, basis, missing: 'costs' };
  }
  const beforeTax = opm.value * sales + otherIncome - depreciation - interest;
  // A normalised loss is not taxed (no tax credit is assumed).
  const profit = beforeTax > 0 ? beforeTax * (1 - STATUTORY_TAX_RATE) : beforeTax;
  return {
    ok: true,
    basis,
    profit,
    eps: onTodaysShares(ctx.perShare, safeDivide(profit, t.shares, { positiveDenominator: true })),
    median: opm.value,
    fromFy: opm.fromFy,
    toFy: opm.toFy,
    years: opm.years,
    fy: t.fy,
    applied: sales,
    why: reason('value.normalised.cyclical_margin', {
      operating_margin: figure(opm.value, 'fraction', fySpan(opm.fromFy, opm.toFy)),
      sales: figure(sales, 'inr_crore', t.label),
      tax_rate: figure(STATUTORY_TAX_RATE, 'fraction'),
    }),
  };
}
