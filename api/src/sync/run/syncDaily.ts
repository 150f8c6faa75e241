/**
 * `sync daily`: each trading day's bhavcopy (closes, as `ingest prices`), PR
 * zip (corporate actions, shares outstanding, prices and ranges, as `ingest
 * daily`) and 52-week file. A day with none of them is a holiday (or not out
 * yet), not an error; a 404 recorded a day after the files were due is a
 * holiday for good, unless the day is asked for by hand.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '../../dates/periodDates';
import { type IsoDate } from '../../ingest/records';
import { type DownloadStore, type UrlRecord } from '../downloads/downloadStore';
import { dailyFileAddresses, type DailyFileKind } from '../sources/exchangeAddresses';
import { fetchAndImport } from './fetchAndImport';
import { type SourceReport, type SyncContext } from './syncContext';
import { lastPublishedDay, weekdaysBetween } from './tradingDays';

/** Without --date or --since a run continues from the day after the last one a continuing run imported. */
export interface DailyRange {
  /** --date: just this day. */
  date?: IsoDate;
  /** --since: from this day to the last published one. */
  since?: IsoDate;
}

/** With neither --date nor --since, and no earlier run: the last week. */
const FIRST_RUN_DAYS = 7;

const COMMAND: Record<DailyFileKind, 'prices' | 'daily'> = { bhavcopy: 'prices', 'pr-zip': 'daily', 'week-high-low': 'daily' };

export async function syncDaily(context: SyncContext, report: SourceReport, range: DailyRange): Promise<void> {
  const last = lastPublishedDay(context.now());
  const days = range.date !== undefined ? [range.date] : weekdaysBetween(range.since ?? firstDay(context, last), last);
  // Only a run that continues where the last left off moves that mark (fetching one old day by hand must
  // not make the next run walk every weekday since), and only over days that are whole: a day with a file
  // that failed or is not out yet stops the mark, so the next run asks for that day again.
  const continuing = range.date === undefined && range.since === undefined;
  let markMayMove = continuing && !context.dryRun;
  context.say(`daily files: ${days.length} trading day(s)${days.length > 0 ? `, ${days[0]} to ${days[days.length - 1]}` : ''}`);
  for (const day of days) {
    if (context.signal?.aborted) return;
    let found = 0;
    let missing = 0;
    let failed = 0;
    for (const file of dailyFileAddresses(context.bases, day)) {
      // A 404 recorded a day after the files were due is a holiday for good; asked by hand, it is asked again.
      if (continuing && holidayForGood(context.store.record(file.url), day)) {
        missing += 1;
        continue;
      }
      const outcome = await fetchAndImport(context, report, { ...file, command: COMMAND[file.kind] });
      if (outcome.status === 'absent') missing += 1;
      else if (outcome.status === 'failed') failed += 1;
      else found += 1;
    }
    if (found === 0 && failed === 0) {
      report.absent += 1;
      context.say(`${day}: no files (a holiday, or not published yet)`);
      // A day with no file at all before a later one that has them is a holiday; the last day may not be out yet.
      if (day === last) markMayMove = false;
    } else if (failed > 0 || missing > 0) {
      markMayMove = false;
      if (missing > 0) context.say(`${day}: ${missing} of its files not published yet; the next run asks again`);
    } else if (markMayMove) rememberDay(context, day);
  }
}

/** Its files were due at 18:30 India time (13:00 UTC) on the day; a 404 recorded a full day later is final. */
function holidayForGood(record: UrlRecord, day: IsoDate): boolean {
  if (record.absentAt === undefined || record.fetched !== undefined) return false;
  return record.absentAt >= `${addDays(day, 1)}T13:00:00.000Z`;
}

function firstDay(context: SyncContext, last: IsoDate): IsoDate {
  const remembered = lastDailyDay(context.store);
  return remembered !== undefined ? addDays(remembered, 1) : addDays(last, -FIRST_RUN_DAYS + 1);
}

/** The newest trading day whose files have been imported, as the downloads folder remembers it. */
export function lastDailyDay(store: Pick<DownloadStore, 'stateFile'>): IsoDate | undefined {
  return readState(store.stateFile).lastDailyDay;
}

function rememberDay(context: SyncContext, day: IsoDate): void {
  const state = readState(context.store.stateFile);
  if (state.lastDailyDay !== undefined && state.lastDailyDay >= day) return;
  // Written beside and renamed: a kill never leaves half a state file (which would read as no state).
  mkdirSync(path.dirname(context.store.stateFile), { recursive: true });
  writeFileSync(`${context.store.stateFile}.part`, JSON.stringify({ ...state, lastDailyDay: day }));
  renameSync(`${context.store.stateFile}.part`, context.store.stateFile);
}

function readState(file: string): { lastDailyDay?: IsoDate } {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { lastDailyDay?: IsoDate };
  } catch {
    return {};
  }
}
