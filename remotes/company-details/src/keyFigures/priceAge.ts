import { parseLocalDate } from '../summary/formatters';

/** A price more than this many days old is marked 'old' (issue 30 item 3; the score's 90-day 'stale' rule is separate). */
export const OLD_AFTER_DAYS = 7;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** '4 Sep 2024' for '2024-09-04', the same in every locale (the strip's words are English). */
export function formatDay(iso: string): string {
  const date = parseLocalDate(iso);
  return date === null ? iso : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** Whole calendar days from the close's day to today's, by the page's clock. */
export function daysOld(iso: string, now: Date): number | null {
  const day = parseLocalDate(iso);
  if (day === null) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today.getTime() - day.getTime()) / DAY_MS);
}

/** Whole months between the two days (4 Sep 2024 to 28 Nov 2026 is 26). */
function monthsBetween(from: Date, to: Date): number {
  const months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  return to.getDate() < from.getDate() ? months - 1 : months;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '12 days old', '26 months old'; null while the price is at most 7 days old (or its day is unreadable). */
export function priceAgeText(iso: string, now: Date): string | null {
  const days = daysOld(iso, now);
  if (days === null || days <= OLD_AFTER_DAYS) return null;
  const day = parseLocalDate(iso)!;
  const months = monthsBetween(day, now);
  return months >= 1 ? `${plural(months, 'month')} old` : `${plural(days, 'day')} old`;
}
