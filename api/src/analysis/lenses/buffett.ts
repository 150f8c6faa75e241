import { type InvestorLens, type LensCriterion } from 'shared-types/api';
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

export const BUFFETT_SOURCE = 'Warren Buffett, Berkshire Hathaway shareholder letters (1979, 1983, 1984, 1986, 1987)';

export const BUFFETT = {
  roe: 0.15,
  /** Share of the years with ROE at or above the bar for 'consistent'. */
  roeShare: 0.8,
  maxDebtToEquity: 0.5,
  /** Borrowings repayable from this many years of net profit. */
  maxDebtYears: 3,
  valuePerRupee: 1,
  /** Owner's earnings compared with those this many years earlier. */
  oeGrowthYears: 3,
} as const;

const B = BUFFETT;

function roeLevel(m: Metrics): LensCriterion {
  const label = 'High ROE';
  const threshold = `Median ROE ≥ ${formatPct(B.roe, 0)} over 5 years`;
  const roe = m.returns.roe;
  if (roe.median === null) return notAssessable('roe_level', label, threshold, 'ROE unknown (needs net profit and a positive net worth)');
  return criterion({
    id: 'roe_level',
    label,
    threshold,
    ok: roe.median >= B.roe,
    figure: `${formatPct(roe.median)} (${fySpan(roe.fromFy, roe.toFy)})`,
    value: roe.median,
    note: roe.values.length < 5 ? `judged on ${plural(roe.values.length, 'year')} of ROE: the test asks for 5` : null,
  });
}

function roeConsistency(m: Metrics): LensCriterion {
  const label = 'Consistent ROE';
  const threshold = `ROE ≥ ${formatPct(B.roe, 0)} in 8 of the last 10 years`;
  const values = m.returns.roeLong.values;
  if (values.length < 3) return notAssessable('roe_consistency', label, threshold, 'needs ROE for at least three years');
  const high = values.filter((v) => v >= B.roe).length;
  const share = high / values.length;
  return criterion({
    id: 'roe_consistency',
    label,
    threshold,
    ok: share >= B.roeShare,
    figure: `${high} of ${plural(values.length, 'year')} (${fySpan(m.returns.roeLong.fromFy, m.returns.roeLong.toFy)})`,
    value: share,
    note: values.length < 10 ? `judged on ${plural(values.length, 'year')}: the test asks for 10` : null,
  });
}

function debt(m: Metrics): LensCriterion {
  const label = 'Little debt';
  const threshold = `D/E ≤ ${B.maxDebtToEquity}, or borrowings ≤ ${B.maxDebtYears} years of profit`;
  if (isFinancial(m.ctx)) return notAssessable('debt', label, threshold, "a lender's borrowings are its raw material");
  const latest = m.ctx.latest;
  const borrowings = latest?.y.borrowings ?? null;
  if (latest === null || borrowings === null) return notAssessable('debt', label, threshold, 'borrowings unknown');
  const de = latest.debtToEquity;
  const profit = latest.y.netProfit;
  const years = borrowings === 0 ? 0 : profit !== null && profit > 0 ? safeDivide(borrowings, profit) : null;
  if (de === null && years === null) return notAssessable('debt', label, threshold, 'needs a positive net worth or a net profit');
  const ok = (de !== null && de <= B.maxDebtToEquity) || (years !== null && years <= B.maxDebtYears);
  const parts = [
    de === null ? 'D/E n/a' : `D/E ${formatRatio(de, 2)}`,
    years === null ? 'no profit to repay borrowings from' : `borrowings ${formatRatio(years)} years of net profit`,
  ];
  return criterion({ id: 'debt', label, threshold, ok, figure: `${parts.join('; ')} (${latest.label})`, value: de });
}

function ownerEarnings(m: Metrics): LensCriterion[] {
  const positive = { id: 'owner_earnings_positive', label: "Owner's earnings" };
  const positiveThreshold = "Owner's earnings > 0, 3-year average";
  const growing = { id: 'owner_earnings_growing', label: "Owner's earnings growth" };
  const growingThreshold = `Owner's earnings above ${B.oeGrowthYears} years earlier`;
  if (m.ctx.isLender || isFinancial(m.ctx))
    return [
      notAssessable(positive.id, positive.label, positiveThreshold, LENDER_OE_REASON),
      notAssessable(growing.id, growing.label, growingThreshold, LENDER_OE_REASON),
    ];
  const v = m.valuation;
  const why = v.ownerEarnings?.reason ?? 'no financial statements';
  const first =
    v.oeAverage === null
      ? notAssessable(positive.id, positive.label, positiveThreshold, why)
      : criterion({
          ...positive,
          threshold: positiveThreshold,
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
  if (latest === null || now === null) second = notAssessable(growing.id, growing.label, growingThreshold, why);
  else if (earlierView === undefined || earlier === null)
    second = notAssessable(growing.id, growing.label, growingThreshold, `owner's earnings unknown for ${B.oeGrowthYears} years before ${latest.label}`);
  else
    second = criterion({
      ...growing,
      threshold: growingThreshold,
      ok: now > 0 && now > earlier,
      figure: `${formatCrore(earlier)} (${earlierView.label}) → ${formatCrore(now)} (${latest.label})`,
      value: earlier > 0 ? safeDivide(now - earlier, earlier) : null,
    });
  return [first, second];
}

function retainedEarnings(m: Metrics): LensCriterion {
  const label = 'Retained earnings test';
  const threshold = `≥ ₹${B.valuePerRupee} of market value added per rupee retained, up to 10 years`;
  const r = retainedValue(m.ctx);
  if (r.kind === 'na') return notAssessable('retained_earnings', label, threshold, `${r.why} (fiscal-year-end prices)`);
  return criterion({
    id: 'retained_earnings',
    label,
    threshold,
    ok: r.perRupee >= B.valuePerRupee,
    figure: `₹${formatRatio(r.perRupee, 2)} (${formatCrore(r.created)} ÷ ${formatCrore(r.retained)}, ${fySpan(r.fromFy, r.toFy)})`,
    value: r.perRupee,
  });
}

export function buffettLens(m: Metrics): InvestorLens {
  return buildLens({
    id: 'buffett',
    name: 'Buffett-style quality',
    source: BUFFETT_SOURCE,
    criteria: [roeLevel(m), roeConsistency(m), debt(m), ...ownerEarnings(m), retainedEarnings(m)],
  });
}
