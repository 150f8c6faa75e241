import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { type Stock } from 'shared-types/api';
import { NSE_EQUITY_SERIES } from './companyEquity';
import { KEY_COLUMNS, keyOf } from './companyKey';
import { type Database } from './schema';

/**
 * Every company for the pick list, by name. Sorted with the "C" collation on
 * the lower-cased name so PGlite and PostgreSQL (whose default collations
 * differ) return the same order.
 *
 * Fund units, ETFs, gold bonds and debt are not companies: the BSE and NSE
 * list imports skip them now (db/companyEquity.ts: the INF… ISIN,
 * 'Mutual Fund Scheme' and NSE series rules), and rows an earlier import
 * stored are left out here rather than deleted, so nothing a user opened or an
 * import attached to them is lost.
 */
export async function listStocks(db: Kysely<Database>): Promise<Stock[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['name', ...KEY_COLUMNS])
    .select((eb) => hasStatementsOf(eb).as('has_statements'))
    .where((eb) =>
      eb.not(
        eb.or([
          eb(sql`coalesce(isin, '')`, 'like', 'INF%'),
          eb(sql`coalesce(bse_industry, '')`, 'ilike', 'Mutual Fund Scheme%'),
          eb(sql`coalesce(bse_isubgroup_name, '')`, 'ilike', 'Mutual Fund Scheme%'),
          // An NSE series other than equity's: gold bonds, debt, trust units (db/companyEquity.ts).
          eb.and([eb('series', 'is not', null), eb(sql`upper(trim(series))`, 'not in', [...NSE_EQUITY_SERIES])]),
        ]),
      ),
    )
    .orderBy(sql`lower(name) collate "C"`)
    .orderBy('id')
    .execute();
  // The address key (`/company/<key>`) goes with each, so the list links to pages without another lookup.
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, is_demo: row.is_demo, has_statements: row.has_statements, key: keyOf(row) }));
}

/** True when at least one company exists (the demo seed runs only on an empty table). */
export async function hasCompanies(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the company has statements to analyse. The engine's years come from annual rows or an annual
 * results filing; with neither, its page is 'Not rated — no financial statements imported yet'.
 * Existence checks only: the stored payloads are not read.
 */
export function hasStatementsOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .or([
      eb.exists(eb.selectFrom('financial_years as f').select('f.company_id').whereRef('f.company_id', '=', 'companies.id')),
      eb.exists(
        eb
          .selectFrom('filings as r')
          .select('r.company_id')
          .whereRef('r.company_id', '=', 'companies.id')
          .where('r.kind', '=', 'results')
          .where('r.reporting', 'in', ['FY', 'Q4']),
      ),
    ])
    .$castTo<boolean>();
}
