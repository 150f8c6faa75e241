import { GRAHAM_RULES, type InvestorLens, type LensCriterion } from 'shared-types/api';
import { lastYears } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { type Metrics } from '../computedMetrics';
import { formatCrore, formatPct, formatRatio, formatRupees, fySpan, joinList, plural } from '../format';
import { mean, safeDivide } from '../math/growth';
import { buildLens, criterion, notAssessable, shortHistoryNote } from './criteria';
import { onTodaysShares, todaysSharesClause } from '../context/perShareBasis';

/**
 * Benjamin Graham's seven tests for the defensive investor. Where a test needs more
 * years than the data holds, it is judged on the years there are and the note says so.
 */

/** The bars, shared with the view's threshold texts (shared-types' lens catalogue). */
const G = GRAHAM_RULES;

function size(latest: YearView | null): LensCriterion {
  const sales = latest?.y.sales ?? null;
  if (latest === null || sales === null) return notAssessable('size', 'sales unknown');
  return criterion({ id: 'size', ok: sales >= G.minSales, figure: `${formatCrore(sales)} (${latest.label})`, value: sales });
}

function financialCondition(m: Metrics): LensCriterion {
  const latest = m.ctx.latest;
  if (m.ctx.isLender) {
    const cushion = m.returns.equityToAssets;
    if (cushion === null) return notAssessable('capital_cushion', 'net worth or total assets unknown');
    return criterion({
      id: 'capital_cushion',
      ok: cushion >= G.lenderCushion,
      figure: `${formatPct(cushion)} (${latest?.label ?? ''})`,
      value: cushion,
    });
  }
  const cr = latest === null ? null : safeDivide(latest.y.currentAssets, latest.y.currentLiabilities, { positiveDenominator: true });
  if (latest === null || cr === null) return notAssessable('current_ratio', 'no current assets and liabilities in the data');
  return criterion({ id: 'current_ratio', ok: cr >= G.currentRatio, figure: `${formatRatio(cr, 2)} (${latest.label})`, value: cr });
}

interface EveryYearTest {
  id: string;
  years: number;
  pick: (v: YearView) => number | null;
  unknown: string;
  /** 'profitable' / 'paid': the figure when every year passes. */
  allWord: string;
  /** How the figure names the years that miss. */
  missed: (labels: string, missing: number, of: number) => string;
}

/** A test of every year in the window (a positive figure each year), judged on the years with a figure. */
function everyYear(m: Metrics, t: EveryYearTest): LensCriterion {
  const years = lastYears(m.ctx, t.years).filter((v) => t.pick(v) !== null);
  if (years.length === 0) return notAssessable(t.id, t.unknown);
  const misses = years.filter((v) => (t.pick(v) as number) <= 0);
  const span = fySpan(years[0]?.fy ?? null, years.at(-1)?.fy ?? null);
  return criterion({
    id: t.id,
    ok: misses.length === 0,
    figure:
      misses.length === 0
        ? `${t.allWord} in all ${plural(years.length, 'year')} (${span})`
        : t.missed(joinList(misses.map((v) => v.label)), misses.length, years.length),
    value: years.length - misses.length,
    note: shortHistoryNote(years, t.years, 'Graham'),
  });
}

const earningsStability = (m: Metrics): LensCriterion =>
  everyYear(m, {
    id: 'earnings_stability',
    years: G.stabilityYears,
    pick: (v) => v.y.netProfit,
    unknown: 'net profit unknown',
    allWord: 'profitable',
    missed: (labels, n, of) => `a loss in ${labels}; ${of - n} of ${of} years profitable`,
  });

const dividendRecord = (m: Metrics): LensCriterion =>
  everyYear(m, {
    id: 'dividend_record',
    years: G.dividendYears,
    pick: (v) => v.y.dividends,
    unknown: 'dividends unknown',
    allWord: 'paid',
    missed: (labels) => `none paid in ${labels}`,
  });

/** The growth Graham's one-third over ten years asks of a shorter window, at the same yearly pace. */
export function requiredGrowth(spanYears: number): number {
  return spanYears >= G.growthYears ? G.growthMin : Math.pow(1 + G.growthMin, spanYears / G.growthYears) - 1;
}

