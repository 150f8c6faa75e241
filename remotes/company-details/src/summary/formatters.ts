import { NOT_AVAILABLE } from '../messages';
import { toNumber } from '../shared/toNumber';

// Indian digit grouping: ₹12,34,567.00.
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SCORE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** The current price in ₹, or 'Not Available'. */
export function formatPrice(value: unknown): string {
  const price = toNumber(value);
  return price === null || price < 0 ? NOT_AVAILABLE : RUPEES.format(price);
}

/**
 * A date from the payload as a local date: 'YYYY-MM-DD' is a calendar day
 * (not UTC midnight, which would show the day before west of Greenwich).
 */
export function parseLocalDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const local = new Date(year, month - 1, date);
    return local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date ? local : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** In the reader's own locale, e.g. '30 Jun 2025'; 'Not Available' when missing or invalid. */
export function formatLocalDate(value: unknown): string {
  const date = parseLocalDate(value);
  return date ? date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : NOT_AVAILABLE;
}

/** 'n/100', or null when there is no score on the 0–100 scale. */
export function formatScore(value: unknown): string | null {
  const score = toNumber(value);
  return score === null || score < 0 || score > 100 ? null : `${SCORE.format(score)}/100`;
}
