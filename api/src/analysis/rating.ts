import { type NotRatedCode, type Reason } from 'shared-types/api';
import { MIN_ASSESSABLE_POINTS, MIN_PILLAR_SHARE, MIN_RATED_YEARS, PILLARS_NEEDED } from './assumptions';
import { hasModel } from './companyModel';
import { lastYears, type Context } from './context/buildContext';
import { PRICE_STALE_AFTER_DAYS, QUARTERS_RECENT_MONTHS, STALE_AFTER_MONTHS } from './context/freshness';
import { historyGapFacts } from './context/historyCoverage';
import { type YearView } from './context/yearMetrics';
import { fyLabel } from './format';
import { type ScoreResult } from './score';
import { notRatedTextV1 } from './v1/summary';
import { reason } from './v2/figure';
import { scoreToV2 } from './v2/score';

/**
 * Whether the company can be rated, and what data is missing. Unknown is not
 * bad: too little data means 'not rated' with the reason, never a low score,
 * and never a high one either: a score must rest on at least
 * MIN_ASSESSABLE_POINTS of its 100 points, and on at least half of business
 * quality, financial strength and valuation each. Reasons are codes with their
 * figures (v2's summary); v1/summary.ts words them.
 */

export interface Rating {
  status: 'rated' | 'not_rated';
  /** Why there is no score, as a code with its figures; null when rated. */
  notRated: Reason | null;
  /** The v1 code (analysis_meta.not_rated_code); null when rated. */
  code: NotRatedCode | null;
  /** v1's words for `notRated`, kept for the Part 2 and Part 3 texts until they render from v2; null when rated. */
  reason: string | null;
  /** What the data lacks, one code a line (v1's missing_data, before the context's dropped records). */
  missing: Reason[];
}

/** 'a', 'b' or 'a_and_b': which of two shortfalls hold (at least one does). */
const eitherOrBoth = (a: boolean, b: boolean, aName: string, bName: string): string => (a && b ? `${aName}_and_${bName}` : a ? aName : bName);

/** A stale price, still used (context/freshness.ts): how old, and against what. */
export function priceStaleReason(ctx: Context): Reason | null {
  const age = ctx.freshness?.price;
  const price = ctx.price;
  if (age === undefined || !age.stale || price === null) return null;
  const old = age.daysOld !== null && age.daysOld > PRICE_STALE_AFTER_DAYS;
  const beforeStatements = age.daysBeforeStatements > PRICE_STALE_AFTER_DAYS;
  return reason('price.stale', {
    date: price.date,
    date_basis: price.after === true ? 'after' : price.approximate === true ? 'on_or_after' : 'exact',
    // Which ages make it stale, for the message to choose its words.
    against: eitherOrBoth(old, beforeStatements, 'analysis', 'statements'),
    days_old: old ? (age.daysOld ?? undefined) : undefined,
    days_before_statements: beforeStatements ? age.daysBeforeStatements : undefined,
    statements_end: beforeStatements ? ctx.latest?.periodEnd : undefined,
    days_allowed: PRICE_STALE_AFTER_DAYS,
  });
}

const LATEST_FIELDS: Array<[string, (v: YearView) => unknown]> = [
  ['sales', (v) => v.y.sales],
  ['net_profit', (v) => v.y.netProfit],
  ['eps', (v) => v.eps],
  ['share_count', (v) => v.y.shares],
  ['operating_cash_flow', (v) => v.y.operatingCashFlow],
  ['total_assets', (v) => v.y.totalAssets],
  ['borrowings', (v) => v.y.borrowings],
  ['depreciation', (v) => v.y.depreciation],
  ['dividends', (v) => v.y.dividends],
];
const INDUSTRIAL_FIELDS: Array<[string, (v: YearView) => unknown]> = [
  ['capex', (v) => v.y.capex],
  ['receivables', (v) => v.y.receivables],
];

