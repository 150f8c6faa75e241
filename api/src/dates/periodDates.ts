/** 'YYYY-MM-DD'. */
type IsoDate = string;

/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone can move a day. */

const toDate = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The last day of a span of `months` whole months that starts on `start` (1 April + 12 → 31 March). */
export function spanEnd(start: IsoDate, months: number): IsoDate {
  const date = toDate(start);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
  return addDays(toIso(first), -1);
}

/** The first day of a span of `months` whole months that ends on `end` (31 March − 3 → 1 January). */
export function spanStart(end: IsoDate, months: number): IsoDate {
  const after = toDate(addDays(end, 1));
  return toIso(new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() - months, after.getUTCDate())));
}

/** Whole months from `start` to `end` inclusive, rounded (1 Jan 2023 → 31 Mar 2024 is 15). */
export function monthsInSpan(start: IsoDate, end: IsoDate): number {
  const from = toDate(start);
  const to = toDate(addDays(end, 1));
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth()) + (to.getUTCDate() - from.getUTCDate()) / 31;
  return Math.max(0, Math.round(months));
}

/**
 * The fiscal year a period ending on this day belongs to: a March year end is
 * FY of its year; other year ends take the April–March year holding most of
 * their months (June 2024 → FY2024, December 2023 → FY2024).
 */
export function fiscalYearOf(periodEnd: IsoDate): number {
  const year = Number(periodEnd.slice(0, 4));
  const month = Number(periodEnd.slice(5, 7));
  return month >= 10 ? year + 1 : year;
}
