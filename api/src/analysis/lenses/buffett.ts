import { BUFFETT_RULES, type InvestorLens, type LensCriterion } from 'shared-types/api';
import { type Metrics } from '../computedMetrics';
import { formatCrore, formatPct, formatRatio, fySpan, plural } from '../format';
import { safeDivide } from '../math/growth';
import { retainedValue } from '../metrics/governanceSignals';
import { LENDER_OE_REASON, ownerEarningsForYear } from '../metrics/ownerEarnings';
import { buildLens, criterion, isFinancial, notAssessable } from './criteria';

/**
 * Buffett-style quality: a high and steady return on equity, little debt, owner's
 * earnings that are positive and growing, and a rupee of market value for every
 * rupee of profit kept back.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const B = BUFFETT_RULES;

function roeLevel(m: Metrics): LensCriterion {
  const roe = m.returns.roe;
  if (roe.median === null) return notAssessable('roe_level', 'ROE unknown (needs net profit and a positive net worth)');
  return criterion({
    id: 'roe_level',
    ok: roe.median >= B.roe,
    figure: `${formatPct(roe.median)} (${fySpan(roe.fromFy, roe.toFy)})`,
    value: roe.median,
    note: roe.values.length < 5 ? `judged on ${plural(roe.values.length, 'year')} of ROE: the test asks for 5` : null,
  });
}

function roeConsistency(m: Metrics): LensCriterion {
  const values = m.returns.roeLong.values;
  if (values.length < 3) return notAssessable('roe_consistency', 'needs ROE for at least three years');
  const high = values.filter((v) => v >= B.roe).length;
  const share = high / values.length;
  return criterion({
    id: 'roe_consistency',
    ok: share >= B.roeShare,
    figure: `${high} of ${plural(values.length, 'year')} (${fySpan(m.returns.roeLong.fromFy, m.returns.roeLong.toFy)})`,
    value: share,
    note: values.length < 10 ? `judged on ${plural(values.length, 'year')}: the test asks for 10` : null,
  });
}

function debt(m: Metrics): LensCriterion {
  if (isFinancial(m.ctx)) return notAssessable('debt', "a lender's borrowings are its raw material");
  const latest = m.ctx.latest;
  const borrowings = latest?.y.borrowings ?? null;
  if (latest === null || borrowings === null) return notAssessable('debt', 'borrowings unknown');
  const de = latest.debtToEquity;
  const profit = latest.y.netProfit;
  const years = borrowings === 0 ? 0 : profit !== null && profit > 0 ? safeDivide(borrowings, profit) : null;
  if (de === null && years === null) return notAssessable('debt', 'needs a positive net worth or a net profit');
  const ok = (de !== null && de <= B.maxDebtToEquity) || (years !== null && years <= B.maxDebtYears);
  const parts = [
    de === null ? 'D/E n/a' : `D/E ${formatRatio(de, 2)}`,
    years === null ? 'no profit to repay borrowings from' : `borrowings ${formatRatio(years)} years of net profit`,
  ];
  return criterion({ id: 'debt', ok, figure: `${parts.join('; ')} (${latest.label})`, value: de });
}

function ownerEarnings(m: Metrics): LensCriterion[] {
  const positive = { id: 'owner_earnings_positive' };
  const growing = { id: 'owner_earnings_growing' };
  if (m.ctx.isLender || isFinancial(m.ctx)) return [notAssessable(positive.id, LENDER_OE_REASON), notAssessable(growing.id, LENDER_OE_REASON)];
  const v = m.valuation;
  const why = v.ownerEarnings?.reason ?? 'no financial statements';
  const first =
    v.oeAverage === null
      ? notAssessable(positive.id, why)
      : criterion({
          ...positive,
          ok: v.oeAverage > 0,
          figure: `${formatCrore(v.oeAverage)} a year over ${plural(v.oeYears, 'year')}`,
          value: v.oeAverage,
          note: v.oeYears < 3 ? `judged on ${plural(v.oeYears, 'year')}: the test averages 3` : null,
        });
  const latest = m.ctx.latest;
  const now = v.ownerEarnings?.value ?? null;
  const earlierView = latest === null ? undefined : m.ctx.byFy.get(latest.fy - B.oeGrowthYears);
  const earlier = earlierView === undefined ? null : ownerEarningsForYear(m.ctx, earlierView).value;
  let second: LensCriterion;
  if (latest === null || now === null) second = notAssessable(growing.id, why);
  else if (earlierView === undefined || earlier === null)
    second = notAssessable(growing.id, `owner's earnings unknown for ${B.oeGrowthYears} years before ${latest.label}`);
  else
    second = criterion({
      ...growing,
      ok: now > 0 && now > earlier,
      figure: `${formatCrore(earlier)} (${earlierView.label}) → ${formatCrore(now)} (${latest.label})`,
      value: earlier > 0 ? safeDivide(now - earlier, earlier) : null,
    });
  return [first, second];
}

function retainedEarnings(m: Metrics): LensCriterion {
  const r = retainedValue(m.ctx);
  if (r.kind === 'na') return notAssessable('retained_earnings', `${r.why} (fiscal-year-end prices)`);
  return criterion({
    id: 'retained_earnings',
    ok: r.perRupee >= B.valuePerRupee,
    figure: `₹${formatRatio(r.perRupee, 2)} (${formatCrore(r.created)} ÷ ${formatCrore(r.retained)}, ${fySpan(r.fromFy, r.toFy)})`,
    value: r.perRupee,
  });
}

export function buffettLens(m: Metrics): InvestorLens {
  return buildLens('buffett', [roeLevel(m), roeConsistency(m), debt(m), ...ownerEarnings(m), retainedEarnings(m)]);
}
