import { PART1_SECTIONS, type CompanyDetails, type Figure, type GovernanceV2, type GuidanceComparison, type PART1_TITLE, type Reason } from 'shared-types/api';
import { formatCrore, formatPct, formatPoints, formatRatio, fyLabel, fySpan, plural } from '../format';
import { safeDivide, type Growth } from '../math/growth';
import { METRIC_INFO, type MetricInfo } from '../metrics/guidanceCredibility';
import { guidanceMetricV1Name } from './guidanceMetricNames';
import { type YoyPoint } from '../metrics/growthProfile';
import { growthList, guidanceFigure, quote } from '../sections/text';
import { type GuidanceMetric } from '../types';
import { dividendLine, shareChangeLine, shareholdingLines } from './part1Ownership';
import { valueOf, textOf, yearOf } from './part1Params';
import { signalsSummary, signalText } from './part1Signals';

/**
 * Part 1 in the v1 words ('1. Future Forecast vs. Actuals (Past 5 Years)' and '2. Management
 * Guidance Analysis'), rendered from its v2 data alone: v1 is served from stored v2 for clients
 * built before it, byte for byte as the golden payloads have it
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

type Part1 = CompanyDetails[typeof PART1_TITLE];
type Guidance = GovernanceV2['guidance'];

const info = (metric: string): MetricInfo => METRIC_INFO[metric as GuidanceMetric] ?? { unit: 'crore', direction: 'higher' };

/** A guided or actual figure back in the ledger's unit: percent metrics from their fraction (0.15 → 15). */
function ledgerValue(metric: string, f: Figure): number {
  const v = f.value ?? Number.NaN;
  // Fractions carry six decimals, so percent four: rounding there undoes the float noise of ×100.
  return info(metric).unit === 'pct' ? Math.round(v * 1e6) / 1e4 : v;
}

const shown = (metric: string, f: Figure): string => guidanceFigure(metric as GuidanceMetric, ledgerValue(metric, f));

function gapText(c: GuidanceComparison, method: Reason | undefined): string {
  const m = info(c.metric);
  const guided = ledgerValue(c.metric, c.guided);
  const gap = ledgerValue(c.metric, c.actual) - guided;
  const hit = c.outcome === 'delivered';
  const tolerance = formatPct(valueOf(method?.params, 'capex_tolerance'), 0);
  if (m.direction === 'plan') {
    const dev = formatPct(Math.abs(gap) / Math.max(Math.abs(guided), 1), 0);
    const side = gap >= 0 ? 'above' : 'below';
    return hit ? `on plan (${dev} ${side}, within ±${tolerance})` : `off plan: ${dev} ${side} the guided figure, outside the ±${tolerance} band`;
  }
  const amount = m.unit === 'pct' ? formatPoints(gap / 100) : formatCrore(Math.abs(gap));
  if (gap === 0) return 'delivered exactly';
  // A gap too small to show is reported as in line, not as 'beating it by 0.0'.
  if (amount === formatPoints(0) || amount === formatCrore(0)) return hit ? 'delivered, in line with guidance' : 'a hair short of guidance';
  if (hit) return `delivered, beating it by ${amount}`;
  // Percent figures are judged by the points missed; amounts by the share of the guided figure.
  if (m.unit === 'pct') return `missed by ${formatPoints(-gap / 100)}`;
  return `missed by ${amount} (${formatPct(-gap / Math.max(Math.abs(guided), 1), 0)} short of the guided figure)`;
}

function outcomeText(c: GuidanceComparison, method: Reason | undefined): string {
  const said = quote(c.statement ?? '');
  const where = c.source ?? '';
  const attribution = said || where ? ` Said: ${[said, where ? `(${where})` : ''].filter(Boolean).join(' ')}.` : '';
  return `Guided ${shown(c.metric, c.guided)}, actual ${shown(c.metric, c.actual)}: ${gapText(c, method)}. Accuracy ${formatRatio(c.accuracy.value, 0)}/100.${attribution}`;
}

function historicalComparison(g: Guidance): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of g.comparisons) {
    const base = `${c.fy} ${guidanceMetricV1Name(c.metric)}`;
    let key = base;
    for (let n = 2; key in out; n += 1) key = `${base} (${n})`;
    out[key] = outcomeText(c, g.credibility.method);
  }
  return out;
}

/** How many past guided figures were delivered. */
const delivered = (g: Guidance): number => g.comparisons.filter((c) => c.outcome === 'delivered').length;

