import { type Insertable, type Selectable, type Transaction } from 'kysely';
import { listRealCompanies, type StoredCompany } from '../../../db/companyImportRepository';
import { actionsOf, insertActions, redateAction, shareCountsOn, upsertShareCounts, upsertWeekRanges, weekRangesOn } from '../../../db/marketDataRepository';
import { type CorporateActionsTable, type Database, type WeekHighLowTable } from '../../../db/schema';
import { type CorporateActionRow, type DailyBundle, type DailyFile } from '../../formats/daily/dailyRecords';
import { type SkippedRow } from '../../records';
import { countRow, emptyCounts, type ImportContext, type PartCounts, type WriteOutcome, type WriteRows } from '../importTypes';
import { writePrices } from '../pricesImporter';
import { unrecordedActionNotes } from './unrecordedActions';

/**
 * One day of NSE's daily files (a folder's file, or a PR zip's): closes into
 * prices (as the prices command writes them), the issue size into
 * share_counts, corporate actions into corporate_actions (the same action
 * listed again, by the next day's file or as EQ and BE rows, is one row),
 * and the 52-week range into week_high_low. Securities join on the NSE
 * symbol of a company from the NSE list. See ../../README.md.
 */
export const writeDaily: WriteRows<DailyBundle> = async (trx, bundle, context) => {
  const companies = new Map(
    (await listRealCompanies(trx)).filter((company) => company.nse_as_of !== null && company.code !== '').map((company) => [company.code, company]),
  );
  const parts = new Map<string, PartCounts>();
  const skipped: SkippedRow[] = [];
  const notes: string[] = bundle.passedOver.map((file) => `Passed over ${file.name}: ${file.reason}`);
  const affected = new Set<string>();
  // Share counts and splits or bonuses are what can reveal an action never recorded.
  const shareCountsChanged = new Set<string>();
  const add = (outcome: FileOutcome, file: DailyFile) => {
    for (const part of outcome.parts) {
      const total = parts.get(part.part) ?? emptyCounts(part.part);
      for (const key of ['added', 'updated', 'unchanged', 'removed'] as const) total[key] += part[key];
      parts.set(part.part, total);
    }
    // Line numbers are per file: a PR zip's rows say which file they are from.
    skipped.push(...outcome.skipped.map((row) => (bundle.files.length > 1 ? { ...row, reason: `${file.name}: ${row.reason}` } : row)));
    notes.push(...outcome.notes.map((note) => `${file.name}: ${note}`));
    for (const id of outcome.affected) affected.add(id);
    for (const id of outcome.shareCountsChanged ?? []) shareCountsChanged.add(id);
  };
  for (const file of bundle.files) add(await writeFile(trx, file, companies, context), file);
  notes.push(...(await unrecordedActionNotes(trx, [...shareCountsChanged])));
  return { parts: [...parts.values()], skipped, notes, affected: [...affected] };
};

/**
 * A file's outcome. `affected` are the companies whose analyses go stale: only
 * closes and splits or bonuses reach the engine (shares outstanding, 52-week
 * ranges and dividends do not), so a day's mcap file does not recompute
 * thousands of analyses for nothing.
 */
type FileOutcome = WriteOutcome & { shareCountsChanged?: string[] };

function writeFile(trx: Transaction<Database>, file: DailyFile, companies: ReadonlyMap<string, StoredCompany>, context: ImportContext): Promise<FileOutcome> {
  switch (file.kind) {
    case 'full_bhavcopy':
      return writePrices(trx, { rows: file.prices, skipped: file.skipped }, context);
    case 'price_data':
      return writePriceData(trx, file, companies, context);
    case 'market_cap':
      return writeShareCounts(trx, file, companies);
    case 'corporate_actions':
      return writeActions(trx, file, companies);
    case 'high_low_52_week':
      return writeWeekRanges(trx, file, companies);
  }
}

