/**
 * `sync daily`: each trading day's bhavcopy (closes, as `ingest prices`), PR
 * zip (corporate actions, shares outstanding, prices and ranges, as `ingest
 * daily`) and 52-week file. A day with none of them is a holiday (or not out
 * yet), not an error; a recent one is asked again next run, an old one never.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { addDays } from '../../dates/periodDates';
import { type IsoDate } from '../../ingest/records';
import { type DownloadStore } from '../downloads/downloadStore';
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
/** A 404 this many days old is a holiday for good; a newer one may be a file not yet published. */
const ABSENT_IS_FINAL_AFTER_DAYS = 4;

const COMMAND: Record<DailyFileKind, 'prices' | 'daily'> = { bhavcopy: 'prices', 'pr-zip': 'daily', 'week-high-low': 'daily' };

export async function syncDaily(context: SyncContext, report: SourceReport, range: DailyRange): Promise<void> {
  const last = lastPublishedDay(context.now());
  const days = range.date !== undefined ? [range.date] : weekdaysBetween(range.since ?? firstDay(context, last), last);
  // Only a run that continues where the last left off moves that mark: fetching one old day by hand
  // must not make the next run walk every weekday since.
  const continuing = range.date === undefined && range.since === undefined;
  context.say(`daily files: ${days.length} trading day(s)${days.length > 0 ? `, ${days[0]} to ${days[days.length - 1]}` : ''}`);
  for (const day of days) {
    if (context.signal?.aborted) return;
    let published = 0;
    for (const file of dailyFileAddresses(context.bases, day)) {
      const record = context.store.record(file.url);
      if (record.absentAt !== undefined && record.fetched === undefined && day <= addDays(last, -ABSENT_IS_FINAL_AFTER_DAYS)) continue;
      const outcome = await fetchAndImport(context, report, { ...file, command: COMMAND[file.kind] });
      if (outcome.status !== 'absent') published += 1;
    }
    if (published === 0) {
      report.absent += 1;
      context.say(`${day}: no files (a holiday, or not published yet)`);
    } else if (continuing && !context.dryRun) rememberDay(context, day);
  }
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
  writeFileSync(context.store.stateFile, JSON.stringify({ ...state, lastDailyDay: day }));
}

function readState(file: string): { lastDailyDay?: IsoDate } {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { lastDailyDay?: IsoDate };
  } catch {
    return {};
  }
}
