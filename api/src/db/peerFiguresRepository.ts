import { sql, type Kysely } from 'kysely';
import { type CompanyKind } from 'shared-types/api';
import { type Database } from './schema';

/**
 * Copies analysis_meta.peer_figures of every analysis made from other data or by
 * another engine since its figures were last copied (or never), in one statement:
 * an unchanged analysis costs only a comparison of short keys, so its (large)
 * payload is never parsed again (the engine is deterministic: same key, same figures).
 * Returns how many companies' figures were (re)written.
 */
export async function syncCompanyPeerFigures(db: Kysely<Database>): Promise<number> {
  // The keys are compared first (materialized), so only changed payloads are ever parsed.
  const result = await sql`
    with changed as materialized (
      select a.company_id, a.engine_version || ':' || a.data_fingerprint as analysis_key
      from analyses a
      left join company_peer_figures p on p.company_id = a.company_id
      where p.company_id is null or p.analysis_key <> a.engine_version || ':' || a.data_fingerprint
    )
    insert into company_peer_figures (company_id, analysis_key, figures)
    select a.company_id, changed.analysis_key, (a.payload -> 'analysis_meta' -> 'peer_figures')::jsonb
    from changed
    join analyses a on a.company_id = changed.company_id
    where json_typeof(a.payload -> 'analysis_meta' -> 'peer_figures') = 'object'
    on conflict (company_id) do update set analysis_key = excluded.analysis_key, figures = excluded.figures
  `.execute(db);
  // Figures of a company whose analysis is gone (companies cascade on their own).
  await sql`delete from company_peer_figures p where not exists (select 1 from analyses a where a.company_id = p.company_id)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface PeerInputRow {
  id: string;
  name: string;
  code: string;
  kind: CompanyKind;
  industry: string | null;
  sector: string | null;
  is_demo: boolean;
  /** BSE's basic industry and industry (the list's ISubgroup Name and Igroup Name). */
  bse_isubgroup_name: string | null;
  bse_igroup_name: string | null;
  figures: unknown;
}

/**
 * Every company with stored peer figures and statements to compare (an
 * export's years or a current results filing), with its classification: a
 * company known only from the exchange lists has no figures worth a peer row.
 */
export async function loadPeerInputs(db: Kysely<Database>): Promise<PeerInputRow[]> {
  return db
    .selectFrom('company_peer_figures as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['c.id', 'c.name', 'c.code', 'c.kind', 'c.industry', 'c.sector', 'c.is_demo', 'c.bse_isubgroup_name', 'c.bse_igroup_name', 'p.figures'])
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('financial_years as f').select(sql.lit(1).as('one')).whereRef('f.company_id', '=', 'c.id')),
        eb.exists(
          eb
            .selectFrom('filings as g')
            .select(sql.lit(1).as('one'))
            .whereRef('g.company_id', '=', 'c.id')
            .where('g.kind', '=', 'results')
            .where('g.superseded_by', 'is', null),
        ),
      ]),
    )
    .orderBy('c.id')
    .execute();
}

/** group_key → content_hash of every stored group. */
export async function peerGroupHashes(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('peer_groups').select(['group_key', 'content_hash']).execute();
  return new Map(rows.map((row) => [row.group_key, row.content_hash]));
}

export interface PeerGroupToSave {
  groupKey: string;
  basis: 'industry' | 'sector';
  name: string;
  contentHash: string;
  data: unknown;
}

/** Upserts changed groups and deletes vanished ones, in one transaction. */
export async function savePeerGroups(db: Kysely<Database>, changed: readonly PeerGroupToSave[], removed: readonly string[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (removed.length > 0) await trx.deleteFrom('peer_groups').where('group_key', 'in', removed).execute();
    const batchSize = 100;
    for (let start = 0; start < changed.length; start += batchSize) {
      await trx
        .insertInto('peer_groups')
        .values(
          changed.slice(start, start + batchSize).map((group) => ({
            group_key: group.groupKey,
            basis: group.basis,
            name: group.name,
            content_hash: group.contentHash,
            computed_at: now,
            data: JSON.stringify(group.data),
          })),
        )
        .onConflict((conflict) =>
          conflict.column('group_key').doUpdateSet((eb) => ({
            basis: eb.ref('excluded.basis'),
            name: eb.ref('excluded.name'),
            content_hash: eb.ref('excluded.content_hash'),
            computed_at: eb.ref('excluded.computed_at'),
            data: eb.ref('excluded.data'),
          })),
        )
        .execute();
    }
  });
}

export interface StoredPeerGroupRow {
  basis: 'industry' | 'sector';
  name: string;
  computed_at: Date;
  data: unknown;
}

/**
 * Group keys: the basic industry (BSE ISubgroup Name; else the Industry New Name,
 * else the sector, as for the demo universe) and the broader industry (BSE Igroup
 * Name, else the sector). Demo companies get their own keys, so a fictional company
 * is never a peer of a real one nor a real one of a fictional one.
 * peerGroupsOfCompany computes the same keys in SQL.
 */
export function groupNames(row: Pick<PeerInputRow, 'industry' | 'sector' | 'bse_isubgroup_name' | 'bse_igroup_name'>): { industry?: string; sector?: string } {
  const named = (...names: Array<string | null>): string | undefined => names.map((name) => name?.trim()).find((name) => !!name);
  return { industry: named(row.bse_isubgroup_name, row.industry, row.sector), sector: named(row.bse_igroup_name, row.sector) };
}
const demoPrefix = (isDemo: boolean): string => (isDemo ? 'demo-' : '');
export const industryKey = (name: string, isDemo = false): string => `${demoPrefix(isDemo)}industry:${name}`;
export const sectorKey = (name: string, isDemo = false): string => `${demoPrefix(isDemo)}sector:${name}`;

const named = (...columns: string[]) => sql<string>`coalesce(${sql.join(columns.map((column) => sql`nullif(trim(${sql.ref(column)}), '')`))})`;
const prefix = sql<string>`case when c.is_demo then 'demo-' else '' end`;

/**
 * The stored groups of one company's basic industry and broader industry
 * (groupNames): one indexed read, nothing across companies.
 */
export async function peerGroupsOfCompany(db: Kysely<Database>, companyId: string): Promise<{ industry?: StoredPeerGroupRow; sector?: StoredPeerGroupRow }> {
  const rows = await db
    .selectFrom('companies as c')
    .innerJoin('peer_groups as g', (join) =>
      join.on((eb) =>
        eb.or([
          eb('g.group_key', '=', sql<string>`${prefix} || 'industry:' || ${named('c.bse_isubgroup_name', 'c.industry', 'c.sector')}`),
          eb('g.group_key', '=', sql<string>`${prefix} || 'sector:' || ${named('c.bse_igroup_name', 'c.sector')}`),
        ]),
      ),
    )
    .select(['g.basis', 'g.name', 'g.computed_at', 'g.data'])
    .where('c.id', '=', companyId)
    .execute();
  return { industry: rows.find((row) => row.basis === 'industry'), sector: rows.find((row) => row.basis === 'sector') };
}
