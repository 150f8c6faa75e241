import { DISCOUNT_RATE, LENDER_MOAT_MIN_YEARS, LENDER_MOAT_SPREAD, NORMAL_ROE_YEARS } from './assumptions';
import { type Metrics } from './computedMetrics';
import { lastYears, type Context } from './context/buildContext';
import { formatPct, formatPoints, fyLabel, fySpan as span, joinList, plural } from './format';
import { normalisedRoe, type NormalisedRoe } from './metrics/lenderValuation';
import { npaTrend, readAssetQuality } from './metrics/assetQuality';
import { THRESHOLDS } from './metrics/riskFactorTypes';
import { stabilityPhrase } from './math/stability';
import { fixed, leftOut, linear, pct, points, profitRecord, times, type Measure } from './measureScale';

// Lenders' own measures in business quality, financial strength and earnings quality (see scoreMeasures.ts).

/**
 * Lender measures: points and the linear scales (0 points at `zeroAt`, full marks at `fullAt`).
 * ROE level and the capital cushion earn nothing exactly where Part 2 flags them as a risk.
 */
export const LENDER_MEASURES = {
  roeLevel: { max: 15, zeroAt: THRESHOLDS.lenderRoe, fullAt: 0.2 },
  roeStability: { max: 10, zeroAt: 0.06, fullAt: 0.01 },
  capitalCushion: { max: 6, zeroAt: THRESHOLDS.lenderEquityToAssets, fullAt: 0.15 },
  leverageTrend: { max: 4, zeroAt: 0.2, fullAt: 0 },
  // Net NPA of the latest quarter filed: sound Indian banks run at 0.5% or less; 3% is far from sound.
  assetQuality: { max: 5, zeroAt: 0.03, fullAt: 0.005 },
  profitRecord: { max: 3 },
  profitConsistency: { max: 6, zeroAt: 0.5, fullAt: 1 },
  worstProfitFall: { max: 6, zeroAt: -0.5, fullAt: 0 },
} as const;

const L = LENDER_MEASURES;

export interface LenderMoat {
  reading: 'moat' | 'clears' | 'no_moat';
  normal: NormalisedRoe;
  /** Years of the span whose ROE was below the cost of equity. */
  belowYears: number[];
}

/**
 * A lender's moat: a normalised ROE at least LENDER_MOAT_SPREAD above the cost of equity, with ROE at or
 * above the cost of equity in all but one of at least LENDER_MOAT_MIN_YEARS years, so the spread held
 * across a credit cycle (README, "Lenders"). One bad year is a cycle; more is the business.
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

/** The moat verdict in words, with the bar stated. */
export function lenderMoatText(m: LenderMoat): string {
  const coe = `the ${formatPct(DISCOUNT_RATE, 0)} cost of equity`;
  const n = m.normal;
  const bar = `A lender's moat needs ROE at least ${formatPoints(LENDER_MOAT_SPREAD, 0)} above ${coe}, held across a credit cycle (at or above it in all but one of at least ${LENDER_MOAT_MIN_YEARS} years).`;
  const roe = `ROE through the cycle (median on average net worth over ${span(n.fromFy, n.toFy)}, peaks and troughs left out) is ${formatPct(n.value)}`;
  if (m.reading === 'no_moat') return `${bar} ${roe}, at or below ${coe}: the numbers show no moat.`;
  if (m.reading === 'moat') {
    const one = m.belowYears.length === 1 ? `, with only ${fyLabel(m.belowYears[0] as number)} below ${coe}` : '';
    return `${bar} ${roe}${one}, which points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.`;
  }
  if (n.years < LENDER_MOAT_MIN_YEARS)
    return `${bar} ${roe}: it clears ${coe}, but ${plural(n.years, 'year')} cannot show that the spread holds across a credit cycle.`;
  if (m.belowYears.length > 1) {
    return `${bar} ${roe}, but ROE fell below ${coe} in ${joinList(m.belowYears.map(fyLabel))}, so the spread has not held across the cycle.`;
  }
  return `${bar} ${roe}: it clears ${coe} by ${formatPoints(n.value - DISCOUNT_RATE)}, short of the bar.`;
}

/** The latest return on average assets, beside ROE: leverage can lift ROE, not RoA. */
function roaNote(m: Metrics): string {
  const t = m.ctx.latest;
  return t === null || t.roa === null ? '' : `; return on assets ${formatPct(t.roa, 2)} in ${t.label}`;
}

export function lenderBusinessQuality(m: Metrics): Measure[] {
  const level = m.returns.roe;
  const long = m.returns.roeLong;
  return [
    level.median === null
      ? leftOut('ROE level', L.roeLevel.max, 'ROE unknown (needs net profit and a positive net worth)')
      : linear(
          'ROE level',
          L.roeLevel.max,
          level.median,
          L.roeLevel.zeroAt,
          L.roeLevel.fullAt,
          `median ROE ${formatPct(level.median)} on average net worth over ${span(level.fromFy, level.toFy)}${roaNote(m)}`,
        ),
    long.stability === null
      ? leftOut('ROE stability', L.roeStability.max, 'needs three years of ROE')
      : linear(
          'ROE stability',
          L.roeStability.max,
          long.stability.swing,
          L.roeStability.zeroAt,
          L.roeStability.fullAt,
          `ROE: ${stabilityPhrase(long.stability)} over ${span(long.fromFy, long.toFy)}`,
          points,
        ),
  ];
}

