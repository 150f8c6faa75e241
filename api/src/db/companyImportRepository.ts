import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type CompaniesTable, type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What the importers compare against: every column a list or Screener import may change. */
export type StoredCompany = Pick<
  Selectable<CompaniesTable>,
  | 'id'
  | 'name'
  | 'code'
  | 'isin'
  | 'sector'
  | 'industry'
  | 'series'
  | 'listing_date'
  | 'kind'
  | 'kind_source'
  | 'kind_reason'
  | 'nse_as_of'
  | 'bse_code'
  | 'bse_id'
  | 'bse_status'
  | 'bse_as_of'
  | 'bse_sector_name'
  | 'bse_industry_new_name'
  | 'bse_igroup_name'
  | 'bse_isubgroup_name'
  | 'bse_industry'
>;

export type CompanyRow = Insertable<CompaniesTable> & { id: string; name: string };
/** Columns an import may overwrite on an existing company (never id, is_demo or created_at). */
export type UpdatableColumn = Exclude<keyof CompaniesTable, 'id' | 'is_demo' | 'created_at' | 'updated_at'>;

const STORED_COLUMNS = [
  'id',
  'name',
  'code',
  'isin',
  'sector',
  'industry',
  'series',
  'listing_date',
  'kind',
  'kind_source',
  'kind_reason',
  'nse_as_of',
  'bse_code',
  'bse_id',
  'bse_status',
  'bse_as_of',
  'bse_sector_name',
  'bse_industry_new_name',
  'bse_igroup_name',
  'bse_isubgroup_name',
  'bse_industry',
] as const;

/**
 * Every real (non-demo) company. A few thousand rows: matching a file against
 * them in memory is cheaper than a query per row, and one read inside the
 * import's transaction is a consistent snapshot.
 */
export async function listRealCompanies(db: Db): Promise<StoredCompany[]> {
  return db.selectFrom('companies').select(STORED_COLUMNS).where('is_demo', '=', false).orderBy('id').execute();
}

/**
 * Inserts new companies and updates existing ones in multi-row statements
 * (insert … on conflict (id) do update). Only `updateColumns` change on a
 * company that exists; updated_at is stamped on every change.
 */
export async function upsertCompanies(db: Db, rows: readonly CompanyRow[], updateColumns: readonly UpdatableColumn[]): Promise<void> {
  const width = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  await inChunks(rows, width, (chunk) =>
    db
      .insertInto('companies')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet(() => ({
          ...Object.fromEntries(updateColumns.map((column) => [column, sql.ref(`excluded.${column}`)])),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute(),
  );
}

/** Gives companies new codes (a symbol that moved to another ISIN). */
export async function setCompanyCodes(db: Db, changes: ReadonlyArray<{ id: string; code: string }>): Promise<void> {
  for (const { id, code } of changes) {
    await db
      .updateTable('companies')
      .set({ code, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
}

/** Records how a company is classified and by what (the caller has checked the source may replace the stored one). */
export async function setCompanyKind(db: Db, companyId: string, decision: Pick<StoredCompany, 'kind' | 'kind_source' | 'kind_reason'>): Promise<void> {
  await db
    .updateTable('companies')
    .set({ ...decision, updated_at: sql<Date>`now()` })
    .where('id', '=', companyId)
    .execute();
}

/** Gives companies the newer ISIN of their shares (a face-value split); the old one is recorded as an alias by the caller. */
export async function setCompanyIsins(db: Db, changes: ReadonlyArray<{ id: string; isin: string }>): Promise<void> {
  for (const { id, isin } of changes) {
    await db
      .updateTable('companies')
      .set({ isin, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * The companies among `ids` that hold anything beyond their list fields (statements, prices,
 * filings, guidance, actions, or a user who opened them): those are never deleted by an import.
 */
export async function companiesHoldingData(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select c.id from companies c
    where c.id in (${sql.join(ids)}) and (
      exists (select 1 from financial_years t where t.company_id = c.id)
      or exists (select 1 from quarterly_results t where t.company_id = c.id)
      or exists (select 1 from prices t where t.company_id = c.id)
      or exists (select 1 from filings t where t.company_id = c.id)
      or exists (select 1 from management_guidance t where t.company_id = c.id)
      or exists (select 1 from corporate_actions t where t.company_id = c.id)
      or exists (select 1 from share_counts t where t.company_id = c.id)
      or exists (select 1 from company_access t where t.company_id = c.id))`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** Deletes companies (their analyses and peer figures go with them, by cascade). */
export async function deleteCompanies(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('companies')
      .where('id', 'in', [...ids])
      .execute();
}
