import { PART1_SECTIONS, type CompanyDetails, type PART1_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { lastYears } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { formatCrore, formatPct, formatPoints, formatRatio, fyLabel, fySpan, joinList, plural } from '../format';
import { safeDivide } from '../math/growth';
import { CANNOT_SEE } from '../metrics/governanceSignals';
import { CAPEX_TOLERANCE, POINTS_PER_PERCENT_SHORT, POINTS_PER_POINT_SHORT, type GuidanceOutcome } from '../metrics/guidanceCredibility';
import { currentGuidanceText, keyInsights } from './part1Insights';
import { seenInFilings, shareholdingInsights } from './part1Shareholding';
import { growthList, guidanceFigure, quote } from './text';

/** Part 1: forecasts against actuals and the management-guidance credibility assessment. */

type Part1 = CompanyDetails[typeof PART1_TITLE];

export const CREDIBILITY_METHOD = `Method: each past guided figure scores 100 when met or beaten (capex: within ±${formatPct(CAPEX_TOLERANCE, 0)} of plan) and otherwise loses ${POINTS_PER_POINT_SHORT} points per percentage point short for figures in percent (growth, margins) and ${POINTS_PER_PERCENT_SHORT} points per 1% short of the guided amount for figures in crore (capex: per 1% of deviation beyond ±${formatPct(CAPEX_TOLERANCE, 0)}), so growth and margin misses weigh alike; floored at 0, and the credibility score is the simple average of those item scores.`;

function gapText(o: GuidanceOutcome): string {
  const { record, info } = o;
  if (info.direction === 'plan') {
    const dev = formatPct(o.relativeMiss, 0);
    const side = o.gap >= 0 ? 'above' : 'below';
    return o.hit
      ? `on plan (${dev} ${side}, within ±${formatPct(CAPEX_TOLERANCE, 0)})`
      : `off plan: ${dev} ${side} the guided figure, outside the ±${formatPct(CAPEX_TOLERANCE, 0)} band`;
  }
  const amount = info.unit === 'pct' ? formatPoints(o.gap / 100) : formatCrore(Math.abs(o.gap));
  if (o.gap === 0) return 'delivered exactly';
  // A gap too small to show is reported as in line, not as 'beating it by 0.0'.
  if (amount === formatPoints(0) || amount === formatCrore(0)) return o.hit ? 'delivered, in line with guidance' : 'a hair short of guidance';
  if (o.hit) return `delivered, beating it by ${amount}`;
  // Percent figures are judged by the points missed; amounts by the share of the guided figure.
  if (info.unit === 'pct') return `missed by ${formatPoints(-o.gap / 100)}`;
  const base = Math.max(Math.abs(record.guidedValue), 1);
  return `missed by ${amount} (${formatPct(-o.gap / base, 0)} short of the guided figure)`;
}

export function outcomeText(o: GuidanceOutcome): string {
  const said = quote(o.record.statement);
  const where = o.record.source.trim();
  const attribution = said || where ? ` Said: ${[said, where ? `(${where})` : ''].filter(Boolean).join(' ')}.` : '';
  return `Guided ${guidanceFigure(o.record.metric, o.record.guidedValue)}, actual ${guidanceFigure(o.record.metric, o.record.actual)}: ${gapText(o)}. Accuracy ${formatRatio(o.score, 0)}/100.${attribution}`;
}

function historicalComparison(outcomes: readonly GuidanceOutcome[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of outcomes) {
    const base = `${fyLabel(o.record.fiscalYear)} ${o.info.label}`;
    let key = base;
    for (let n = 2; key in out; n += 1) key = `${base} (${n})`;
    out[key] = outcomeText(o);
  }
  return out;
}

/** How many of the statement-based governance signals raise a concern, and which; then what the data cannot show. */
function signalsSummary(a: Analysis): string {
  const assessed = a.governance.filter((s) => s.status !== 'na');
  if (assessed.length === 0) return `The statements are too thin for governance signals. ${CANNOT_SEE}`;
  const concerns = assessed.filter((s) => s.status === 'concern').map((s) => s.name.toLowerCase());
  const which =
    concerns.length === 0
      ? 'none raises a concern'
      : `${concerns.length} ${concerns.length === 1 ? 'raises a concern' : 'raise concerns'}: ${joinList(concerns)}`;
  // Name each signal counted, so the count and the list cannot disagree (issue 29, finding 17).
  const names = joinList(assessed.map((s) => s.name.toLowerCase()));
  return `From the statements, ${plural(assessed.length, 'governance signal')} could be checked (${names}; each with its figures and threshold under Key Insights), and ${which}. ${CANNOT_SEE}`;
}

function credibilityAssessment(a: Analysis): string {
  const c = a.credibility;
  if (c.score === null) {
    return `No credibility score: there is no past guidance with reported outcomes to check against, and the investment score leaves guidance accuracy out rather than counting it against the company. ${signalsSummary(a)}`;
  }
  const fys = c.outcomes.map((o) => o.record.fiscalYear);
  const hitRate = c.hits / c.outcomes.length;
  const verdict =
    c.score >= 80
      ? hitRate >= 0.75
        ? 'Guidance has been a reliable guide to results.'
        : `Results have landed close to guidance, though only ${c.hits} of ${c.outcomes.length} targets were met outright; the misses were small.`
      : c.score >= 60
        ? 'Guidance has usually been close but leans optimistic; discount it somewhat.'
        : 'Guidance has repeatedly overshot results; treat new targets with scepticism.';
  return `Credibility score: ${c.score}/100. Management delivered ${c.hits} of ${plural(c.outcomes.length, 'guided figure')} (${formatPct(safeDivide(c.hits, c.outcomes.length), 0)}) between ${fyLabel(Math.min(...fys))} and ${fyLabel(Math.max(...fys))}. ${verdict} ${CREDIBILITY_METHOD} ${signalsSummary(a)}`;
}

/** 'sales ₹1,000 crore (FY2021) → ₹1,500 crore (FY2025)', from the first and last years with a figure. */
function movement(views: readonly YearView[], what: string, pick: (v: YearView) => number | null): string | null {
  const known = views.filter((v) => pick(v) !== null);
  const first = known[0];
  const last = known[known.length - 1];
  if (first === undefined || last === undefined || first === last) return null;
  return `${what} ${formatCrore(pick(first))} (${first.label}) → ${formatCrore(pick(last))} (${last.label})`;
}

function actualRecord(a: Analysis): string {
  const ctx = a.ctx;
  const recent = lastYears(ctx, 5);
  const first = recent[0];
  if (ctx.latest === null || first === undefined)
    return 'No financial statements have been imported yet, so there is no record of actual results to set against any forecast.';
  const from = ctx.latest.fy - 4;
  const moves = [movement(recent, 'sales', (v) => v.y.sales), movement(recent, 'net profit', (v) => v.y.netProfit)].filter((m): m is string => m !== null);
  const span = fySpan(first.fy, ctx.latest.fy);
  const parts = [
    moves.length > 0
      ? `What the statements show for ${span}: ${moves.join('; ')}.`
      : `The statements for ${span} do not give sales and net profit for two or more years, so there is no trend to report.`,
  ];
  const salesYoy = a.growth.salesYoy.filter((p) => p.fy >= from);
  const profitYoy = a.growth.profitYoy.filter((p) => p.fy >= from);
  if (salesYoy.length > 0) parts.push(`Sales growth by year: ${growthList(salesYoy, 'amount')}.`);
  if (profitYoy.length > 0) parts.push(`Net profit growth by year: ${growthList(profitYoy, 'profit')}.`);
  return parts.join(' ');
}

function forecastVsActuals(a: Analysis): string {
  const outcomes = a.credibility.outcomes;
  const record = actualRecord(a);
  if (outcomes.length === 0) {
    return `No past management guidance is on record for this company, so forecasts cannot be checked against actuals. ${record}`;
  }
  const lastFy = Math.max(...outcomes.map((o) => o.record.fiscalYear));
  const window = outcomes.filter((o) => o.record.fiscalYear >= lastFy - 4);
  const hits = window.filter((o) => o.hit).length;
  const lines = window.map(
    (o) =>
      `${fyLabel(o.record.fiscalYear)} ${o.info.label}: guided ${guidanceFigure(o.record.metric, o.record.guidedValue)}, actual ${guidanceFigure(o.record.metric, o.record.actual)} (${o.hit ? 'delivered' : 'missed'})`,
  );
  return `Over ${fySpan(Math.min(...window.map((o) => o.record.fiscalYear)), lastFy)} management put ${plural(window.length, 'figure')} on record and delivered ${hits}. ${lines.join('; ')}. ${record}`;
}

export function buildPart1(a: Analysis): Part1 {
  const c = a.credibility;
  return {
    [PART1_SECTIONS[0]]: forecastVsActuals(a),
    [PART1_SECTIONS[1]]: {
      'Current Guidance': currentGuidanceText(a, c.current),
      'Historical Comparison': historicalComparison(c.outcomes),
      'Overall Credibility Assessment': seenInFilings(credibilityAssessment(a), a.ctx),
      'Key Insights': [...keyInsights(a), ...shareholdingInsights(a.ctx)],
    },
  };
}
