import { type Transaction } from 'kysely';
import { type Database } from '../../db/schema';
import { type IsoDate, type SkippedRow } from '../records';
import { type ImportOptions } from './importOptions';

/** The commands of `npm run ingest` that write data. */
export const IMPORT_COMMANDS = ['nse-list', 'bse-list', 'screener', 'prices', 'guidance', 'filings', 'daily', 'demo'] as const;
export type ImportCommand = (typeof IMPORT_COMMANDS)[number];

export const isImportCommand = (value: string): value is ImportCommand => (IMPORT_COMMANDS as readonly string[]).includes(value);

/**
 * added: a row that was not stored before. updated: a stored row whose values
 * changed. unchanged: a stored row the file repeats exactly (nothing written).
 * removed: a stored row the file replaces and no longer holds (guidance, demo reset).
 */
export interface RowCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/** Counts for one kind of row ('companies', 'statement years', 'prices', …). */
export interface PartCounts extends RowCounts {
  part: string;
}

/** Rows left out for one reason, with the first few lines that had it. */
export interface SkipGroup {
  reason: string;
  count: number;
  lines: number[];
}

/** What one import did (or, in a dry run, would do). Plain JSON: the server route sends it as is. */
export interface ImportSummary {
  command: ImportCommand;
  /** The file's name (a demo action has none: 'demo --reset'). */
  file: string;
  dryRun: boolean;
  totals: RowCounts;
  parts: PartCounts[];
  skippedTotal: number;
  skipped: SkipGroup[];
  /** What a person should know: how a company was matched, what was kept, what is missing. */
  notes: string[];
  /** Companies whose facts changed (their analyses are recomputed). */
  affectedCompanies: number;
  durationMs: number;
}

/** What an importer tells the runner after writing (inside the transaction). */
export interface WriteOutcome {
  parts: PartCounts[];
  skipped: SkippedRow[];
  notes: string[];
  /** Ids of companies added or changed: their analyses become stale. */
  affected: Iterable<string>;
}

export interface ImportContext {
  file: string;
  /** The import's date (local calendar day): the as-of of list imports. */
  today: IsoDate;
  /** What the person said besides the file (--company, --kind, …); {} when nothing. */
  options: ImportOptions;
}

/** Writes parsed rows inside the import's transaction; throws ImportRowError for a row it cannot take. */
export type WriteRows<Parsed> = (trx: Transaction<Database>, parsed: Parsed, context: ImportContext) => Promise<WriteOutcome>;

export const emptyCounts = (part: string): PartCounts => ({ part, added: 0, updated: 0, unchanged: 0, removed: 0 });

/**
 * Counts one row against what is stored: added (nothing stored), unchanged
 * (stored and the same) or updated. True when the row needs no write.
 */
export function countRow(counts: PartCounts, stored: unknown, same: boolean): boolean {
  if (stored === undefined) counts.added += 1;
  else if (same) counts.unchanged += 1;
  else counts.updated += 1;
  return stored !== undefined && same;
}