export function lenderFinancialStrength(m: Metrics, t: NonNullable<Metrics['ctx']['latest']>): Measure[] {
  const eta = m.returns.equityToAssets;
  const lev = m.returns.leverage;
  const rise = (x: number): string => (x === 0 ? 'no rise' : `a ${pct(x)} rise`);
  return [
    eta === null
      ? leftOut('Capital cushion', L.capitalCushion.max, 'net worth or total assets unknown')
      : linear(
          'Capital cushion',
          L.capitalCushion.max,
          eta,
          L.capitalCushion.zeroAt,
          L.capitalCushion.fullAt,
          `net worth ${formatPct(eta)} of total assets in ${t.label}`,
        ),
    t.netWorth !== null && t.netWorth <= 0
      ? fixed('Leverage trend', L.leverageTrend.max, 0, `net worth is not positive in ${t.label}`)
      : lev === null
        ? leftOut('Leverage trend', L.leverageTrend.max, 'needs total assets and a positive net worth in the latest year and in one at least two years earlier')
        : linear(
            'Leverage trend',
            L.leverageTrend.max,
            lev.change,
            L.leverageTrend.zeroAt,
            L.leverageTrend.fullAt,
            `total assets / net worth ${times(lev.from)} in ${fyLabel(lev.fromFy)} and ${times(lev.to)} in ${fyLabel(lev.toFy)}, ` +
              `${lev.change >= 0 ? 'up' : 'down'} ${formatPct(Math.abs(lev.change))}`,
            rise,
          ),
    assetQualityMeasure(m),
  ];
}

/** Net NPA from the standalone results filings (metrics/assetQuality.ts), its trend stated beside it. */
function assetQualityMeasure(m: Metrics): Measure {
  const npa = readAssetQuality(m.ctx).npa;
  if (npa === null || npa.net === null) {
    return leftOut('Asset quality', L.assetQuality.max, 'no net NPA in the imported results filings (a bank files it in its standalone results)');
  }
  const gross = npa.gross === null ? '' : ` and gross NPA ${formatPct(npa.gross, 2)}`;
  return linear(
    'Asset quality',
    L.assetQuality.max,
    npa.net,
    L.assetQuality.zeroAt,
    L.assetQuality.fullAt,
    `net NPA ${formatPct(npa.net, 2)}${gross} at ${npa.periodEnd} (${npaTrend(npa)})`,
    (x) => formatPct(x, 1),
  );
}

/** The largest year-on-year fall in net profit over the last ten years; a year that ends in a loss counts as a 100% fall. */
function worstProfitFall(m: Metrics): { fy: number; change: number; loss: boolean } | null {
  let worst: { fy: number; change: number; loss: boolean } | null = null;
  for (const p of m.growth.profitYoy) {
    const loss = p.growth.kind === 'turned_negative' || p.bothNegative;
    const change = loss ? -1 : p.growth.kind === 'growth' ? Math.max(-1, p.growth.value) : 0;
    if (worst === null || change < worst.change) worst = { fy: p.fy, change, loss };
  }
  return worst;
}

export function lenderEarningsQuality(m: Metrics): Measure[] {
  const g = m.growth;
  const first = g.profitYoy[0]?.fy;
  const last = g.profitYoy[g.profitYoy.length - 1]?.fy;
  const window = first === undefined || last === undefined ? '' : ` over ${span(first - 1, last)}`;
  const worst = worstProfitFall(m);
  let fall: Measure;
  if (worst === null) fall = leftOut('Worst profit fall', L.worstProfitFall.max, 'no year-on-year change in net profit can be measured');
  else if (worst.change >= 0)
    fall = fixed(
      'Worst profit fall',
      L.worstProfitFall.max,
      L.worstProfitFall.max,
      `net profit did not fall in any of ${plural(g.profitMeasured, 'year-on-year comparison')}${window}`,
    );
  else {
    const what = worst.loss ? `a loss (counted as a 100% fall)` : `net profit down ${formatPct(-worst.change)}`;
    fall = linear(
      'Worst profit fall',
      L.worstProfitFall.max,
      worst.change,
      L.worstProfitFall.zeroAt,
      L.worstProfitFall.fullAt,
      `${fyLabel(worst.fy)} was the worst year${window}: ${what}`,
      (x) => (x === 0 ? 'no fall' : `a ${pct(-x)} fall or a loss`),
    );
  }
  return [
    profitRecord(m, L.profitRecord.max),
    g.profitMeasured === 0
      ? leftOut('Profit consistency', L.profitConsistency.max, 'no year-on-year change in net profit can be measured')
      : linear(
          'Profit consistency',
          L.profitConsistency.max,
          g.profitUpYears / g.profitMeasured,
          L.profitConsistency.zeroAt,
          L.profitConsistency.fullAt,
          `net profit rose in ${g.profitUpYears} of ${plural(g.profitMeasured, 'year-on-year comparison')}${window}`,
          (x) => `${pct(x)} of years`,
        ),
    fall,
  ];
}
