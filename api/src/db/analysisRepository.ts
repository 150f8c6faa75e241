import { sql, type Kysely } from 'kysely';
import { type CompanyDetails, type ResearchV2 } from 'shared-types/api';
import { PRICE_STALE_AFTER_DAYS } from '../analysis/context/freshness';
import { marketJson, shareholdingJson } from './filedMarketRows';
import { filedStatementsJson } from './statementRows';
import { type Database } from './schema';

/** 'missing_v2': a row stored before migration 0018, with v1 alone; filled in without an engine bump. */
export type StaleReason = 'missing' | 'engine_version' | 'data_changed' | 'missing_v2' | 'price_aged';

export interface StaleCompany {
  companyId: string;
  /** The fingerprint of the facts right now; store it with the new analysis. */
  fingerprint: string;
  reason: StaleReason;
}

/**
 * Companies whose stored analysis is missing, was made by another engine
 * version, was made from different facts, has no v2 answer (stored before
 * migration 0018), or said its price was fresh when the price would be stale
 * today ('price_aged', below).
 *
 * The data fingerprint is an md5, computed in SQL, over everything the engine
 * reads: the company's profile columns and the text form of each of its
 * financial_years, engine_prices (what the engine reads of the price history)
 * and management_guidance rows, and the filings the engine reads (results
 * statements, shareholding patterns, share counts, 52-week ranges), in a fixed order: the classification included,
 * so a reclassified company is recomputed. Any
 * writer (the demo seed, an importer, a hand edit in psql) changes it just by
 * changing data, with no trigger or "remember to bump" step. It is taken
 * before the facts are loaded, so a change racing with a refresh leaves an
 * older fingerprint behind and the company is picked up again next time;
 * never the reverse.
 *
 * The price's age changes with no change of facts: an analysis computed when
 * its price was 80 days old (analysis_meta.price_source.days_old, not stale)
 * says 'fresh' until recomputed. It is listed once the price would be more
 * than PRICE_STALE_AFTER_DAYS old on `now`'s UTC day, the engine's own rule
 * (api/src/analysis/README.md, 'The price's date and age'). Payloads that say
 * stale already, or record no age (older engines), are not listed for age.
 */
export async function listCompaniesNeedingAnalysis(db: Kysely<Database>, engineVersion: string, now: Date): Promise<StaleCompany[]> {
  const today = now.toISOString().slice(0, 10);
  const { rows } = await db.transaction().execute(async (trx) => {
    // It reads every fact row: allow it more than the pool's per-statement limit as the universe grows.
    await sql`set local statement_timeout = '60s'`.execute(trx);
    return sql<{ company_id: string; fingerprint: string; engine_version: string | null; data_fingerprint: string | null; has_v2: boolean | null }>`
      with current as (${fingerprintQuery()})
      select current.company_id, current.fingerprint, a.engine_version, a.data_fingerprint, a.research_v2 is not null as has_v2
      from current
      left join analyses a on a.company_id = current.company_id
      where a.company_id is null or a.engine_version <> ${engineVersion} or a.data_fingerprint <> current.fingerprint
        or a.research_v2 is null or ${priceAgedSince(today)}
      order by current.company_id
    `.execute(trx);
  });
  return rows.map((row) => ({
    companyId: row.company_id,
    fingerprint: row.fingerprint,
    reason:
      row.engine_version === null
        ? 'missing'
        : row.engine_version !== engineVersion
          ? 'engine_version'
          : row.data_fingerprint !== row.fingerprint
            ? 'data_changed'
            : row.has_v2 !== true
              ? 'missing_v2'
              : 'price_aged',
  }));
}

/**
 * True for a stored analysis (alias a) whose not-stale price would be stale on
 * `today` (YYYY-MM-DD): its computed day (UTC, as the engine dates it) plus
 * (limit − days_old) days is before today. The case guards the cast, since
 * SQL does not promise to evaluate an `and` left to right.
 */
function priceAgedSince(today: string) {
  const source = sql`(a.payload -> 'analysis_meta' -> 'price_source')`;
  return sql`(
    coalesce(${source} ->> 'stale', 'false') = 'false'
    and case when json_typeof(${source} -> 'days_old') = 'number'
      then (a.computed_at at time zone 'UTC')::date + (${PRICE_STALE_AFTER_DAYS}::int - round((${source} ->> 'days_old')::numeric)::int) < ${today}::date
      else false end
  )`;
}

