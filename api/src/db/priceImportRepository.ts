import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type PricesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export type StoredPrice = Pick<Selectable<PricesTable>, 'company_id' | 'price' | 'as_of' | 'approximate' | 'exchange'>;

/** The stored prices of one source for the given companies (on the given days only, when named), oldest first. */
export async function pricesFromSource(db: Db, source: string, companyIds: readonly string[], onDays?: readonly string[]): Promise<StoredPrice[]> {
  const found: StoredPrice[] = [];
  if (onDays !== undefined && onDays.length === 0) return found;
  await inChunks(companyIds, 1, async (chunk) => {
    found.push(
      ...(await db
        .selectFrom('prices')
        .select(['company_id', 'price', 'as_of', 'approximate', 'exchange'])
        .where('source', '=', source)
        .where('company_id', 'in', chunk)
        .$if(onDays !== undefined, (query) => query.where('as_of', 'in', [...(onDays ?? [])]))
        .orderBy('company_id')
        .orderBy('as_of')
        .execute()),
    );
  });
  return found;
}

/** Inserts prices, replacing the price (and exchange) of a (company, date, source, approximate) already stored. */
export async function upsertPrices(db: Db, rows: readonly Insertable<PricesTable>[]): Promise<void> {
  await inChunks(rows, 6, (chunk) =>
    db
      .insertInto('prices')
      .values(chunk.map((row) => ({ approximate: false, exchange: null, ...row })))
      .onConflict((conflict) =>
        conflict
          .columns(['company_id', 'as_of', 'source', 'approximate'])
          .doUpdateSet({ price: sql.ref('excluded.price'), exchange: sql.ref('excluded.exchange') }),
      )
      .execute(),
  );
}