const VERDICT: Readonly<Record<string, (r: Reason) => string>> = {
  'guidance.credibility.reliable': () => 'Guidance has been a reliable guide to results.',
  'guidance.credibility.close_with_misses': (r) =>
    `Results have landed close to guidance, though only ${valueOf(r.params, 'hits') ?? 0} of ${valueOf(r.params, 'targets') ?? 0} targets were met outright; the misses were small.`,
  'guidance.credibility.optimistic': () => 'Guidance has usually been close but leans optimistic; discount it somewhat.',
  'guidance.credibility.overshoots': () => 'Guidance has repeatedly overshot results; treat new targets with scepticism.',
};

function methodText(method: Reason | undefined): string {
  const p = method?.params;
  const band = formatPct(valueOf(p, 'capex_tolerance'), 0);
  return `Method: each past guided figure scores 100 when met or beaten (capex: within ±${band} of plan) and otherwise loses ${valueOf(p, 'points_per_point_short')} points per percentage point short for figures in percent (growth, margins) and ${valueOf(p, 'points_per_percent_short')} points per 1% short of the guided amount for figures in crore (capex: per 1% of deviation beyond ±${band}), so growth and margin misses weigh alike; floored at 0, and the credibility score is the simple average of those item scores.`;
}

function credibilityAssessment(v2: GovernanceV2): string {
  const c = v2.guidance.credibility;
  const summary = signalsSummary(v2.signals, v2.shareholding !== undefined);
  if (c.score === undefined) {
    return `No credibility score: there is no past guidance with reported outcomes to check against, and the investment score leaves guidance accuracy out rather than counting it against the company. ${summary}`;
  }
  const n = v2.guidance.comparisons.length;
  const hits = delivered(v2.guidance);
  const fys = v2.guidance.comparisons.map((o) => yearOf(o.fy));
  const verdict = VERDICT[c.reason.code]?.(c.reason) ?? '';
  return `Credibility score: ${c.score}/100. Management delivered ${hits} of ${plural(n, 'guided figure')} (${formatPct(safeDivide(hits, n), 0)}) between ${fyLabel(Math.min(...fys))} and ${fyLabel(Math.max(...fys))}. ${verdict} ${methodText(c.method)} ${summary}`;
}

/** A current guided figure against the record: 'above the FY2020–FY2025 sales CAGR of 15.0% — ambitious against the record'. */
function againstText(r: Reason): string | null {
  const p = r.params;
  const compare = (what: string): string => {
    const comparison = textOf(p, 'comparison');
    const word = comparison === 'above' ? 'above' : comparison === 'below' ? 'below' : 'in line with';
    const tone = comparison === 'above' ? ' — ambitious against the record' : ' — achievable on the record';
    return `${word} ${what} of ${formatPct(valueOf(p, 'record'))}${tone}`;
  };
  switch (r.code) {
    case 'guidance.current.vs_sales_cagr':
      return compare(`the ${textOf(p, 'period')} sales CAGR`);
    case 'guidance.current.vs_profit_cagr':
      return compare(`the ${textOf(p, 'period')} net profit CAGR`);
    case 'guidance.current.vs_operating_margin':
      return compare(`the ${textOf(p, 'period')} operating margin`);
    case 'guidance.current.implied_growth':
      return `implies ${formatPct(valueOf(p, 'growth'))} growth on ${textOf(p, 'fy')} sales of ${formatCrore(valueOf(p, 'sales'))}`;
    case 'guidance.current.vs_capex':
      return `against ${textOf(p, 'fy')} capex of ${formatCrore(valueOf(p, 'capex'))}${p?.estimated === true ? ' (estimated)' : ''}`;
    default:
      return null;
  }
}

function currentGuidanceText(g: Guidance): string {
  if (g.current.length === 0) {
    return 'No current guidance is on record: either management has not put figures on the year ahead, or none has been entered in the guidance ledger.';
  }
  const items = g.current.map((r) => {
    const said = quote(r.statement ?? '');
    const where = r.source ?? '';
    const cmp = r.against === undefined ? null : againstText(r.against);
    return `${r.fy} ${guidanceMetricV1Name(r.metric)}: ${shown(r.metric, r.guided)}${cmp ? `, ${cmp}` : ''}${said ? `. ${said}` : ''}${where ? ` (${where})` : ''}`;
  });
  return `${items.join('. ')}.`;
}

function insightText(r: Reason): string | null {
  const p = r.params;
  if (r.code === 'guidance.insight.largest_miss') {
    const metric = textOf(p, 'metric');
    const fig = (key: string): Figure => ({ value: valueOf(p, key), unit: 'fraction' });
    return `Largest miss: ${textOf(p, 'fy')} ${guidanceMetricV1Name(metric)}, ${shown(metric, fig('actual'))} against ${shown(metric, fig('guided'))} guided (accuracy ${Math.round(valueOf(p, 'accuracy') ?? 0)}/100).`;
  }
  if (r.code === 'guidance.insight.accuracy_trend') {
    return `Accuracy is ${textOf(p, 'trend')}: the older half of guided figures averaged ${Math.round(valueOf(p, 'older') ?? 0)}/100, the more recent half ${Math.round(valueOf(p, 'newer') ?? 0)}/100.`;
  }
  return null;
}