function earningsGrowth(m: Metrics): LensCriterion {
  const years = lastYears(m.ctx, G.growthYears).filter((v) => v.eps !== null);
  if (years.length < 6) return notAssessable('earnings_growth', 'needs six years of EPS');
  const head = years.slice(0, 3);
  const tail = years.slice(-3);
  const startAvg = mean(head.map((v) => v.eps as number));
  const endAvg = mean(tail.map((v) => v.eps as number));
  const first = years[0] as YearView;
  const last = years.at(-1) as YearView;
  const span = last.fy - first.fy + 1;
  if (startAvg === null || endAvg === null || startAvg <= 0)
    return notAssessable('earnings_growth', `the starting three-year average EPS (${formatRupees(startAvg)}) is not positive, so growth is not meaningful`);
  const growth = endAvg / startAvg - 1;
  const required = requiredGrowth(span);
  const from = `${formatRupees(startAvg)} (${fySpan(head[0]?.fy ?? null, head.at(-1)?.fy ?? null)})`;
  const to = `${formatRupees(endAvg)} (${fySpan(tail[0]?.fy ?? null, last.fy)})`;
  const note = span >= G.growthYears ? null : `judged on ${plural(span, 'year')}: Graham asks for 10, so the bar is the same pace, ${formatPct(required)}`;
  return criterion({
    id: 'earnings_growth',
    ok: growth >= required,
    figure: `average EPS ${from} → ${to}, ${growth >= 0 ? '+' : '−'}${formatPct(Math.abs(growth))}`,
    value: growth,
    note,
  });
}

/** Price over the average EPS of the last three fiscal years (Graham's 'average earnings of the past three years'). */
export function averageEarningsPe(m: Metrics): { pe: number | null; avgEps: number | null; years: YearView[]; why: string | null } {
  const years = lastYears(m.ctx, 3).filter((v) => v.eps !== null);
  const price = m.ctx.price?.price ?? null;
  // Restated on today's share count, as the price is (context/perShareBasis.ts).
  const avgEps = onTodaysShares(m.ctx.perShare, mean(years.map((v) => v.eps as number)));
  if (price === null) return { pe: null, avgEps, years, why: 'there is no current share price' };
  if (avgEps === null) return { pe: null, avgEps, years, why: 'EPS unknown for the last three years' };
  if (avgEps <= 0) return { pe: null, avgEps, years, why: null };
  return { pe: safeDivide(price, avgEps), avgEps, years, why: null };
}

function peTests(m: Metrics): LensCriterion[] {
  const { pe, avgEps, years, why } = averageEarningsPe(m);
  if (why !== null) return [notAssessable('pe', why), notAssessable('pe_times_pb', why)];
  const note = shortHistoryNote(years, 3, 'Graham');
  const span = fySpan(years[0]?.fy ?? null, years.at(-1)?.fy ?? null);
  if (pe === null) {
    const figure = `average EPS ${formatRupees(avgEps)} (${span}): no earnings to price`;
    return [criterion({ id: 'pe', ok: false, figure, note }), criterion({ id: 'pe_times_pb', ok: false, figure, note })];
  }
  const restated = todaysSharesClause(m.ctx.perShare, 'EPS');
  const peCriterion = criterion({
    id: 'pe',
    ok: pe <= G.maxPe,
    figure: `${formatRatio(pe)} (average EPS ${formatRupees(avgEps)}, ${span}${restated === '' ? '' : `; ${restated}`})`,
    value: pe,
    note,
  });
  const bvps = onTodaysShares(m.ctx.perShare, m.ctx.latest?.bvps ?? null);
  const pb = bvps === null ? null : safeDivide(m.ctx.price?.price ?? null, bvps, { positiveDenominator: true });
  if (pb === null) return [peCriterion, notAssessable('pe_times_pb', 'book value per share unknown or not positive')];
  const product = pe * pb;
  return [
    peCriterion,
    criterion({
      id: 'pe_times_pb',
      ok: product <= G.maxPeTimesPb,
      figure: `${formatRatio(product)} (P/E ${formatRatio(pe)} × P/B ${formatRatio(pb, 2)})`,
      value: product,
      note,
    }),
  ];
}

export function grahamLens(m: Metrics): InvestorLens {
  return buildLens('graham', [size(m.ctx.latest), financialCondition(m), earningsStability(m), dividendRecord(m), earningsGrowth(m), ...peTests(m)]);
}
