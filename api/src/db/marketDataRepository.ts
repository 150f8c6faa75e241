import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type CorporateActionsTable, type ShareCountsTable, type WeekHighLowTable } from './filingsSchema';
import { type Database } from './schema';

/** Writes and reads of NSE's daily files beyond closes: shares outstanding, corporate actions, 52-week ranges (migration 0012). */

type Db = Kysely<Database> | Transaction<Database>;

export async function shareCountsOn(db: Db, companyIds: readonly string[], days: readonly string[]): Promise<Selectable<ShareCountsTable>[]> {
  if (companyIds.length === 0 || days.length === 0) return [];
  const found: Selectable<ShareCountsTable>[] = [];
  await inChunks(companyIds, 1, async (chunk) => {
    found.push(
      ...(await db
        .selectFrom('share_counts')
        .selectAll()
        .where('company_id', 'in', chunk)
        .where('as_of', 'in', [...days])
        .execute()),
    );
  });
  return found;
}

export async function upsertShareCounts(db: Db, rows: readonly Insertable<ShareCountsTable>[]): Promise<void> {
  await inChunks(rows, 6, (chunk) =>
    db
      .insertInto('share_counts')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'as_of']).doUpdateSet({
          shares: sql.ref('excluded.shares'),
          face_value: sql.ref('excluded.face_value'),
          last_trade_date: sql.ref('excluded.last_trade_date'),
          source: sql.ref('excluded.source'),
        }),
      )
      .execute(),
  );
}

/** A stored action's new ex-date (a company revised it), with the file that said so. */
export async function redateAction(
  db: Db,
  id: number,
  fields: Pick<Insertable<CorporateActionsTable>, 'ex_date' | 'record_date' | 'description' | 'source' | 'identity_key'>,
): Promise<void> {
  await db.updateTable('corporate_actions').set(fields).where('id', '=', id).execute();
}

export async function insertActions(db: Db, rows: readonly Insertable<CorporateActionsTable>[]): Promise<void> {
  await inChunks(rows, 12, (chunk) =>
    db
      .insertInto('corporate_actions')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['company_id', 'identity_key']).doNothing())
      .execute(),
  );
}

export async function weekRangesOn(db: Db, companyIds: readonly string[], days: readonly string[]): Promise<Selectable<WeekHighLowTable>[]> {
  if (companyIds.length === 0 || days.length === 0) return [];
  const found: Selectable<WeekHighLowTable>[] = [];
  await inChunks(companyIds, 1, async (chunk) => {
    found.push(
      ...(await db
        .selectFrom('week_high_low')
        .selectAll()
        .where('company_id', 'in', chunk)
        .where('as_of', 'in', [...days])
        .execute()),
    );
  });
  return found;
}

/** Writes the adjusted range (the 52-week file) or the unadjusted one (pd), leaving the other's columns as they are. */
export async function upsertWeekRanges(db: Db, rows: readonly Insertable<WeekHighLowTable>[], columns: 'adjusted' | 'unadjusted'): Promise<void> {
  const set =
    columns === 'adjusted'
      ? {
          high: sql.ref<number>('excluded.high'),
          high_date: sql.ref<string>('excluded.high_date'),
          low: sql.ref<number>('excluded.low'),
          low_date: sql.ref<string>('excluded.low_date'),
          source: sql.ref<string>('excluded.source'),
        }
      : { unadjusted_high: sql.ref<number>('excluded.unadjusted_high'), unadjusted_low: sql.ref<number>('excluded.unadjusted_low') };
  await inChunks(rows, 9, (chunk) =>
    db
      .insertInto('week_high_low')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['company_id', 'as_of']).doUpdateSet(set))
      .execute(),
  );
}

/** Each company's latest current results filing's paid-up capital (₹ crore) and face value (₹), from its quarter. */
export async function latestFiledCapital(
  db: Db,
  companyIds: readonly string[],
): Promise<Map<string, { periodEnd: string; paidUpCapital: number; faceValue: number }>> {
  const found = new Map<string, { periodEnd: string; paidUpCapital: number; faceValue: number }>();
  await inChunks(companyIds, 1, async (chunk) => {
    const rows = await db
      .selectFrom('filing_statements as s')
      .innerJoin('filings as f', 'f.id', 's.filing_id')
      .distinctOn('f.company_id')
      .select([
        'f.company_id',
        's.period_end',
        sql<number | null>`(s.figures->>'paid_up_capital')::double precision`.as('paid_up_capital'),
        sql<number | null>`(s.figures->>'face_value')::double precision`.as('face_value'),
      ])
      .where('f.company_id', 'in', chunk)
      .where('f.superseded_by', 'is', null)
      .where('s.statement', '=', 'quarter')
      .where(sql<boolean>`s.figures->>'paid_up_capital' is not null and s.figures->>'face_value' is not null`)
      .orderBy('f.company_id')
      .orderBy('s.period_end', 'desc')
      .execute();
    for (const row of rows) {
      if (found.has(row.company_id) || row.paid_up_capital === null || row.face_value === null) continue;
      found.set(row.company_id, { periodEnd: String(row.period_end).slice(0, 10), paidUpCapital: row.paid_up_capital, faceValue: row.face_value });
    }
  });
  return found;
}

/** Each company's latest stated share count. */
export async function latestShareCounts(db: Db, companyIds: readonly string[]): Promise<Map<string, Selectable<ShareCountsTable>>> {
  const found = new Map<string, Selectable<ShareCountsTable>>();
  await inChunks(companyIds, 1, async (chunk) => {
    const rows = await db
      .selectFrom('share_counts')
      .distinctOn('company_id')
      .selectAll()
      .where('company_id', 'in', chunk)
      .orderBy('company_id')
      .orderBy('as_of', 'desc')
      .execute();
    for (const row of rows) if (!found.has(row.company_id)) found.set(row.company_id, row);
  });
  return found;
}

/** Each company's recorded corporate actions, oldest first. */
export async function actionsOf(db: Db, companyIds: readonly string[]): Promise<Map<string, Selectable<CorporateActionsTable>[]>> {
  const found = new Map<string, Selectable<CorporateActionsTable>[]>();
  await inChunks(companyIds, 1, async (chunk) => {
    const rows = await db.selectFrom('corporate_actions').selectAll().where('company_id', 'in', chunk).orderBy('ex_date').orderBy('id').execute();
    for (const row of rows) found.set(row.company_id, [...(found.get(row.company_id) ?? []), row]);
  });
  return found;
}