/** The current data fingerprint of every company (or of the given ones). */
export async function companyFingerprints(db: Kysely<Database>, companyIds?: readonly string[]): Promise<Map<string, string>> {
  if (companyIds !== undefined && companyIds.length === 0) return new Map();
  const { rows } = await sql<{ company_id: string; fingerprint: string }>`${fingerprintQuery(companyIds)}`.execute(db);
  return new Map(rows.map((row) => [row.company_id, row.fingerprint]));
}

/**
 * Per company: md5 of the profile plus each fact table's rows as text. Row text
 * of double precision is exact (shortest round-trip form) on PostgreSQL 12+.
 */
function fingerprintQuery(companyIds?: readonly string[]) {
  const only = companyIds === undefined ? sql`` : sql`where c.id in (${sql.join(companyIds)})`;
  return sql`
    select c.id as company_id, md5(concat_ws('|',
      c.name, c.code, coalesce(c.isin, ''), coalesce(c.sector, ''), coalesce(c.industry, ''), c.is_demo::text,
      c.kind, c.kind_source, coalesce(c.kind_reason, ''),
      coalesce((select string_agg(f::text, ';' order by f.period_end) from financial_years f where f.company_id = c.id), ''),
      coalesce((select string_agg(p::text, ';' order by p.as_of, p.approximate, p.source) from engine_prices p where p.company_id = c.id), ''),
      coalesce((select string_agg(g::text, ';' order by g.fiscal_year, g.id) from management_guidance g where g.company_id = c.id), ''),
      coalesce((select string_agg(q::text, ';' order by q.period_end) from quarterly_results q where q.company_id = c.id), ''),
      coalesce((${shareholdingJson('c.id')})::text, ''), (${marketJson('c.id')})::text,
      coalesce((${filedStatementsJson('c.id')})::text, '')
    )) as fingerprint
    from companies c
    ${only}
  `;
}

export interface AnalysisToSave {
  companyId: string;
  engineVersion: string;
  payload: CompanyDetails;
  researchV2: ResearchV2;
  fingerprint: string;
  computedAt: Date;
}

/** Upserts analyses, many per statement. */
export async function saveAnalyses(db: Kysely<Database>, analyses: readonly AnalysisToSave[]): Promise<void> {
  // Payloads are large (tens of kB of JSON each): keep statements to a few MB.
  const batchSize = 50;
  for (let start = 0; start < analyses.length; start += batchSize) {
    const batch = analyses.slice(start, start + batchSize);
    await db
      .insertInto('analyses')
      .values(
        batch.map((analysis) => ({
          company_id: analysis.companyId,
          engine_version: analysis.engineVersion,
          // A JSON string: node-postgres would turn a top-level array into a PostgreSQL array.
          payload: JSON.stringify(analysis.payload),
          // Text, served as stored: these bytes are the v2 answer (decision 0005).
          research_v2: JSON.stringify(analysis.researchV2),
          data_fingerprint: analysis.fingerprint,
          computed_at: analysis.computedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('company_id').doUpdateSet((eb) => ({
          engine_version: eb.ref('excluded.engine_version'),
          payload: eb.ref('excluded.payload'),
          research_v2: eb.ref('excluded.research_v2'),
          data_fingerprint: eb.ref('excluded.data_fingerprint'),
          computed_at: eb.ref('excluded.computed_at'),
        })),
      )
      .execute();
  }
}

export interface StoredAnalysis {
  payload: CompanyDetails;
  /** Null in a row stored before migration 0018. */
  researchV2: ResearchV2 | null;
  engineVersion: string;
  dataFingerprint: string;
  computedAt: Date;
}

/** Both stored answers as JSON text; v2 is null in a row stored before migration 0018. */
export interface StoredAnswersJson {
  v1: string;
  v2: string | null;
}

/** The stored answers as JSON text, straight from the database: serving them needs no parse or stringify. */
export async function getStoredAnswersJson(db: Kysely<Database>, companyId: string): Promise<StoredAnswersJson | undefined> {
  const row = await db
    .selectFrom('analyses')
    .select([sql<string>`payload::text`.as('v1'), 'research_v2'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row === undefined ? undefined : { v1: row.v1, v2: row.research_v2 };
}

/** The stored analysis of a company, whether or not it is still fresh. */
export async function getStoredAnalysis(db: Kysely<Database>, companyId: string): Promise<StoredAnalysis | undefined> {
  const row = await db
    .selectFrom('analyses')
    .select(['payload', 'research_v2', 'engine_version', 'data_fingerprint', 'computed_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        payload: row.payload,
        researchV2: row.research_v2 === null ? null : (JSON.parse(row.research_v2) as ResearchV2),
        engineVersion: row.engine_version,
        dataFingerprint: row.data_fingerprint,
        computedAt: row.computed_at,
      };
}
