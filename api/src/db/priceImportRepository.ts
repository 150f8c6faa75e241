import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type PricesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export type StoredPrice = Pick<Selectable<PricesTable>, 'company_id' | 'price' | 'as_of'>;

/** The stored prices of one source for the given companies, oldest first. */
export async function pricesFromSource(db: Db, source: string, companyIds: readonly string[]): Promise<StoredPrice[]> {
  const found: StoredPrice[] = [];
  await inChunks(companyIds, 1, async (chunk) => {
    found.push(
      ...(await db
        .selectFrom('prices')
        .select(['company_id', 'price', 'as_of'])
        .where('source', '=', source)
        .where('company_id', 'in', chunk)
        .orderBy('company_id')
        .orderBy('as_of')
        .execute()),
    );
  });
  return found;
}

/** Inserts prices, replacing the price of a (company, date, source) that is already stored. */
export async function upsertPrices(db: Db, rows: readonly Insertable<PricesTable>[]): Promise<void> {
  await inChunks(rows, 4, (chunk) =>
    db
      .insertInto('prices')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['company_id', 'as_of', 'source']).doUpdateSet({ price: sql.ref('excluded.price') }))
      .execute(),
  );
}

/** Drops every price of one source for the given companies (before writing their newer one). */
export async function deletePricesFromSource(db: Db, source: string, companyIds: readonly string[]): Promise<void> {
  await inChunks(companyIds, 1, (chunk) => db.deleteFrom('prices').where('source', '=', source).where('company_id', 'in', chunk).execute());
}
