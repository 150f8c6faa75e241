import { sql, type Kysely } from 'kysely';
import { type CompanyKind } from 'shared-types/api';
import { KEY_COLUMNS, keyOf, nseSymbolOf, type KeyColumns } from './companyKey';
import { hasStatementsOf } from './stockRepository';
import { type Database } from './schema';

/** The company a `/company/<key>` address names, with what its public view shows of it. */
export interface KeyedCompany extends KeyColumns {
  name: string;
  /** The NSE symbol (db/companyKey.ts: `code` is not always one). */
  nse_symbol: string | null;
  /** Its `/company/<key>` address key. */
  key: string;
  kind: CompanyKind;
  has_statements: boolean;
}

/**
 * The company a key names (docs/company-page.md): its NSE symbol (any case), else its BSE code,
 * else its ISIN, else a former symbol, BSE id, code or ISIN on record, else its id. The first
 * rule that names any company decides; within a rule a real company wins over a demo one,
 * then the lowest id, so the answer never depends on row order.
 */
export async function findCompanyByKey(db: Kysely<Database>, key: string): Promise<KeyedCompany | undefined> {
  const wanted = key.trim().toUpperCase();
  if (wanted === '') return undefined;
  const base = () =>
    db
      .selectFrom('companies')
      .select(['companies.name', 'companies.kind', ...KEY_COLUMNS.map((column) => `companies.${column}` as const)])
      .select((eb) => hasStatementsOf(eb).as('has_statements'))
      .orderBy('companies.is_demo')
      .orderBy('companies.id')
      .limit(1);
  const rules = [
    () => base().where(sql<string>`upper(trim(companies.code))`, '=', wanted),
    () => base().where(sql<string>`upper(trim(companies.bse_code))`, '=', wanted),
    () => base().where(sql<string>`upper(trim(companies.isin))`, '=', wanted),
    () =>
      base().where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_aliases as a')
            .select('a.company_id')
            .whereRef('a.company_id', '=', 'companies.id')
            .where('a.kind', 'in', ['nse_symbol', 'bse_id', 'bse_code', 'isin'])
            .where('a.value', '=', wanted),
        ),
      ),
    // Ids keep their case ('isin:INE467B01029', 'demo:9000').
    () => base().where('companies.id', '=', key.trim()),
  ];
  for (const rule of rules) {
    const row = await rule().executeTakeFirst();
    if (row !== undefined) {
      return { ...row, nse_symbol: nseSymbolOf(row), key: keyOf(row), has_statements: Boolean(row.has_statements) };
    }
  }
  return undefined;
}
