import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { type AliasKind, type CompanyAliasesTable } from './filingsSchema';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** How a file names a company: an ISIN, a BSE scrip code, or a ticker (an NSE symbol or a BSE security id). */
export type IdentifierKind = 'isin' | 'bse_code' | 'symbol';

export interface NamedCompany {
  id: string;
  name: string;
  code: string;
  isin: string | null;
  bse_code: string | null;
  /** True when the identifier is one the company had before (an alias), not its current one. */
  former: boolean;
}

const CURRENT_COLUMNS: Readonly<Record<IdentifierKind, ReadonlyArray<'isin' | 'bse_code' | 'code' | 'bse_id'>>> = {
  isin: ['isin'],
  bse_code: ['bse_code'],
  symbol: ['code', 'bse_id'],
};
const ALIAS_KINDS: Readonly<Record<IdentifierKind, readonly AliasKind[]>> = {
  isin: ['isin'],
  bse_code: ['bse_code'],
  symbol: ['nse_symbol', 'bse_id'],
};

/**
 * The real companies an identifier names (trimmed and upper-cased, as identifiers are stored): those that
 * have it now; only when none does, those that had it before. A symbol NSE
 * moved to another company names its new holder, not both.
 */
export async function companiesNamedBy(db: Db, kind: IdentifierKind, value: string): Promise<NamedCompany[]> {
  const wanted = value.trim().toUpperCase();
  if (wanted === '') return [];
  const current = await db
    .selectFrom('companies')
    .select(['id', 'name', 'code', 'isin', 'bse_code'])
    .where('is_demo', '=', false)
    .where((eb) => eb.or(CURRENT_COLUMNS[kind].map((column) => eb(column, '=', wanted))))
    .execute();
  if (current.length > 0) return current.map((company) => ({ ...company, former: false }));
  const former = await db
    .selectFrom('company_aliases as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['c.id', 'c.name', 'c.code', 'c.isin', 'c.bse_code'])
    .where('a.kind', 'in', [...ALIAS_KINDS[kind]])
    .where('a.value', '=', wanted)
    .execute();
  const found = new Map<string, NamedCompany>();
  for (const company of former) found.set(company.id, { ...company, former: true });
  return [...found.values()];
}

/** Records identifiers companies had before; one already recorded is left as it is. */
export async function recordAliases(db: Db, aliases: readonly Insertable<CompanyAliasesTable>[]): Promise<number> {
  if (aliases.length === 0) return 0;
  const rows = aliases.map((alias) => ({ ...alias, value: alias.value.trim().toUpperCase() }));
  const result = await db
    .insertInto('company_aliases')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['kind', 'value', 'company_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** A company's former identifiers, oldest record first. */
export async function aliasesOf(db: Db, companyId: string): Promise<Array<{ kind: AliasKind; value: string; source: string; recorded_on: string }>> {
  return db
    .selectFrom('company_aliases')
    .select(['kind', 'value', 'source', 'recorded_on'])
    .where('company_id', '=', companyId)
    .orderBy('recorded_on')
    .orderBy('kind')
    .orderBy('value')
    .execute();
}

/** Every former identifier of one kind → the company that had it (for list imports, which match thousands of rows at once). */
export async function aliasOwners(db: Db, kind: AliasKind): Promise<Map<string, string>> {
  const rows = await db.selectFrom('company_aliases').select(['value', 'company_id']).where('kind', '=', kind).execute();
  const owners = new Map<string, string>();
  for (const row of rows) if (!owners.has(row.value)) owners.set(row.value, row.company_id);
  return owners;
}
