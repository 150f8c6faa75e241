import { GRAHAM_RULES, type InvestorLensV2, type LensCriterionV2, type Reason } from 'shared-types/api';
import { lastYears } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { type Metrics } from '../computedMetrics';
import { fySpan } from '../format';
import { mean, safeDivide } from '../math/growth';
import { figure, reason } from '../v2/figure';
import { buildLens, criterion, notAssessable, shortHistory, todaysSharesFigures } from './criteria';
import { onTodaysShares } from '../context/perShareBasis';

/**
 * Benjamin Graham's seven tests for the defensive investor. Where a test needs more
 * years than the data holds, it is judged on the years there are and the reason says so.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const G = GRAHAM_RULES;

function size(latest: YearView | null): LensCriterionV2 {
  const sales = latest?.y.sales ?? null;
  if (latest === null || sales === null) return notAssessable('size', reason('lens.graham.sales_unknown'));
  return criterion({ id: 'size', ok: sales >= G.minSales, figures: { sales: figure(sales, 'inr_crore', latest.label) } });
}

function financialCondition(m: Metrics): LensCriterionV2 {
  const latest = m.ctx.latest;
  if (m.ctx.isLender) {
    const cushion = m.returns.equityToAssets;
    if (cushion === null) return notAssessable('capital_cushion', reason('lens.graham.cushion_unknown'));
    return criterion({ id: 'capital_cushion', ok: cushion >= G.lenderCushion, figures: { equity_to_assets: figure(cushion, 'fraction', latest?.label) } });
  }
  const cr = latest === null ? null : safeDivide(latest.y.currentAssets, latest.y.currentLiabilities, { positiveDenominator: true });
  if (latest === null || cr === null) return notAssessable('current_ratio', reason('lens.graham.current_figures_unknown'));
  return criterion({ id: 'current_ratio', ok: cr >= G.currentRatio, figures: { current_ratio: figure(cr, 'times', latest.label) } });
}

interface EveryYearTest {
  id: string;
  years: number;
  pick: (v: YearView) => number | null;
  unknown: Reason;
}

/** A test of every year in the window (a positive figure each year), judged on the years with a figure. */
function everyYear(m: Metrics, t: EveryYearTest): LensCriterionV2 {
  const years = lastYears(m.ctx, t.years).filter((v) => t.pick(v) !== null);
  if (years.length === 0) return notAssessable(t.id, t.unknown);
  const misses = years.filter((v) => (t.pick(v) as number) <= 0);
  const span = fySpan(years[0]?.fy ?? null, years.at(-1)?.fy ?? null);
  return criterion({
    id: t.id,
    ok: misses.length === 0,
    // The years that pass are the years less those named.
    figures: { years: figure(years.length, 'years', span) },
    ...(misses.length === 0 ? {} : { years: misses.map((v) => v.label) }),
    reason: shortHistory(years, t.years),
  });
}

const earningsStability = (m: Metrics): LensCriterionV2 =>
  everyYear(m, { id: 'earnings_stability', years: G.stabilityYears, pick: (v) => v.y.netProfit, unknown: reason('lens.graham.net_profit_unknown') });

const dividendRecord = (m: Metrics): LensCriterionV2 =>
  everyYear(m, { id: 'dividend_record', years: G.dividendYears, pick: (v) => v.y.dividends, unknown: reason('lens.graham.dividends_unknown') });

/** The growth Graham's one-third over ten years asks of a shorter window, at the same yearly pace. */
export function requiredGrowth(spanYears: number): number {
  return spanYears >= G.growthYears ? G.growthMin : Math.pow(1 + G.growthMin, spanYears / G.growthYears) - 1;
}

