import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type FinancialYearsTable, type QuarterlyResultsTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A company's stored statement periods, oldest first. */
export async function financialYearsOf(db: Db, companyId: string): Promise<Selectable<FinancialYearsTable>[]> {
  return db.selectFrom('financial_years').selectAll().where('company_id', '=', companyId).orderBy('period_end').execute();
}

const KEY = new Set(['company_id', 'period_end']);

/** Every column but the key, to overwrite from the row being inserted (`excluded`). */
function updateAllBut<Row extends object>(first: Row): { columns: string[]; set: () => Record<string, ReturnType<typeof sql.ref>> } {
  const columns = Object.keys(first).filter((column) => !KEY.has(column));
  return { columns, set: () => Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) };
}

/** Inserts statement periods, overwriting every column of a (company, period end) already stored. */
export async function upsertFinancialYears(db: Db, rows: readonly Insertable<FinancialYearsTable>[]): Promise<void> {
  if (rows[0] === undefined) return;
  const update = updateAllBut(rows[0]);
  await inChunks(rows, update.columns.length + KEY.size, (chunk) =>
    db
      .insertInto('financial_years')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['company_id', 'period_end']).doUpdateSet(update.set))
      .execute(),
  );
}

/** Keeps stored periods an import is about to overwrite, so nothing imported is ever lost. */
export async function archiveFinancialYears(db: Db, rows: readonly Selectable<FinancialYearsTable>[], replacedBy: string): Promise<void> {
  await inChunks(rows, 4, (chunk) =>
    db
      .insertInto('financial_year_history')
      .values(
        chunk.map(({ company_id, period_end, ...figures }) => ({
          company_id,
          period_end,
          replaced_by: replacedBy,
          figures: JSON.stringify(figures),
        })),
      )
      .execute(),
  );
}

/** A company's stored quarters, oldest first. */
export async function quartersOf(db: Db, companyId: string): Promise<Selectable<QuarterlyResultsTable>[]> {
  return db.selectFrom('quarterly_results').selectAll().where('company_id', '=', companyId).orderBy('period_end').execute();
}

/** Inserts quarters, overwriting a (company, quarter end) already stored. */
export async function upsertQuarters(db: Db, rows: readonly Insertable<QuarterlyResultsTable>[]): Promise<void> {
  if (rows[0] === undefined) return;
  const update = updateAllBut(rows[0]);
  await inChunks(rows, update.columns.length + KEY.size, (chunk) =>
    db
      .insertInto('quarterly_results')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['company_id', 'period_end']).doUpdateSet(update.set))
      .execute(),
  );
}
