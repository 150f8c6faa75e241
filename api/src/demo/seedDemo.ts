import { type Kysely } from 'kysely';
import { inTransactionUnderLock } from '../coordination/transactionLock';
import { insertCompanies, insertFinancialYears, insertGuidance, insertPrices, insertQuarterlyResults } from '../db/bulkInsert';
import { financialYearToRow } from '../db/financialYearRows';
import { type Database } from '../db/schema';
import { currentDataVersion } from '../db/importRunRepository';
import { hasCompanies } from '../db/stockRepository';
import { type Logger } from '../logger';
import { inChunks } from '../db/chunked';
import { LAST_FISCAL_YEAR } from './financials';
import { DEMO_PRICE_SOURCE } from './prices';
import { DEMO_STATEMENT_SOURCE, generateDemoUniverse, type DemoCompany, type DemoUniverseOptions } from './universe';

export interface SeedReport {
  seeded: boolean;
  companies: number;
  financialYears: number;
  quarters: number;
  prices: number;
  guidance: number;
  /** Time to generate the universe in memory. */
  generateMs: number;
  /** Time to write it (one transaction). */
  insertMs: number;
}

const NOTHING: Omit<SeedReport, 'generateMs' | 'insertMs'> = { seeded: false, companies: 0, financialYears: 0, quarters: 0, prices: 0, guidance: 0 };

/**
 * Loads the demo universe into a new database (no companies, no import ever
 * run), in one transaction (all or nothing). A database with any company, demo
 * or real, is left alone, so restarts never reload or duplicate anything; so is
 * one emptied on purpose (`npm run ingest -- demo --reset`). Two processes
 * starting together on one PostgreSQL serialise on an advisory lock of their
 * schema: one seeds, the others wait, then find it seeded and leave it.
 */
export async function seedDemoIfEmpty(db: Kysely<Database>, options: DemoUniverseOptions & { logger?: Logger } = {}): Promise<SeedReport> {
  if (!(await isNewDatabase(db))) {
    const refreshed = await refreshOutdatedDemo(db, options);
    if (refreshed === null) options.logger?.info('Demo universe: the database already has companies or imports; not seeding');
    return refreshed ?? { ...NOTHING, generateMs: 0, insertMs: 0 };
  }
  const generateStarted = performance.now();
  const universe = generateDemoUniverse(options);
  const generateMs = performance.now() - generateStarted;

  const insertStarted = performance.now();
  const counts = await underSeedLock(db, async (trx) => {
    if (!(await isNewDatabase(trx))) return undefined; // another process seeded while we generated
    return insertUniverse(trx, universe);
  });
  const insertMs = performance.now() - insertStarted;

  const report: SeedReport = { ...(counts ?? NOTHING), generateMs: Math.round(generateMs), insertMs: Math.round(insertMs) };
  if (counts === undefined) options.logger?.info('Demo universe: loaded by another process meanwhile; not seeding');
  if (counts !== undefined) {
    options.logger?.info(
      {
        companies: report.companies,
        financialYears: report.financialYears,
        prices: report.prices,
        guidance: report.guidance,
        generateMs: report.generateMs,
        insertMs: report.insertMs,
      },
      `Demo universe: loaded ${report.companies} fictional companies in ${((generateMs + insertMs) / 1000).toFixed(1)} s`,
    );
  }
  return report;
}

/**
 * A database seeded by an older generator (statements ending before
 * LAST_FISCAL_YEAR) would leave every demo company stale against its
 * November 2026 price. Its demo companies keep their ids, names, users'
 * accesses and everything else; only their generated facts (statements,
 * quarters, prices, guidance) are replaced, in one transaction. Real
 * companies and imported rows are not touched. Null when nothing was outdated.
 */
