import { type Kysely } from 'kysely';
import { type Database } from './schema';

/** One stored price row as the company page reads it. */
export interface StoredPriceRow {
  price: number;
  as_of: string;
  source: string;
  exchange: 'NSE' | 'BSE' | null;
  approximate: boolean;
}

/**
 * Every stored price of a company, oldest first. Bounded by the table itself (one row per day per
 * source); the service keeps one a day (services/priceHistory.ts).
 */
export async function storedPrices(db: Kysely<Database>, companyId: string): Promise<StoredPriceRow[]> {
  const rows = await db
    .selectFrom('prices')
    .select(['price', 'as_of', 'source', 'exchange', 'approximate'])
    .where('company_id', '=', companyId)
    .orderBy('as_of')
    .execute();
  return rows.map((row) => ({ ...row, price: Number(row.price), as_of: String(row.as_of).slice(0, 10) }));
}
