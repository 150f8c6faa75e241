import { BUFFETT_RULES, type InvestorLensV2, type LensCriterionV2, type Reason } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { fySpan } from '../format';
import { safeDivide } from '../math/growth';
import { retainedValue } from '../metrics/governanceSignals';
import { ownerEarningsForYear } from '../metrics/ownerEarnings';
import { figure, reason } from '../v2/figure';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';

/**
 * Buffett-style quality: a high and steady return on equity, little debt, owner's
 * earnings that are positive and growing, and a rupee of market value for every
 * rupee of profit kept back.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const B = BUFFETT_RULES;

function roeLevel(m: Metrics): LensCriterionV2 {
  const roe = m.returns.roe;
  if (roe.median === null) return notAssessable('roe_level', reason('lens.buffett.roe_unknown'));
  return criterion({
    id: 'roe_level',
    ok: roe.median >= B.roe,
    figures: { median_roe: figure(roe.median, 'fraction', fySpan(roe.fromFy, roe.toFy)) },
    reason: roe.values.length < 5 ? reason('lens.buffett.roe_short_history', { years: roe.values.length }) : null,
  });
}

function roeConsistency(m: Metrics): LensCriterionV2 {
  const values = m.returns.roeLong.values;
  if (values.length < 3) return notAssessable('roe_consistency', reason('lens.buffett.three_years_of_roe_needed'));
  const high = values.filter((v) => v >= B.roe).length;
  return criterion({
    id: 'roe_consistency',
    ok: high / values.length >= B.roeShare,
    figures: { high_roe_years: figure(high, 'count'), years: figure(values.length, 'years', fySpan(m.returns.roeLong.fromFy, m.returns.roeLong.toFy)) },
    reason: values.length < 10 ? reason('lens.buffett.roe_consistency_short_history', { years: values.length }) : null,
  });
}

function debt(m: Metrics): LensCriterionV2 {
  if (isFinancial(m.ctx)) return notAssessable('debt', reason('lens.lender_borrowings'));
  const latest = m.ctx.latest;
  const borrowings = latest?.y.borrowings ?? null;
  if (latest === null || borrowings === null) return notAssessable('debt', reason('lens.buffett.borrowings_unknown'));
  const de = latest.debtToEquity;
  const profit = latest.y.netProfit;
  const years = borrowings === 0 ? 0 : profit !== null && profit > 0 ? safeDivide(borrowings, profit) : null;
  if (de === null && years === null) return notAssessable('debt', reason('lens.buffett.no_debt_base'));
  const ok = (de !== null && de <= B.maxDebtToEquity) || (years !== null && years <= B.maxDebtYears);
  // Null figures: D/E without a positive net worth, or no profit to repay borrowings from.
  return criterion({
    id: 'debt',
    ok,
    figures: { debt_to_equity: figure(de, 'times', latest.label), borrowings_to_net_profit: figure(years, 'years', latest.label) },
  });
}

/** Why owner's earnings are unknown: Part 3's code for the failure (metrics/ownerEarnings.ts). */
function ownerEarningsGap(m: Metrics): Reason {
  const oe = m.valuation.ownerEarnings;
  const failure = oe?.failure ?? null;
  if (oe === null || failure === null) return reason('lens.no_statements');
  return reason(`value.owner_earnings.${failure}`, { period: m.ctx.latest?.label });
}

function ownerEarnings(m: Metrics): LensCriterionV2[] {
  const positive = 'owner_earnings_positive';
  const growing = 'owner_earnings_growing';
  if (m.ctx.isLender || isFinancial(m.ctx)) {
    const lender = reason('value.owner_earnings.lender');
    return [notAssessable(positive, lender), notAssessable(growing, lender)];
  }
  const v = m.valuation;
  const first =
    v.oeAverage === null
      ? notAssessable(positive, ownerEarningsGap(m))
      : criterion({
          id: positive,
          ok: v.oeAverage > 0,
          figures: { average_owner_earnings: figure(v.oeAverage, 'inr_crore'), years: figure(v.oeYears, 'years') },
          reason: v.oeYears < 3 ? reason('lens.buffett.owner_earnings_short_history', { years: v.oeYears }) : null,
        });
  const latest = m.ctx.latest;
  const now = v.ownerEarnings?.value ?? null;
  const earlierView = latest === null ? undefined : m.ctx.byFy.get(latest.fy - B.oeGrowthYears);
  const earlier = earlierView === undefined ? null : ownerEarningsForYear(m.ctx, earlierView).value;
  let second: LensCriterionV2;
  if (latest === null || now === null) second = notAssessable(growing, ownerEarningsGap(m));
  else if (earlierView === undefined || earlier === null)
    second = notAssessable(growing, reason('lens.buffett.earlier_owner_earnings_unknown', { years: B.oeGrowthYears, period: latest.label }));
  else
    second = criterion({
      id: growing,
      ok: now > 0 && now > earlier,
      figures: { earlier_owner_earnings: figure(earlier, 'inr_crore', earlierView.label), owner_earnings: figure(now, 'inr_crore', latest.label) },
    });
  return [first, second];
}

function retainedEarnings(m: Metrics): LensCriterionV2 {
  const r = retainedValue(m.ctx);
  if (r.kind === 'na') return notAssessable('retained_earnings', reason(r.code, { period: r.period }));
  return criterion({
    id: 'retained_earnings',
    ok: r.perRupee >= B.valuePerRupee,
    figures: {
      value_per_rupee: figure(r.perRupee, 'inr', fySpan(r.fromFy, r.toFy)),
      value_created: figure(r.created, 'inr_crore'),
      profit_retained: figure(r.retained, 'inr_crore'),
    },
  });
}

export function buffettLens(m: Metrics): InvestorLensV2 {
  return buildLens('buffett', [roeLevel(m), roeConsistency(m), debt(m), ...ownerEarnings(m), retainedEarnings(m)]);
}
