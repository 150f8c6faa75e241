import { sql, type Kysely } from 'kysely';
import { type Database } from './schema';

export interface CompanyRef {
  id: string;
  name: string;
  code: string;
}

/**
 * Finds the company a person picked: by id when the client sends one, else by
 * exact (case- and space-insensitive) name, else by non-blank code.
 */
export async function findCompany(db: Kysely<Database>, input: { companyId?: string | undefined; name: string }): Promise<CompanyRef | undefined> {
  if (input.companyId !== undefined) {
    return db.selectFrom('companies').select(['id', 'name', 'code']).where('id', '=', input.companyId).executeTakeFirst();
  }
  const wanted = input.name.replace(/\s+/g, ' ').trim().toLowerCase();
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'code'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(regexp_replace(trim(name), '\\s+', ' ', 'g'))`, '=', wanted),
        eb.and([eb('code', '<>', ''), eb(sql<string>`lower(code)`, '=', wanted)]),
      ]),
    )
    // a name match beats a code match; ties resolve the same way every time
    .orderBy(sql`case when lower(regexp_replace(trim(name), '\\s+', ' ', 'g')) = ${wanted} then 0 else 1 end`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
