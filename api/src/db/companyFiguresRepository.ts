import { sql, type AliasedSelectQueryBuilder, type Insertable, type Kysely } from 'kysely';
import { type CompanyFiguresTable, type Database } from './schema';

/** Companies whose company_figures row is missing or made from another analysis (its key: engine version and data fingerprint). */
/**
 * How the figures are computed from an analysis (services/screener/companyFigures.ts): part of each
 * row's key, so a change to that computation rewrites every row at the next refresh. Bump it then.
 * 2: a lender's series takes its years from its sales or EPS chart.
 */
export const FIGURES_VERSION = 2;
const keySuffix = `:f${FIGURES_VERSION}`;

export async function listStaleFigureCompanies(db: Kysely<Database>, companyIds?: readonly string[]): Promise<string[]> {
  if (companyIds !== undefined && companyIds.length === 0) return [];
  const only = companyIds === undefined ? sql`` : sql`and a.company_id in (${sql.join(companyIds)})`;
  const { rows } = await sql<{ company_id: string }>`
    select a.company_id from analyses a
    left join company_figures f on f.company_id = a.company_id
    where (f.company_id is null or f.analysis_key <> a.engine_version || ':' || a.data_fingerprint || ${keySuffix}) ${only}
    order by a.company_id`.execute(db);
  return rows.map((row) => row.company_id);
}

export async function upsertCompanyFigures(db: Kysely<Database>, rows: readonly Insertable<CompanyFiguresTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('company_figures')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .column('company_id')
        .doUpdateSet((eb) => Object.fromEntries(Object.keys(rows[0]!).map((key) => [key, eb.ref(`excluded.${key}` as 'excluded.price')]))),
    )
    .execute();
}

/** Rows of companies whose analysis is gone (deleted companies cascade on their own). */
export async function deleteOrphanFigures(db: Kysely<Database>): Promise<void> {
  await sql`delete from company_figures f where not exists (select 1 from analyses a where a.company_id = f.company_id)`.execute(db);
}

/** What the figures are computed from, as stored (services/screener/companyFigures.ts reads it). */
export interface StoredFigureInputs {
  company: { kind: string; sector: string | null; industry: string | null };
  /** The stored v1 answer (analyses.payload), parsed. */
  v1: unknown;
  /** The stored v2 answer's `score` part, parsed; null for a row stored before v2. */
  v2Score: unknown;
  /** The statements' years, any order. */
  years: ReadonlyArray<{ fiscalYear: number; sales: number | null; operatingProfit: number | null; netProfit: number | null }>;
  /** The latest stored price, ₹ per share. */
  price: number | null;
  /** The exchange's latest share count (shares, not crore). */
  shares: number | null;
  /** The latest current shareholding pattern, in percent. */
  shareholding: { promoterPct: number | null; pledgedPct: number | null } | null;
  weekRange: { high: number | null; low: number | null } | null;
}

export interface LoadedFigureInputs {
  companyId: string;
  analysisKey: string;
  input: StoredFigureInputs;
}

/** Everything computeCompanyFigures reads for these companies, in five queries. */
export async function loadFigureInputs(db: Kysely<Database>, ids: readonly string[]): Promise<LoadedFigureInputs[]> {
  const [analyses, years, prices, shares, holdings, ranges] = await Promise.all([
    db
      .selectFrom('analyses as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select(['a.company_id', 'a.engine_version', 'a.data_fingerprint', 'a.payload', 'a.research_v2', 'c.kind', 'c.sector', 'c.industry'])
      .where('a.company_id', 'in', ids)
      .execute(),
    db.selectFrom('financial_years').select(['company_id', 'fiscal_year', 'sales', 'operating_profit', 'net_profit']).where('company_id', 'in', ids).execute(),
    latestPer<{ company_id: string; price: number }>(
      db,
      sql`select distinct on (company_id) company_id, price from engine_prices where company_id in (${sql.join(ids)}) order by company_id, as_of desc, approximate`,
    ),
    latestPer<{ company_id: string; shares: number }>(
      db,
      sql`select distinct on (company_id) company_id, shares from share_counts where company_id in (${sql.join(ids)}) order by company_id, as_of desc`,
    ),
    latestPer<{ company_id: string; promoter_pct: number | null; promoter_pledged_pct: number | null }>(
      db,
      sql`select distinct on (f.company_id) f.company_id, p.promoter_pct, p.promoter_pledged_pct
        from shareholding_patterns p join filings f on f.id = p.filing_id
        where f.company_id in (${sql.join(ids)}) and f.superseded_by is null order by f.company_id, p.as_of desc`,
    ),
    latestPer<{ company_id: string; high: number | null; low: number | null }>(
      db,
      sql`select distinct on (company_id) company_id, high, low from week_high_low where company_id in (${sql.join(ids)}) order by company_id, as_of desc`,
    ),
  ]);
  const yearsOf = new Map<string, StoredFigureInputs['years'][number][]>();
  for (const year of years) {
    const list = yearsOf.get(year.company_id) ?? [];
    list.push({ fiscalYear: year.fiscal_year, sales: year.sales, operatingProfit: year.operating_profit, netProfit: year.net_profit });
    yearsOf.set(year.company_id, list);
  }
  return analyses.map((row) => {
    const holding = holdings.get(row.company_id);
    const range = ranges.get(row.company_id);
    return {
      companyId: row.company_id,
      analysisKey: `${row.engine_version}:${row.data_fingerprint}${keySuffix}`,
      input: {
        company: { kind: row.kind, sector: row.sector, industry: row.industry },
        v1: row.payload,
        v2Score: row.research_v2 === null ? null : (JSON.parse(row.research_v2) as { score?: unknown }).score,
        years: yearsOf.get(row.company_id) ?? [],
        price: prices.get(row.company_id)?.price ?? null,
        shares: shares.get(row.company_id)?.shares ?? null,
        shareholding: holding === undefined ? null : { promoterPct: holding.promoter_pct, pledgedPct: holding.promoter_pledged_pct },
        weekRange: range === undefined ? null : { high: range.high, low: range.low },
      },
    };
  });
}

async function latestPer<Row extends { company_id: string }>(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<Map<string, Row>> {
  const { rows } = await sql<Row>`${query}`.execute(db);
  return new Map(rows.map((row) => [row.company_id, row]));
}

/** A company's figures row with its code and name, for comparing companies side by side. */
export type ComparedFiguresRow = Record<string, unknown> & { company_id: string; code: string; name: string; series: string | null };

/** The figures rows of these companies (any order; an id without a row is absent), every catalogue figure by id. */
export async function loadComparedFigures(
  db: Kysely<Database>,
  /** The figures relation as screens read it (services/screener/screenFiguresRelation.ts), query-time figures included. */
  figures: AliasedSelectQueryBuilder<CompanyFiguresTable, 'f'>,
  ids: readonly string[],
  figureIds: readonly string[],
): Promise<ComparedFiguresRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(figures)
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .select(['f.company_id', 'c.code', 'c.name', 'f.series'])
    .select(figureIds.map((id) => sql.ref(`f.${id}`).as(id)))
    .where('f.company_id', 'in', ids)
    .execute();
  return rows as ComparedFiguresRow[];
}
