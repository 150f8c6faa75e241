import { type NotRatedCode } from 'shared-types/api';
import { MIN_ASSESSABLE_POINTS, MIN_PILLAR_SHARE, MIN_RATED_YEARS, PILLARS_NEEDED } from './assumptions';
import { noModelReason } from './companyModel';
import { lastYears, type Context } from './context/buildContext';
import { historyGaps } from './context/historyCoverage';
import { type YearView } from './context/yearMetrics';
import { formatRatio, fyLabel, joinList, plural } from './format';
import { type ScoreResult } from './score';

/**
 * Whether the company can be rated, and what data is missing. Unknown is not
 * bad: too little data means 'not rated' with the reason, never a low score,
 * and never a high one either: a score must rest on at least
 * MIN_ASSESSABLE_POINTS of its 100 points, and on at least half of business
 * quality, financial strength and valuation each.
 */

export const NO_STATEMENTS_REASON = 'Not rated — no financial statements imported yet';

export interface Rating {
  status: 'rated' | 'not_rated';
  reason: string | null;
  /** The reason as a code, for the UI to word (analysis_meta.not_rated_code); null when rated. */
  code: NotRatedCode | null;
  /** What the reason says after its code's words ('insufficient data: …'); null when rated or when the code says it all. */
  detail: string | null;
  /** The parts of the reason after 'insufficient data:', for texts that repeat it. */
  shortfalls: string[];
  missing: string[];
}

function missingData(ctx: Context): string[] {
  const missing: string[] = [];
  if (ctx.price === null) missing.push('current share price');
  const t = ctx.latest;
  if (t === null) {
    missing.push('financial statements');
  } else {
    const recent = lastYears(ctx, 5);
    const noCaCl = recent.every((v) => v.y.currentAssets === null || v.y.currentLiabilities === null);
    if (noCaCl && !ctx.isLender)
      missing.push('current assets and current liabilities (Piotroski criterion 6 and Altman X1 not computed; Screener-style ROCE used)');
    const gaps: string[] = [];
    for (let fy = ctx.years[0]?.fy ?? t.fy; fy < t.fy; fy += 1) if (!ctx.byFy.has(fy)) gaps.push(fyLabel(fy));
    if (gaps.length > 0) missing.push(`statements for ${joinList(gaps)} (growth across the gap not computed)`);
    missing.push(...historyGaps(ctx));
    const fields: Array<[string, (v: YearView) => unknown]> = [
      ['sales', (v) => v.y.sales],
      ['net profit', (v) => v.y.netProfit],
      ['EPS', (v) => v.eps],
      ['share count', (v) => v.y.shares],
      ['operating cash flow', (v) => v.y.operatingCashFlow],
      ['total assets', (v) => v.y.totalAssets],
      ['borrowings', (v) => v.y.borrowings],
      ['depreciation', (v) => v.y.depreciation],
      ['dividends', (v) => v.y.dividends],
    ];
    if (!ctx.isLender) fields.push(['capex', (v) => v.y.capex], ['receivables', (v) => v.y.receivables]);
    const absent = fields.filter(([, pick]) => pick(t) === null).map(([name]) => name);
    if (absent.length > 0) missing.push(`${t.label} ${joinList(absent)}`);
    if (!ctx.isLender && t.y.capex !== null && t.y.capexEstimated) missing.push('reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)');
    if (!ctx.years.some((v) => v.fyEndPrice !== null)) missing.push('fiscal-year-end share prices (no historical P/E or price to cash flow)');
  }
  if (ctx.guidance.length === 0) missing.push('management guidance ledger (credibility not scored)');
  // A stale price is still used: the score says so (context/freshness.ts, PRICE_STALE_AFTER_DAYS).
  if (ctx.freshness?.price.note) missing.push(`a recent share price: ${ctx.freshness.price.note}; the valuation measures of the score use it all the same`);
  return [...missing, ...ctx.dropped];
}

const pts = (x: number): string => formatRatio(x, 0);

/** What keeps the score from resting on enough data: each pillar short of its minimum, with the measures left out. */
export function coverageShortfalls(score: ScoreResult): string[] {
  const out: string[] = [];
  if (score.assessable < MIN_ASSESSABLE_POINTS) {
    out.push(`only ${pts(score.assessable)} of the score's 100 points could be assessed (${MIN_ASSESSABLE_POINTS} needed)`);
  }
  for (const p of score.pillars) {
    if (!(PILLARS_NEEDED as readonly string[]).includes(p.name) || p.assessable >= p.weight * MIN_PILLAR_SHARE) continue;
    const leftOut = p.measures.filter((m) => m.points === null).map((m) => `${m.label} (${m.leftOutReason ?? 'no data'})`);
    out.push(`${p.name.toLowerCase()} ${pts(p.assessable)} of ${p.weight} points assessable (half needed): ${joinList(leftOut)}`);
  }
  return out;
}

export function computeRating(ctx: Context, score: ScoreResult): Rating {
  const missing = missingData(ctx);
  const notRated = (code: NotRatedCode, reason: string, shortfalls: string[], detail: string | null): Rating => ({
    status: 'not_rated',
    reason,
    code,
    detail,
    shortfalls,
    missing,
  });
  if (ctx.years.length === 0) return notRated('no_statements', NO_STATEMENTS_REASON, ['no financial statements imported yet'], null);
  const unmodelled = noModelReason(ctx.kind);
  if (unmodelled !== null) return notRated('no_model', unmodelled, [unmodelled.replace(/^Not rated — /, '')], null);
  const shortfalls: string[] = [];
  const complete = ctx.years.filter((v) => v.y.sales !== null && v.y.netProfit !== null).length;
  if (complete < MIN_RATED_YEARS) shortfalls.push(`only ${plural(complete, 'fiscal year')} with both sales and net profit (${MIN_RATED_YEARS} needed)`);
  if (ctx.price === null) shortfalls.push('no current share price');
  if (shortfalls.length > 0) return notRated('insufficient_data', `Not rated — insufficient data: ${shortfalls.join('; ')}`, shortfalls, shortfalls.join('; '));
  if (ctx.freshness?.stale === true) {
    const why = ctx.freshness.reason ?? 'the statements are too old for the price';
    return notRated('stale_data', `Not rated — stale data: ${why}`, [why], why);
  }
  const thin = coverageShortfalls(score);
  if (thin.length > 0) return notRated('low_coverage', `Not rated — too little data: ${thin.join('; ')}`, thin, thin.join('; '));
  return { status: 'rated', reason: null, code: null, detail: null, shortfalls, missing };
}
