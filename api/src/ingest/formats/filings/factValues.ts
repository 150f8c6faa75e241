/**
 * Turning a fact's text into the stored unit. Results filings write amounts
 * in full rupees whatever `LevelOfRoundingUsedInFinancialStatements` says
 * (Crores, Lakhs, Millions), per-share figures in ₹, and ratios as fractions.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * '612370000000.00' (rupees) → 61237 (₹ crore), exactly: the decimal point is
 * moved seven places in the text, so the result is the double nearest the
 * true crore figure (dividing the double by 1e7 can be one unit off). Null for
 * text that is not a number.
 */
export function rupeesToCrore(text: string): number | null {
  const value = text.trim();
  const match = DECIMAL.exec(value);
  if (match === null || (match[2] === '' && (match[3] ?? '') === '')) return scientific(value, 1e7);
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole.padStart(8, '0');
  const shifted = `${sign}${digits.slice(0, -7)}.${digits.slice(-7)}${fraction}`;
  const result = Number(shifted);
  return Number.isFinite(result) ? result + 0 : null;
}

/** A plain number ('34.37', '1', '-0.5'); null for anything else. */
export function plainNumber(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const match = DECIMAL.exec(value);
  if (match === null) return scientific(value, 1);
  const result = Number(value);
  return Number.isFinite(result) ? result + 0 : null;
}

/**
 * A ratio written as a fraction (0.0124) → percent (1.24). A value above one
 * cannot be a fraction of a bank's assets or loans, so it was written as a
 * percent already and is kept; `wasPercent` tells the caller to say so.
 */
export function fractionToPercent(text: string): { percent: number; wasPercent: boolean } | null {
  const value = plainNumber(text);
  if (value === null) return null;
  if (Math.abs(value) > 1) return { percent: value, wasPercent: true };
  // Rounded to the precision a percentage of four decimals can have, so 0.0124 gives 1.24, not 1.2400000000000002.
  return { percent: Math.round(value * 100 * 1e8) / 1e8, wasPercent: false };
}

function scientific(text: string, divisor: number): number | null {
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(text)) return null;
  const result = Number(text) / divisor;
  return Number.isFinite(result) ? result : null;
}
