import { sql, type Kysely } from 'kysely';
import { inChunks } from './chunked';
import { type Database } from './schema';

const LIVE_PRICE_SOURCE = 'live_price';

/** Listed (non-demo) companies with an NSE code: the ones a live provider can price. */
export async function listPricedCompanies(db: Kysely<Database>): Promise<Array<{ id: string; code: string }>> {
  return db
    .selectFrom('companies')
    .select(['id', 'code'])
    .where('is_demo', '=', false)
    .where(sql<boolean>`trim(code) <> ''`)
    .orderBy('id')
    .execute();
}

export interface LivePriceRow {
  companyId: string;
  price: number;
  /** The trading day in India, YYYY-MM-DD. */
  asOf: string;
}

/**
 * Writes live prices and returns the companies whose price actually changed.
 * A row is skipped when the company already has a later price, or another
 * source's price for the same day (an exchange close is final for its day);
 * the day's live price is replaced only when it differs. Only the latest live
 * price per company is kept: price history comes from the exchange files.
 */
export async function saveLivePrices(db: Kysely<Database>, rows: readonly LivePriceRow[]): Promise<Set<string>> {
  const changed = new Set<string>();
  await inChunks(rows, 3, async (chunk) => {
    for (const id of await saveBatch(db, chunk)) changed.add(id);
  });
  return changed;
}

async function saveBatch(db: Kysely<Database>, rows: readonly LivePriceRow[]): Promise<string[]> {
  const values = sql.join(rows.map((row) => sql`(${row.companyId}::text, ${row.price}::double precision, ${row.asOf}::date)`));
  // One statement: the insert and the clean-up of older live rows commit together.
  const { rows: written } = await sql<{ company_id: string }>`
    with written as (
      insert into prices (company_id, price, as_of, source)
      select v.company_id, v.price, v.as_of, ${LIVE_PRICE_SOURCE}
      from (values ${values}) as v (company_id, price, as_of)
      where exists (select 1 from companies c where c.id = v.company_id)
        and not exists (
          select 1 from prices p
          where p.company_id = v.company_id
            and (p.as_of > v.as_of or (p.as_of = v.as_of and p.source <> ${LIVE_PRICE_SOURCE}))
        )
      on conflict (company_id, as_of, source, approximate) do update set price = excluded.price
        where prices.price <> excluded.price
      returning company_id, as_of
    ), superseded as (
      delete from prices p using written w
      where p.company_id = w.company_id and p.source = ${LIVE_PRICE_SOURCE} and p.as_of < w.as_of
    )
    select company_id from written
  `.execute(db);
  return written.map((row) => row.company_id);
}
