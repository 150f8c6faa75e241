/**
 * Formatting for the analysis texts: ₹ with Indian digit grouping (₹1,23,456),
 * crore amounts, percentages and plain ratios. Every formatter prints 'n/a' for
 * an unknown or non-finite value, so a text can never say NaN or Infinity.
 */

const MINUS = '−';

/** 1234567 → '12,34,567' (last three digits, then pairs). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest.length > 0) parts.unshift(rest);
  return `${parts.join(',')},${last3}`;
}

const ALL_ZERO = /^[0.]*$/;

/** A plain number with Indian grouping and dp decimals, e.g. −1,23,456.70. */
export function formatNumber(x: number | null, dp = 2): string {
  if (x === null || !Number.isFinite(x)) return 'n/a';
  const abs = Math.abs(x);
  if (abs >= 1e15) return (x < 0 ? MINUS : '') + abs.toExponential(2);
  const fixed = abs.toFixed(dp);
  const dot = fixed.indexOf('.');
  const intLength = dot === -1 ? fixed.length : dot;
  const body = intLength <= 3 ? fixed : groupIndian(fixed.slice(0, intLength)) + fixed.slice(intLength);
  return x < 0 && !ALL_ZERO.test(fixed) ? MINUS + body : body;
}

/** Decimals that suit an amount in crore: none above 1,000, one above 10, else two. */
function croreDecimals(x: number): number {
  const abs = Math.abs(x);
  if (abs >= 1000) return 0;
  if (abs >= 10) return 1;
  return 2;
}

/** ₹1,23,456 crore; negatives as −₹1,234 crore. */
export function formatCrore(x: number | null): string {
  if (x === null || !Number.isFinite(x)) return 'n/a';
  const body = formatNumber(Math.abs(x), croreDecimals(x));
  return `${x < 0 && !ALL_ZERO.test(body) ? MINUS : ''}₹${body} crore`;
}

/** Rupees per share: ₹1,234.50. */
export function formatRupees(x: number | null): string {
  if (x === null || !Number.isFinite(x)) return 'n/a';
  const body = formatNumber(Math.abs(x), 2);
  return `${x < 0 && !ALL_ZERO.test(body) ? MINUS : ''}₹${body}`;
}

/** A fraction as a percentage: 0.1423 → '14.2%'. */
export function formatPct(fraction: number | null, dp = 1): string {
  const pct = fraction === null ? null : fraction * 100;
  if (pct === null || !Number.isFinite(pct)) return 'n/a';
  return `${formatNumber(pct, dp)}%`;
}

/** A difference of two fractions in percentage points: 0.027 → '2.7 percentage points'. */
export function formatPoints(fractionDiff: number | null, dp = 1): string {
  const points = fractionDiff === null ? null : Math.abs(fractionDiff) * 100;
  if (points === null || !Number.isFinite(points)) return 'n/a';
  return `${formatNumber(points, dp)} percentage points`;
}

/** A plain ratio such as a P/E or D/E. */
export function formatRatio(x: number | null, dp = 1): string {
  return formatNumber(x, dp);
}

export function fyLabel(fiscalYear: number): string {
  return `FY${fiscalYear}`;
}

/** 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}

/** '1 year' / '3 years'. */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/** Capitalise the first letter of a sentence fragment. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'FY2021–FY2025', or one label when the span is a single year. */
export function fySpan(from: number | null, to: number | null): string {
  if (from === null || to === null) return 'n/a';
  return from === to ? fyLabel(from) : `${fyLabel(from)}–${fyLabel(to)}`;
}

/**
 * '(median) ROCE 20.0% over FY2021–FY2025', or 'ROCE 20.0% in FY2025' when one year has the figure:
 * a median of one year is no median.
 */
export function medianOver(value: string, from: number | null, to: number | null, name = ''): string {
  const what = name === '' ? value : `${name} ${value}`;
  return from !== null && from === to ? `${what} in ${fyLabel(from)}` : `median ${what} over ${fySpan(from, to)}`;
}
