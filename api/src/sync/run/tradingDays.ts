/**
 * Which days sync asks the exchange about. NSE trades Monday to Friday; its
 * holidays are not published in a form worth parsing, so a weekday's 404 is
 * taken as a holiday (or a day not yet published) rather than an error.
 */
import { addDays } from '../../dates/periodDates';
import { type IsoDate } from '../../ingest/records';

const INDIA_OFFSET_MS = 330 * 60_000;

/** The date and minutes past midnight in India (UTC+5:30, no daylight saving). */
export function indiaClock(now: Date): { day: IsoDate; minutes: number; weekday: number } {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  return { day: india.toISOString().slice(0, 10), minutes: india.getUTCHours() * 60 + india.getUTCMinutes(), weekday: india.getUTCDay() };
}

export function isWeekday(day: IsoDate): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Weekdays from `from` to `to`, both included, oldest first. */
export function weekdaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWeekday(day)) days.push(day);
  return days;
}

/** NSE publishes a day's files in the evening: before 18:30 India time, today's are not there yet. */
export const DAILY_FILES_AFTER_MINUTES = 18 * 60 + 30;

/** The newest day whose files should be out by now. */
export function lastPublishedDay(now: Date): IsoDate {
  const { day, minutes } = indiaClock(now);
  return minutes >= DAILY_FILES_AFTER_MINUTES ? day : addDays(day, -1);
}
