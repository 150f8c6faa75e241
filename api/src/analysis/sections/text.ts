import { type Context } from '../context/buildContext';
import { formatCrore, formatPct, formatRatio, fyLabel } from '../format';
import { type Growth } from '../math/growth';
import { METRIC_INFO } from '../metrics/guidanceCredibility';
import { type YoyPoint } from '../metrics/growthProfile';
import { type GuidanceMetric } from '../types';

/** Small sentence builders shared by the sections. */

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

export function companyLabel(ctx: Context): string {
  const name = ctx.profile?.name?.trim() || 'This company';
  const code = ctx.profile?.code?.trim();
  return code ? `${name} (${code})` : name;
}

const WHITESPACE = /\s+/g;

/** 'quote' in curly quotes, trimmed to a readable length. */
export function quote(text: string): string {
  const clean = text.trim().replace(WHITESPACE, ' ');
  if (clean.length === 0) return '';
  return `“${clean.length > 200 ? `${clean.slice(0, 197)}…` : clean}”`;
}

/** Level words for returns on capital against a typical 12–13% Indian cost of capital. */
export function returnsLevel(x: number): string {
  if (x >= 0.2) return 'high';
  if (x >= 0.12) return 'adequate';
  if (x >= 0) return 'below a typical 12–13% cost of capital';
  return 'negative';
}

/** Stability words for a standard deviation in fraction terms. */
export function stabilityWord(sd: number, stable: number, moderate: number): string {
  if (sd <= stable) return 'stable';
  if (sd <= moderate) return 'moderately variable';
  return 'volatile';
}
