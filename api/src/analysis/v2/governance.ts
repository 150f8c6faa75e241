import { type GovernanceV2, type Figure, type Reason, type RecordYearChange } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { lastYears } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { fyLabel, fySpan } from '../format';
import { mean, safeDivide } from '../math/growth';
import { CAPEX_TOLERANCE, METRIC_INFO, POINTS_PER_PERCENT_SHORT, POINTS_PER_POINT_SHORT, type GuidanceOutcome } from '../metrics/guidanceCredibility';
import { type YoyPoint } from '../metrics/growthProfile';
import { computeShareChangeDetail } from '../metrics/shareChange';
import { PLEDGE_CONCERN, PLEDGE_RED_FLAG, readShareholding, type HoldingTrend } from '../metrics/shareholding';
import { guidanceLedgerThemes } from '../sections/guidanceThemes';
import { quote } from '../sections/text';
import { type GuidanceMetric, type GuidanceRecord } from '../types';
import { figure, reason } from './figure';

/**
 * Part 1 as v2 data (shared-types `GovernanceV2`): the governance signals, guidance against
 * results, the share count, dividends and shareholding. The v1 text is rendered from this
 * (../v1/part1.ts); see docs/decisions/0005-payload-v2-and-message-catalogue.md.
 */

type Guidance = GovernanceV2['guidance'];

/** A guided or actual figure: percent metrics as fractions (15 → 0.15), amounts in ₹ crore. */
export function guidedFigure(metric: GuidanceMetric, value: number): Figure {
  return METRIC_INFO[metric].unit === 'pct' ? figure(value / 100, 'fraction') : figure(value, 'inr_crore');
}

/**
 * What management said (the excerpt v1 quotes: whitespace tidied, cut at 200 characters; the
 * ledger keeps the whole) and where; absent when blank.
 */
function said(r: GuidanceRecord): { statement?: string; source?: string } {
  // quote() wraps the excerpt in curly quotes: the payload carries the words, the reader adds the marks.
  const statement = quote(r.statement).slice(1, -1);
  const source = r.source.trim();
  return { ...(statement === '' ? {} : { statement }), ...(source === '' ? {} : { source }) };
}

const comparisonOf = (a: number, b: number): 'above' | 'below' | 'in_line' => (a > b ? 'above' : a < b ? 'below' : 'in_line');

/** A guided growth rate against the CAGR the statements show, when there is one. */
function againstCagr(code: string, guidedPct: number, cagr: Analysis['growth']['sales']): Reason | undefined {
  if (cagr.value === null) return undefined;
  return reason(code, { period: fySpan(cagr.fromFy, cagr.toFy), record: figure(cagr.value, 'fraction'), comparison: comparisonOf(guidedPct, cagr.value) });
}

/** A current guided figure against what the statements show, when they show it. */
function againstRecord(a: Analysis, r: GuidanceRecord): Reason | undefined {
  const t = a.ctx.latest;
  const g = a.growth;
  const guidedPct = r.guidedValue / 100;
  switch (r.metric) {
    case 'revenue_growth_pct':
      return againstCagr('guidance.current.vs_sales_cagr', guidedPct, g.sales);
    case 'net_profit_growth_pct':
      return againstCagr('guidance.current.vs_profit_cagr', guidedPct, g.profit);
    case 'operating_margin_pct':
      if (t === null || t.opm === null) return undefined;
      return reason('guidance.current.vs_operating_margin', { period: t.label, record: figure(t.opm, 'fraction'), comparison: comparisonOf(guidedPct, t.opm) });
    case 'revenue_crore': {
      if (t === null || t.y.sales === null || t.y.sales <= 0) return undefined;
      const implied = safeDivide(r.guidedValue - t.y.sales, t.y.sales);
      return implied === null
        ? undefined
        : reason('guidance.current.implied_growth', { growth: figure(implied, 'fraction'), fy: t.label, sales: figure(t.y.sales, 'inr_crore') });
    }
    case 'capex_crore':
      if (t === null || t.y.capex === null) return undefined;
      return reason('guidance.current.vs_capex', { fy: t.label, capex: figure(t.y.capex, 'inr_crore'), estimated: t.y.capexEstimated ? true : undefined });
    default:
      return undefined;
  }
}