function keyInsights(v2: GovernanceV2): string[] {
  const g = v2.guidance;
  const c = g.credibility;
  const out: string[] = v2.signals.map(signalText);
  if (c.score === undefined) out.push('No past guidance with outcomes: credibility cannot be scored, and the investment score leaves it out.');
  else {
    const n = g.comparisons.length;
    const hits = delivered(g);
    out.push(`Delivered ${hits} of ${plural(n, 'guided figure')} (${formatPct(safeDivide(hits, n), 0)}); credibility score ${c.score}/100.`);
    for (const r of g.insights) {
      const line = insightText(r);
      if (line !== null) out.push(line);
    }
  }
  if (g.current.length > 0) out.push(`${plural(g.current.length, 'guided figure')} for the current period still to be tested (see Current Guidance).`);
  if (v2.share_change !== undefined) out.push(shareChangeLine(v2.share_change));
  if (v2.dividends !== undefined) out.push(dividendLine(v2.dividends));
  if (v2.record === undefined) out.push('No financial statements imported yet, so nothing can be said about results.');
  return [...out, ...shareholdingLines(v2.shareholding)];
}

/** The record's yearly changes as the growth points the shared sentence builder reads. */
function asPoints(changes: NonNullable<NonNullable<GovernanceV2['record']>['sales_growth']>): YoyPoint[] {
  return changes.map((c) => {
    const growth: Growth =
      c.growth !== undefined && c.growth.value !== null
        ? { kind: 'growth', value: c.growth.value }
        : c.turned === 'positive'
          ? { kind: 'turned_positive' }
          : c.turned === 'negative'
            ? { kind: 'turned_negative' }
            : { kind: 'undefined' };
    return { fy: yearOf(c.fy), growth, bothNegative: c.both_negative === true, annualised: null };
  });
}

function actualRecord(v2: GovernanceV2): string {
  const r = v2.record;
  if (r === undefined) return 'No financial statements have been imported yet, so there is no record of actual results to set against any forecast.';
  const movement = (what: string, pair: Figure[] | undefined): string[] => {
    const [first, last] = pair ?? [];
    return first === undefined || last === undefined
      ? []
      : [`${what} ${formatCrore(first.value)} (${first.period ?? ''}) → ${formatCrore(last.value)} (${last.period ?? ''})`];
  };
  const moves = [...movement('sales', r.sales), ...movement('net profit', r.net_profit)];
  const parts = [
    moves.length > 0
      ? `What the statements show for ${r.period}: ${moves.join('; ')}.`
      : `The statements for ${r.period} do not give sales and net profit for two or more years, so there is no trend to report.`,
  ];
  if (r.sales_growth !== undefined) parts.push(`Sales growth by year: ${growthList(asPoints(r.sales_growth), 'amount')}.`);
  if (r.profit_growth !== undefined) parts.push(`Net profit growth by year: ${growthList(asPoints(r.profit_growth), 'profit')}.`);
  return parts.join(' ');
}

function forecastVsActuals(v2: GovernanceV2): string {
  const comparisons = v2.guidance.comparisons;
  const record = actualRecord(v2);
  if (comparisons.length === 0) {
    return `No past management guidance is on record for this company, so forecasts cannot be checked against actuals. ${record}`;
  }
  const lastFy = Math.max(...comparisons.map((c) => yearOf(c.fy)));
  const window = comparisons.filter((c) => yearOf(c.fy) >= lastFy - 4);
  const hits = window.filter((c) => c.outcome === 'delivered').length;
  const lines = window.map(
    (c) =>
      `${c.fy} ${guidanceMetricV1Name(c.metric)}: guided ${shown(c.metric, c.guided)}, actual ${shown(c.metric, c.actual)} (${c.outcome === 'delivered' ? 'delivered' : 'missed'})`,
  );
  return `Over ${fySpan(Math.min(...window.map((c) => yearOf(c.fy))), lastFy)} management put ${plural(window.length, 'figure')} on record and delivered ${hits}. ${lines.join('; ')}. ${record}`;
}

/** Part 1 of the v1 answer from its v2 data. */
export function renderPart1V1(v2: GovernanceV2): Part1 {
  return {
    [PART1_SECTIONS[0]]: forecastVsActuals(v2),
    [PART1_SECTIONS[1]]: {
      'Current Guidance': currentGuidanceText(v2.guidance),
      'Historical Comparison': historicalComparison(v2.guidance),
      'Overall Credibility Assessment': credibilityAssessment(v2),
      'Key Insights': keyInsights(v2),
    },
  };
}