function earningsGrowth(m: Metrics): LensCriterionV2 {
  const years = lastYears(m.ctx, G.growthYears).filter((v) => v.eps !== null);
  if (years.length < 6) return notAssessable('earnings_growth', reason('lens.graham.six_years_of_eps_needed'));
  const head = years.slice(0, 3);
  const tail = years.slice(-3);
  const startAvg = mean(head.map((v) => v.eps as number));
  const endAvg = mean(tail.map((v) => v.eps as number));
  const first = years[0] as YearView;
  const last = years.at(-1) as YearView;
  const span = last.fy - first.fy + 1;
  if (startAvg === null || endAvg === null || startAvg <= 0)
    return notAssessable('earnings_growth', reason('lens.graham.starting_eps_not_positive', { average_eps: figure(startAvg, 'inr_per_share') }));
  const growth = endAvg / startAvg - 1;
  const required = requiredGrowth(span);
  return criterion({
    id: 'earnings_growth',
    ok: growth >= required,
    figures: {
      start_average_eps: figure(startAvg, 'inr_per_share', fySpan(head[0]?.fy ?? null, head.at(-1)?.fy ?? null)),
      end_average_eps: figure(endAvg, 'inr_per_share', fySpan(tail[0]?.fy ?? null, last.fy)),
      growth: figure(growth, 'fraction'),
    },
    reason: span >= G.growthYears ? null : reason('lens.graham.growth_short_history', { years: span, required_growth: figure(required, 'fraction') }),
  });
}

/** Price over the average EPS of the last three fiscal years (Graham's 'average earnings of the past three years'). */
export function averageEarningsPe(m: Metrics): { pe: number | null; avgEps: number | null; years: YearView[]; why: Reason | null } {
  const years = lastYears(m.ctx, 3).filter((v) => v.eps !== null);
  const price = m.ctx.price?.price ?? null;
  // Restated on today's share count, as the price is (context/perShareBasis.ts).
  const avgEps = onTodaysShares(m.ctx.perShare, mean(years.map((v) => v.eps as number)));
  if (price === null) return { pe: null, avgEps, years, why: reason('lens.no_price') };
  if (avgEps === null) return { pe: null, avgEps, years, why: reason('lens.graham.eps_unknown') };
  if (avgEps <= 0) return { pe: null, avgEps, years, why: null };
  return { pe: safeDivide(price, avgEps), avgEps, years, why: null };
}

function peTests(m: Metrics): LensCriterionV2[] {
  const { pe, avgEps, years, why } = averageEarningsPe(m);
  if (why !== null) return [notAssessable('pe', why), notAssessable('pe_times_pb', why)];
  const note = shortHistory(years, 3);
  const averageEps = figure(avgEps, 'inr_per_share', fySpan(years[0]?.fy ?? null, years.at(-1)?.fy ?? null));
  if (pe === null) {
    const figures = { average_eps: averageEps };
    return [criterion({ id: 'pe', ok: false, figures, reason: note }), criterion({ id: 'pe_times_pb', ok: false, figures, reason: note })];
  }
  const peCriterion = criterion({
    id: 'pe',
    ok: pe <= G.maxPe,
    figures: { pe: figure(pe, 'times'), average_eps: averageEps, ...todaysSharesFigures(m.ctx.perShare) },
    reason: note,
  });
  const bvps = onTodaysShares(m.ctx.perShare, m.ctx.latest?.bvps ?? null);
  const pb = bvps === null ? null : safeDivide(m.ctx.price?.price ?? null, bvps, { positiveDenominator: true });
  if (pb === null) return [peCriterion, notAssessable('pe_times_pb', reason('lens.graham.book_value_unknown'))];
  const product = pe * pb;
  return [
    peCriterion,
    criterion({
      id: 'pe_times_pb',
      ok: product <= G.maxPeTimesPb,
      // The P/E is the `pe` criterion's, not sent twice.
      figures: { pe_times_pb: figure(product, 'number'), price_to_book: figure(pb, 'times') },
      reason: note,
    }),
  ];
}

export function grahamLens(m: Metrics): InvestorLensV2 {
  return buildLens('graham', [size(m.ctx.latest), financialCondition(m), earningsStability(m), dividendRecord(m), earningsGrowth(m), ...peTests(m)]);
}
