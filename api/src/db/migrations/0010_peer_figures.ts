import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Peer comparison (api/src/services/peerComparison):
 * - company_peer_figures: each company's compact peer figures, copied from its
 *   stored analysis (analysis_meta.peer_figures) and stamped with that
 *   analysis's engine version and data fingerprint, so the job only rereads
 *   analyses that changed;
 * - peer_groups: per industry and per sector, the members' figures, medians,
 *   percentiles and magic-formula ranks, joined to a payload when it is served.
 */
const UP = [
  `create table company_peer_figures (
    company_id text primary key references companies (id) on delete cascade,
    analysis_key text not null,
    figures jsonb not null
  )`,
  `create table peer_groups (
    group_key text primary key,
    basis text not null check (basis in ('industry', 'sector')),
    name text not null check (btrim(name) <> ''),
    content_hash text not null,
    computed_at timestamptz not null,
    data jsonb not null
  )`,
];

const DOWN = [`drop table if exists peer_groups`, `drop table if exists company_peer_figures`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const peerFigures: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