/** Matches rows to companies by NSE symbol; the rest are skipped with the reason. */
function matched<Row extends { symbol: string; line: number }>(
  rows: readonly Row[],
  companies: ReadonlyMap<string, StoredCompany>,
  skipped: SkippedRow[],
): Array<[Row, StoredCompany]> {
  return rows.flatMap((row): Array<[Row, StoredCompany]> => {
    const company = companies.get(row.symbol);
    if (company !== undefined) return [[row, company]];
    skipped.push({ line: row.line, reason: 'no company with this NSE symbol (import the NSE list first)' });
    return [];
  });
}

/** The first row of each company: a symbol listed under two equity series (EQ and BE) is one security. */
function onePerCompany<Row extends { line: number }>(rows: ReadonlyArray<[Row, StoredCompany]>, skipped: SkippedRow[]): Array<[Row, StoredCompany]> {
  const seen = new Set<string>();
  return rows.filter(([row, company]) => {
    if (!seen.has(company.id)) return seen.add(company.id);
    skipped.push({ line: row.line, reason: 'a second row for a security already in this file (another series)' });
    return false;
  });
}

async function writeShareCounts(
  trx: Transaction<Database>,
  file: Extract<DailyFile, { kind: 'market_cap' }>,
  companies: ReadonlyMap<string, StoredCompany>,
): Promise<FileOutcome> {
  const counts = emptyCounts('shares outstanding');
  const skipped = [...file.skipped];
  const rows = matched(file.rows, companies, skipped);
  const stored = new Map(
    (
      await shareCountsOn(
        trx,
        rows.map(([, company]) => company.id),
        [file.tradeDate],
      )
    ).map((row) => [`${row.company_id}|${row.as_of}`, row]),
  );
  const writes = rows
    .map(([row, company]) => ({
      company_id: company.id,
      as_of: row.tradeDate,
      shares: row.issueSize,
      face_value: row.faceValue,
      last_trade_date: row.lastTradeDate,
      source: file.name,
    }))
    .filter((write) => {
      const before = stored.get(`${write.company_id}|${write.as_of}`);
      return !countRow(
        counts,
        before,
        before?.shares === write.shares && before.face_value === write.face_value && before.last_trade_date === write.last_trade_date,
      );
    });
  await upsertShareCounts(trx, writes);
  return {
    parts: [counts],
    skipped,
    notes: [`Shares outstanding as of ${file.tradeDate} (its close prices are not read)`],
    affected: [],
    shareCountsChanged: writes.map((write) => write.company_id),
  };
}

/**
 * An action is stored once: the same kind, ratio and amount listed again (as EQ and BE rows, in the
 * next day's file) is unchanged, and one whose ex-date moved by less than two months is the same action
 * re-dated (companies do revise them), not a second split that would halve per-share history again.
 */
async function writeActions(
  trx: Transaction<Database>,
  file: Extract<DailyFile, { kind: 'corporate_actions' }>,
  companies: ReadonlyMap<string, StoredCompany>,
): Promise<FileOutcome> {
  const counts = emptyCounts('corporate actions');
  const skipped = [...file.skipped];
  const rows = matched(file.rows, companies, skipped);
  const stored = await actionsOf(
    trx,
    rows.map(([, company]) => company.id),
  );
  const writes: Insertable<CorporateActionsTable>[] = [];
  const changed = new Set<string>();
  for (const [row, company] of rows) {
    const key = actionKey(row);
    const known = stored.get(company.id) ?? [];
    if (known.some((action) => action.identity_key === key)) {
      counts.unchanged += 1;
      continue;
    }
    const fields = {
      ex_date: row.exDate,
      record_date: row.recordDate,
      description: row.description,
      source: file.name,
      identity_key: key,
    };
    const redated = known.find((action) => sameActionRedated(action, row));
    if (redated !== undefined) {
      await redateAction(trx, redated.id, fields);
      Object.assign(redated, fields);
      counts.updated += 1;
    } else {
      const write = {
        company_id: company.id,
        kind: row.kind,
        ratio_from: row.ratio?.from ?? null,
        ratio_to: row.ratio?.to ?? null,
        share_multiplier: row.shareMultiplier,
        amount: row.amount,
        ...fields,
      };
      writes.push(write);
      stored.set(company.id, [...known, { ...write, id: -1 }]); // a second spelling of it in this file is the same action
      counts.added += 1;
    }
    if (row.kind === 'split' || row.kind === 'bonus') changed.add(company.id);
  }
  await insertActions(trx, writes);
  // Splits and bonuses move per-share history, which the engine reads; other actions it does not.
  return { parts: [counts], skipped, notes: [], affected: [...changed], shareCountsChanged: [...changed] };
}