export async function refreshOutdatedDemo(db: Kysely<Database>, options: DemoUniverseOptions & { logger?: Logger } = {}): Promise<SeedReport | null> {
  const outdated = async (q: Kysely<Database>): Promise<string[]> => {
    const rows = await q
      .selectFrom('companies as c')
      .innerJoin('financial_years as f', 'f.company_id', 'c.id')
      .where('c.is_demo', '=', true)
      .where('f.source', '=', DEMO_STATEMENT_SOURCE)
      .groupBy('c.id')
      .having((eb) => eb.fn.max('f.fiscal_year'), '<', LAST_FISCAL_YEAR)
      .select('c.id')
      .execute();
    return rows.map((row) => row.id);
  };
  if ((await outdated(db)).length === 0) return null;
  const generateStarted = performance.now();
  const universe = generateDemoUniverse(options);
  const generateMs = performance.now() - generateStarted;
  const insertStarted = performance.now();
  const counts = await underSeedLock(db, async (trx) => {
    const ids = new Set(await outdated(trx)); // another process may have refreshed meanwhile
    const companies = universe.filter((company) => ids.has(company.profile.id));
    if (companies.length === 0) return undefined;
    await inChunks([...ids], 1, async (batch) => {
      for (const table of ['financial_years', 'quarterly_results', 'management_guidance'] as const) {
        await trx.deleteFrom(table).where('company_id', 'in', batch).execute();
      }
      await trx.deleteFrom('prices').where('company_id', 'in', batch).where('source', '=', DEMO_PRICE_SOURCE).execute();
    });
    return { seeded: true, companies: companies.length, ...(await insertDemoFacts(trx, companies)) };
  });
  if (counts === undefined) return null;
  const report: SeedReport = { ...counts, generateMs: Math.round(generateMs), insertMs: Math.round(performance.now() - insertStarted) };
  options.logger?.info(
    { companies: report.companies, financialYears: report.financialYears, quarters: report.quarters },
    `Demo universe: refreshed ${report.companies} demo companies to statements ending FY${LAST_FISCAL_YEAR} (generated by an older version)`,
  );
  return report;
}

/** One transaction holding the seed lock: processes starting together on one PostgreSQL take turns. */
function underSeedLock<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return inTransactionUnderLock(db, 'demo-seed', work);
}

async function isNewDatabase(db: Kysely<Database>): Promise<boolean> {
  return !(await hasCompanies(db)) && (await currentDataVersion(db)) === 0;
}

/** Writes a generated universe (also used by `npm run ingest -- demo --load`, inside its transaction). */
export async function insertUniverse(db: Kysely<Database>, universe: readonly DemoCompany[]): Promise<Omit<SeedReport, 'generateMs' | 'insertMs'>> {
  const companies = await insertCompanies(
    db,
    universe.map(({ profile, series, listingDate }) => ({
      id: profile.id,
      name: profile.name,
      code: profile.code,
      isin: profile.isin,
      sector: profile.sector,
      industry: profile.industry ?? null,
      series,
      listing_date: listingDate,
      is_demo: true,
      kind: profile.kind ?? (profile.isLender ? 'lender' : 'industrial'),
      kind_source: profile.kindSource ?? 'demo',
      kind_reason: profile.kindReason ?? null,
    })),
  );
  const facts = await insertDemoFacts(db, universe);
  return { seeded: true, companies, ...facts };
}

/** The statements, quarters, prices and guidance of generated companies whose rows already exist. */
type DemoFactCounts = Pick<SeedReport, 'financialYears' | 'quarters' | 'prices' | 'guidance'>;

async function insertDemoFacts(db: Kysely<Database>, universe: readonly DemoCompany[]): Promise<DemoFactCounts> {
  const financialYears = await insertFinancialYears(
    db,
    universe.flatMap(({ profile, years }) => years.map((year) => financialYearToRow(profile.id, year, DEMO_STATEMENT_SOURCE))),
  );
  const quarters = await insertQuarterlyResults(
    db,
    universe.flatMap(({ profile, quarters: results }) =>
      results.map((q) => ({
        company_id: profile.id,
        period_end: q.periodEnd,
        sales: q.sales,
        operating_profit: q.operatingProfit,
        net_profit: q.netProfit,
        source: DEMO_STATEMENT_SOURCE,
      })),
    ),
  );
  const prices = await insertPrices(
    db,
    universe.flatMap(({ profile, prices: points }) =>
      points.map((point) => ({ company_id: profile.id, price: point.price, as_of: point.asOf, source: point.source })),
    ),
  );
  const guidance = await insertGuidance(
    db,
    universe.flatMap(({ profile, guidance: records }) =>
      records.map((record) => ({
        company_id: profile.id,
        fiscal_year: record.fiscalYear,
        metric: record.metric,
        guided_value: record.guidedValue,
        actual: record.actual,
        statement: record.statement,
        source: record.source,
        stated_on: record.statedOn,
      })),
    ),
  );
  return { financialYears, quarters, prices, guidance };
}