function missingData(ctx: Context): Reason[] {
  const missing: Reason[] = [];
  if (ctx.price === null) missing.push(reason('missing.price'));
  const t = ctx.latest;
  if (t === null) {
    missing.push(reason('missing.statements'));
  } else {
    const recent = lastYears(ctx, 5);
    const noCaCl = recent.every((v) => v.y.currentAssets === null || v.y.currentLiabilities === null);
    if (noCaCl && !ctx.isLender) missing.push(reason('missing.current_assets'));
    const gaps: string[] = [];
    for (let fy = ctx.years[0]?.fy ?? t.fy; fy < t.fy; fy += 1) if (!ctx.byFy.has(fy)) gaps.push(fyLabel(fy));
    if (gaps.length > 0) missing.push(reason('missing.statement_years', { fiscal_years: gaps }));
    for (const gap of historyGapFacts(ctx)) {
      missing.push(reason(`missing.${gap.what}`, { lacking: gap.lacking.map(fyLabel), having: gap.having.map(fyLabel) }));
    }
    const fields = ctx.isLender ? LATEST_FIELDS : [...LATEST_FIELDS, ...INDUSTRIAL_FIELDS];
    const absent = fields.filter(([, pick]) => pick(t) === null).map(([name]) => name);
    if (absent.length > 0) missing.push(reason('missing.latest_fields', { fiscal_year: t.label, fields: absent }));
    if (!ctx.isLender && t.y.capex !== null && t.y.capexEstimated) missing.push(reason('missing.reported_capex'));
    if (!ctx.years.some((v) => v.fyEndPrice !== null)) missing.push(reason('missing.year_end_prices'));
  }
  if (ctx.guidance.length === 0) missing.push(reason('missing.guidance'));
  // A stale price is still used: the score says so (context/freshness.ts, PRICE_STALE_AFTER_DAYS).
  const stale = priceStaleReason(ctx);
  if (stale !== null) missing.push({ ...stale, code: 'missing.recent_price' });
  return missing;
}

/** What keeps the score from resting on enough data: too few points in all, and the pillars short of their minimum. */
export function coverageShortfall(score: ScoreResult): Reason | null {
  const tooFew = score.assessable < MIN_ASSESSABLE_POINTS;
  const short = score.pillars.filter((p) => (PILLARS_NEEDED as readonly string[]).includes(p.name) && p.assessable < p.weight * MIN_PILLAR_SHARE);
  if (!tooFew && short.length === 0) return null;
  return reason('rating.low_coverage', {
    shortfall: eitherOrBoth(tooFew, short.length > 0, 'points', 'pillars'),
    assessable_points: tooFew ? Math.round(score.assessable) : undefined,
    points_needed: tooFew ? MIN_ASSESSABLE_POINTS : undefined,
    short_pillars: short.length === 0 ? undefined : short.map((p) => p.id),
  });
}

/** Statements too old for the price (context/freshness.ts): the dates and the allowance. */
function staleData(ctx: Context): Reason {
  const ttmEnd = ctx.ttm?.periodEnd;
  return reason('rating.stale_data', {
    statements_end: ctx.latest?.periodEnd,
    months_behind: ctx.freshness?.monthsBehind,
    price_date: ctx.price?.date,
    months_allowed: STALE_AFTER_MONTHS,
    quarters: ttmEnd === undefined ? 'none' : 'stale',
    quarters_end: ttmEnd,
    quarters_months: ttmEnd === undefined ? undefined : QUARTERS_RECENT_MONTHS,
  });
}

function notRatedReason(ctx: Context, score: ScoreResult): Reason | null {
  if (ctx.years.length === 0) return reason('rating.no_statements');
  if (!hasModel(ctx.kind)) return reason('rating.no_model', { kind: ctx.kind });
  const complete = ctx.years.filter((v) => v.y.sales !== null && v.y.netProfit !== null).length;
  if (complete < MIN_RATED_YEARS || ctx.price === null) {
    return reason('rating.insufficient_data', {
      shortfall: eitherOrBoth(complete < MIN_RATED_YEARS, ctx.price === null, 'years', 'price'),
      complete_years: complete < MIN_RATED_YEARS ? complete : undefined,
      years_needed: complete < MIN_RATED_YEARS ? MIN_RATED_YEARS : undefined,
      no_price: ctx.price === null ? true : undefined,
    });
  }
  if (ctx.freshness?.stale === true) return staleData(ctx);
  return coverageShortfall(score);
}

/** v1's code for a reason code: the part after 'rating.'; nothing scored is insufficient data. */
export function v1NotRatedCode(code: string): NotRatedCode {
  const tail = code.replace(/^rating\./, '');
  return (tail === 'nothing_scored' ? 'insufficient_data' : tail) as NotRatedCode;
}

export function computeRating(ctx: Context, score: ScoreResult): Rating {
  const missing = missingData(ctx);
  const notRated = notRatedReason(ctx, score);
  if (notRated === null) return { status: 'rated', notRated: null, code: null, reason: null, missing };
  const reasonText = notRatedTextV1(notRated, scoreToV2(score, ctx.isLender));
  return { status: 'not_rated', notRated, code: v1NotRatedCode(notRated.code), reason: reasonText, missing };
}