const REDATED_WITHIN_DAYS = 60;

function sameActionRedated(stored: Selectable<CorporateActionsTable>, row: CorporateActionRow): boolean {
  const days = Math.abs(Date.parse(String(stored.ex_date).slice(0, 10)) - Date.parse(row.exDate)) / 86_400_000;
  return (
    stored.kind === row.kind &&
    stored.ratio_from === (row.ratio?.from ?? null) &&
    stored.ratio_to === (row.ratio?.to ?? null) &&
    stored.amount === row.amount &&
    days <= REDATED_WITHIN_DAYS
  );
}

/** What makes two listings the same action: its kind, ex-date, ratio and amount (spellings of the purpose vary). */
export const actionKey = (row: Pick<CorporateActionRow, 'kind' | 'exDate' | 'ratio' | 'amount'>): string =>
  [row.kind, row.exDate, row.ratio === null ? '' : `${row.ratio.from}:${row.ratio.to}`, row.amount ?? ''].join('|');

async function writeWeekRanges(
  trx: Transaction<Database>,
  file: Extract<DailyFile, { kind: 'high_low_52_week' }>,
  companies: ReadonlyMap<string, StoredCompany>,
): Promise<FileOutcome> {
  const skipped = [...file.skipped];
  const rows = onePerCompany(matched(file.rows, companies, skipped), skipped).map(
    ([row, company]): Insertable<WeekHighLowTable> => ({
      company_id: company.id,
      as_of: file.asOf,
      high: row.high,
      high_date: row.highDate,
      low: row.low,
      low_date: row.lowDate,
      source: file.name,
    }),
  );
  const counts = await countRanges(
    trx,
    rows,
    file.asOf,
    (before, row) => before.high === row.high && before.low === row.low && before.high_date === row.high_date && before.low_date === row.low_date,
  );
  await upsertWeekRanges(trx, rows, 'adjusted');
  return { parts: [counts.part], skipped, notes: [], affected: [] };
}

async function writePriceData(
  trx: Transaction<Database>,
  file: Extract<DailyFile, { kind: 'price_data' }>,
  companies: ReadonlyMap<string, StoredCompany>,
  context: ImportContext,
): Promise<FileOutcome> {
  const prices = await writePrices(trx, { rows: file.prices, skipped: file.skipped }, context);
  // pd's range is the unadjusted one; the prices' own skip reasons already cover unknown symbols.
  const rows = onePerCompany(matched(file.unadjustedHighLow, companies, []), []).map(
    ([row, company]): Insertable<WeekHighLowTable> => ({
      company_id: company.id,
      as_of: file.tradeDate,
      unadjusted_high: row.high,
      unadjusted_low: row.low,
      source: file.name,
    }),
  );
  const counts = await countRanges(
    trx,
    rows,
    file.tradeDate,
    (before, row) => before.unadjusted_high === row.unadjusted_high && before.unadjusted_low === row.unadjusted_low,
  );
  await upsertWeekRanges(trx, rows, 'unadjusted');
  return { ...prices, parts: [...prices.parts, counts.part] };
}

async function countRanges(
  trx: Transaction<Database>,
  rows: readonly Insertable<WeekHighLowTable>[],
  day: string,
  same: (before: Insertable<WeekHighLowTable>, row: Insertable<WeekHighLowTable>) => boolean,
): Promise<{ part: PartCounts; changed: string[] }> {
  const part = emptyCounts('52-week ranges');
  const stored = new Map(
    (
      await weekRangesOn(
        trx,
        rows.map((row) => row.company_id),
        [day],
      )
    ).map((row) => [row.company_id, row]),
  );
  const changed: string[] = [];
  for (const row of rows) {
    const before = stored.get(row.company_id);
    if (!countRow(part, before, before !== undefined && same(before, row))) changed.push(row.company_id);
  }
  return { part, changed };
}
