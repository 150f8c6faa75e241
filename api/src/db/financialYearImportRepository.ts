import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type FinancialYearsTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A company's stored statement years, oldest first. */
export async function financialYearsOf(db: Db, companyId: string): Promise<Selectable<FinancialYearsTable>[]> {
  return db.selectFrom('financial_years').selectAll().where('company_id', '=', companyId).orderBy('fiscal_year').execute();
}

const KEY = new Set(['company_id', 'fiscal_year']);

/** Inserts statement years, overwriting every column of a (company, fiscal year) already stored. */
export async function upsertFinancialYears(db: Db, rows: readonly Insertable<FinancialYearsTable>[]): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first).filter((column) => !KEY.has(column));
  await inChunks(rows, columns.length + KEY.size, (chunk) =>
    db
      .insertInto('financial_years')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'fiscal_year']).doUpdateSet(() => Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]))),
      )
      .execute(),
  );
}