function comparison(o: GuidanceOutcome): Guidance['comparisons'][number] {
  const r = o.record;
  return {
    fy: fyLabel(r.fiscalYear),
    metric: r.metric,
    guided: guidedFigure(r.metric, r.guidedValue),
    actual: guidedFigure(r.metric, r.actual),
    outcome: o.hit ? 'delivered' : 'missed',
    accuracy: figure(o.score, 'score'),
    ...said(r),
  };
}

function credibility(a: Analysis): Guidance['credibility'] {
  const c = a.credibility;
  if (c.score === null) return { reason: reason('guidance.credibility.no_past_guidance') };
  const targets = c.outcomes.length;
  const verdict =
    c.score >= 80
      ? c.hits / targets >= 0.75
        ? reason('guidance.credibility.reliable')
        : reason('guidance.credibility.close_with_misses', { hits: c.hits, targets })
      : c.score >= 60
        ? reason('guidance.credibility.optimistic')
        : reason('guidance.credibility.overshoots');
  return {
    score: c.score,
    reason: verdict,
    method: reason('guidance.credibility.method', {
      capex_tolerance: figure(CAPEX_TOLERANCE, 'fraction'),
      points_per_point_short: figure(POINTS_PER_POINT_SHORT, 'score'),
      points_per_percent_short: figure(POINTS_PER_PERCENT_SHORT, 'score'),
    }),
  };
}

/** The largest miss (the first of equals) and, with four or more outcomes, whether accuracy is improving. */
function insights(outcomes: readonly GuidanceOutcome[]): Reason[] {
  const out: Reason[] = [];
  let worst: GuidanceOutcome | null = null;
  for (const o of outcomes) if (!o.hit && (worst === null || o.score < worst.score)) worst = o;
  if (worst !== null) {
    const r = worst.record;
    out.push(
      reason('guidance.insight.largest_miss', {
        fy: fyLabel(r.fiscalYear),
        metric: r.metric,
        actual: guidedFigure(r.metric, r.actual),
        guided: guidedFigure(r.metric, r.guidedValue),
        accuracy: figure(worst.score, 'score'),
      }),
    );
  }
  if (outcomes.length >= 4) {
    const half = Math.floor(outcomes.length / 2);
    const older = mean(outcomes.slice(0, half).map((o) => o.score));
    const newer = mean(outcomes.slice(half).map((o) => o.score));
    if (older !== null && newer !== null) {
      // Five points either way is noise.
      const trend = newer > older + 5 ? 'improving' : newer < older - 5 ? 'deteriorating' : 'steady';
      out.push(reason('guidance.insight.accuracy_trend', { trend, older: figure(older, 'score'), newer: figure(newer, 'score') }));
    }
  }
  return out;
}

function guidance(a: Analysis): Guidance {
  const c = a.credibility;
  const themes = guidanceLedgerThemes(a.ctx.guidance);
  return {
    current: c.current.map((r) => {
      const against = againstRecord(a, r);
      return { fy: fyLabel(r.fiscalYear), metric: r.metric, guided: guidedFigure(r.metric, r.guidedValue), ...(against ? { against } : {}), ...said(r) };
    }),
    comparisons: c.outcomes.map(comparison),
    credibility: credibility(a),
    insights: insights(c.outcomes),
    ...(themes.length > 0 ? { themes } : {}),
  };
}

function yearChange(p: YoyPoint): RecordYearChange {
  const g = p.growth;
  const change: RecordYearChange = { fy: fyLabel(p.fy) };
  if (g.kind === 'growth') change.growth = figure(g.value, 'fraction');
  if (g.kind === 'turned_positive') change.turned = 'positive';
  if (g.kind === 'turned_negative') change.turned = 'negative';
  if (p.bothNegative) change.both_negative = true;
  return change;
}

