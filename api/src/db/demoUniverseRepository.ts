import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function countDemoCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('is_demo', '=', true)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface DemoRemoval {
  companies: number;
  /** Accesses to demo companies that were removed with them. */
  accesses: number;
}

/**
 * Deletes the demo universe: its companies and, by cascade, their statements,
 * prices, guidance and analyses. Accesses to demo companies go too (the table
 * does not cascade, on purpose), and each user's quota counter gives those
 * back, so the counter still equals the companies they can see as opened.
 * Real companies and their accesses are untouched.
 */
export async function deleteDemoUniverse(db: Db): Promise<DemoRemoval> {
  const released = await sql<{ user_id: string; accesses: string }>`
    select a.user_id, count(*) as accesses
    from company_access a join companies c on c.id = a.company_id
    where c.is_demo
    group by a.user_id
  `.execute(db);
  for (const { user_id: userId, accesses } of released.rows) {
    await db
      .updateTable('users')
      .set({ companies_used: sql<number>`greatest(0, companies_used - ${Number(accesses)})` })
      .where('id', '=', userId)
      .execute();
  }
  const accesses = await db
    .deleteFrom('company_access')
    .where('company_id', 'in', (eb) => eb.selectFrom('companies').select('id').where('is_demo', '=', true))
    .executeTakeFirst();
  const companies = await db.deleteFrom('companies').where('is_demo', '=', true).executeTakeFirst();
  return { companies: Number(companies.numDeletedRows), accesses: Number(accesses.numDeletedRows) };
}
