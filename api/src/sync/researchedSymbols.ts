import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';

/**
 * NSE symbols of the real (non-demo) companies any user has researched: sync
 * tracks their filings without being told (docs/sync.md). Codes that are BSE
 * numbers (companies listed only there) are left out: NSE does not list them.
 */
export async function researchedSymbols(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('companies')
    .select('code')
    .where('is_demo', '=', false)
    .where('id', 'in', db.selectFrom('company_access').select('company_id'))
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code).filter((code) => code !== '' && !/^\d+$/.test(code));
}