/** The first and last of the years with a figure, when they are two different years. */
function firstAndLast(views: readonly YearView[], pick: (v: YearView) => number | null): Figure[] | undefined {
  const known = views.filter((v) => pick(v) !== null);
  const first = known[0];
  const last = known.at(-1);
  if (first === undefined || last === undefined || first === last) return undefined;
  return [figure(pick(first), 'inr_crore', first.label), figure(pick(last), 'inr_crore', last.label)];
}

function record(a: Analysis): GovernanceV2['record'] {
  const ctx = a.ctx;
  const recent = lastYears(ctx, 5);
  const first = recent[0];
  if (ctx.latest === null || first === undefined) return undefined;
  const from = ctx.latest.fy - 4;
  const out: NonNullable<GovernanceV2['record']> = { period: fySpan(first.fy, ctx.latest.fy) };
  const sales = firstAndLast(recent, (v) => v.y.sales);
  const profit = firstAndLast(recent, (v) => v.y.netProfit);
  const salesGrowth = a.growth.salesYoy.filter((p) => p.fy >= from).map(yearChange);
  const profitGrowth = a.growth.profitYoy.filter((p) => p.fy >= from).map(yearChange);
  if (sales) out.sales = sales;
  if (profit) out.net_profit = profit;
  if (salesGrowth.length > 0) out.sales_growth = salesGrowth;
  if (profitGrowth.length > 0) out.profit_growth = profitGrowth;
  return out;
}

function shareChange(a: Analysis): GovernanceV2['share_change'] {
  const found = computeShareChangeDetail(a.ctx);
  if (found === null) return undefined;
  const s = found.change;
  // The dilution figure is shareChange.ts's, as in Part 2 and the score: a corporate action is not dilution.
  const verdict = s.dilution > 0.05 ? 'material_dilution' : s.change > 0.05 && s.notes.length > 0 ? 'corporate_action' : undefined;
  return {
    change: figure(s.change, 'fraction', fySpan(s.fromFy, s.toFy)),
    ...(verdict ? { verdict } : {}),
    ...(found.notes.length > 0 ? { corporate_actions: found.notes } : {}),
  };
}

function holding(t: HoldingTrend): NonNullable<NonNullable<GovernanceV2['shareholding']>['promoter']> {
  return {
    latest: figure(t.latest, 'fraction', t.latestAsOf),
    ...(t.earlier === null || t.earlierAsOf === null ? {} : { earlier: figure(t.earlier, 'fraction', t.earlierAsOf) }),
    ...(t.direction === null ? {} : { direction: t.direction }),
  };
}

function shareholding(a: Analysis): GovernanceV2['shareholding'] {
  const s = readShareholding(a.ctx.shareholding);
  if (s === null) return undefined;
  const i = s.institutions;
  return {
    as_of: s.asOf,
    ...(s.promoter === null ? {} : { promoter: holding(s.promoter) }),
    ...(s.pledge === null
      ? {}
      : {
          pledge: {
            share: figure(s.pledge.share, 'fraction', s.pledge.asOf),
            level: s.pledge.level,
            concern_above: figure(PLEDGE_CONCERN, 'fraction'),
            red_flag_above: figure(PLEDGE_RED_FLAG, 'fraction'),
          },
        }),
    ...(i === null
      ? {}
      : {
          institutions: {
            ...holding(i),
            ...(i.foreign === null ? {} : { foreign: figure(i.foreign, 'fraction') }),
            ...(i.domestic === null ? {} : { domestic: figure(i.domestic, 'fraction') }),
          },
        }),
  };
}

export function buildGovernanceV2(a: Analysis): GovernanceV2 {
  const t = a.ctx.latest;
  const rec = record(a);
  const moved = shareChange(a);
  const owners = shareholding(a);
  return {
    signals: a.governance,
    guidance: guidance(a),
    ...(rec === undefined ? {} : { record: rec }),
    ...(moved === undefined ? {} : { share_change: moved }),
    ...(t !== null && t.payout !== null ? { dividends: { payout: figure(t.payout, 'fraction', t.label), amount: figure(t.y.dividends, 'inr_crore') } } : {}),
    ...(owners === undefined ? {} : { shareholding: owners }),
  };
}
