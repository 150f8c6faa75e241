import { type RETURNS_LEVELS, type STABILITY_WORDS } from 'shared-types/api';
import { formatCrore, formatPct, formatRatio, fyLabel } from '../format';
import { type Growth } from '../math/growth';
import { METRIC_INFO } from '../metrics/guidanceCredibility';
import { type YoyPoint } from '../metrics/growthProfile';
import { type GuidanceMetric } from '../types';

/** Small sentence builders shared by the sections. */

type ReturnsLevel = (typeof RETURNS_LEVELS)[number];
type StabilityWord = (typeof STABILITY_WORDS)[number];

/** How a YoY change reads: '15.0%', 'turned profitable', 'turned loss-making'. */
export function describeGrowth(g: Growth, subject: 'profit' | 'amount'): string {
  switch (g.kind) {
    case 'growth':
      return `${g.value >= 0 ? '+' : ''}${formatPct(g.value)}`;
    case 'turned_positive':
      return subject === 'profit' ? 'turned profitable' : 'turned positive';
    case 'turned_negative':
      return subject === 'profit' ? 'turned loss-making' : 'turned negative';
    default:
      return 'n/a';
  }
}

function describePoint(p: YoyPoint, subject: 'profit' | 'amount'): string {
  if (subject === 'profit' && p.bothNegative && p.growth.kind === 'growth') {
    return `loss ${p.growth.value >= 0 ? 'narrowed' : 'widened'} ${formatPct(Math.abs(p.growth.value))}`;
  }
  return describeGrowth(p.growth, subject);
}

export function growthList(points: readonly YoyPoint[], subject: 'profit' | 'amount'): string {
  return points.map((p) => `${fyLabel(p.fy)} ${describePoint(p, subject)}`).join(', ');
}

/** 'grows 12.0% a year' or 'shrinks 3.0% a year'. */
export function growthPhrase(g: number): string {
  return g >= 0 ? `grows ${formatPct(g)} a year` : `shrinks ${formatPct(-g)} a year`;
}

/** A guided or actual figure in its unit: '15.0%' or '₹500 crore'. */
export function guidanceFigure(metric: GuidanceMetric, value: number): string {
  return METRIC_INFO[metric].unit === 'pct' ? `${formatRatio(value, 1)}%` : formatCrore(value);
}

const WHITESPACE = /\s+/g;

/** 'quote' in curly quotes, trimmed to a readable length. */
export function quote(text: string): string {
  const clean = text.trim().replace(WHITESPACE, ' ');
  if (clean.length === 0) return '';
  return `“${clean.length > 200 ? `${clean.slice(0, 197)}…` : clean}”`;
}

/** The level of returns on capital against a typical 12–13% Indian cost of capital (v1 words in v1/part3Report.ts). */
export function returnsLevelId(x: number): ReturnsLevel {
  if (x >= 0.2) return 'high';
  if (x >= 0.12) return 'adequate';
  if (x >= 0) return 'below_cost_of_capital';
  return 'negative';
}

/** How steady a series is, from its standard deviation in fraction terms. */
export function stabilityWordId(sd: number, stable: number, moderate: number): StabilityWord {
  if (sd <= stable) return 'stable';
  if (sd <= moderate) return 'moderately_variable';
  return 'volatile';
}
