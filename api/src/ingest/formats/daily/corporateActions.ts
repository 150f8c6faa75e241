import { type SkippedRow } from '../../records';
import { CsvRecord, readCsv } from '../csvTable';
import { collapseWhitespace } from '../values';
import { actionsInPurpose } from './actionPurpose';
import { agreedDay, type DayHints } from './dailyDates';
import { CORPORATE_ACTION_COLUMNS, expectColumns } from './dailyHeaders';
import { type CorporateActionRow, type DailyFile } from './dailyRecords';
import { EQUITY_SERIES, isEquitySeries, NOT_EQUITY, optionalDate } from './dailyRows';

/**
 * bcDDMMYYYY.csv: the corporate actions coming up, with record and ex dates
 * (YYYY-MM-DD; DD-MON-YYYY read too) and a PURPOSE (actionPurpose.ts). NSE lists one
 * action once per series its security trades in (EQ and BE, and block-deal
 * series), so equity rows with the same symbol, PURPOSE and ex-date are one action,
 * kept from the series that ranks first in EQ, BE, BZ. The file carries no date
 * of its own: `fileDate` is its name's (or --trade-date), null when neither gives one.
 */

type Column = (typeof CORPORATE_ACTION_COLUMNS)[number];
export type CorporateActionsFile = Extract<DailyFile, { kind: 'corporate_actions' }>;

interface Listing {
  series: string;
  line: number;
  actions: CorporateActionRow[];
}

const LISTED_AGAIN = 'the same action listed under another series';

export function parseCorporateActions(text: string, file: string, hints: DayHints): CorporateActionsFile {
  const table = readCsv(text, file);
  const columns = expectColumns(table, 'corporate_actions', CORPORATE_ACTION_COLUMNS);
  const skipped: SkippedRow[] = [];
  const listings = new Map<string, Listing>();
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    const series = record.text('SERIES').toUpperCase();
    if (!isEquitySeries(series)) {
      skipped.push({ line: record.line, reason: NOT_EQUITY });
      continue;
    }
    const purpose = record.required('PURPOSE');
    const exDate = optionalDate(record, 'EX_DT');
    const found = actionsInPurpose(purpose);
    if (exDate === null || found.length === 0) {
      skipped.push({
        line: record.line,
        reason: exDate === null ? 'no ex-date' : `not a corporate action we store: ${collapseWhitespace(purpose).toUpperCase()}`,
      });
      continue;
    }
    const symbol = record.required('SYMBOL');
    const recordDate = optionalDate(record, 'RECORD_DT');
    const listing: Listing = {
      series,
      line: record.line,
      actions: found.map((action) => ({
        symbol,
        series,
        exDate,
        recordDate,
        ...action,
        description: purpose,
        line: record.line,
      })),
    };
    const key = [symbol, comparablePurpose(purpose), exDate].join('|');
    const earlier = listings.get(key);
    const kept = earlier === undefined || seriesRank(series) < seriesRank(earlier.series) ? listing : earlier;
    listings.set(key, kept);
    if (earlier !== undefined) skipped.push({ line: kept === listing ? earlier.line : listing.line, reason: LISTED_AGAIN });
  }
  const rows = [...listings.values()].sort((a, b) => a.line - b.line).flatMap((listing) => listing.actions);
  return { kind: 'corporate_actions', name: file, fileDate: agreedDay(file, hints, null), rows, skipped: skipped.sort((a, b) => a.line - b.line) };
}

function seriesRank(series: string): number {
  return EQUITY_SERIES.indexOf(series);
}

/** Case, spacing and the spaces around punctuation do not make another action: 'INTDIV-RS 5' is 'INTDIV - RS 5'. */
function comparablePurpose(purpose: string): string {
  return collapseWhitespace(purpose)
    .toUpperCase()
    .replace(/\s*([-/:@.,])\s*/g, '$1');
}
