import { sql, type Kysely } from 'kysely';
import { insertCompanies, insertFinancialYears, insertGuidance, insertPrices } from '../db/bulkInsert';
import { financialYearToRow } from '../db/financialYearRows';
import { type Database } from '../db/schema';
import { currentDataVersion } from '../db/importRunRepository';
import { hasCompanies } from '../db/stockRepository';
import { type Logger } from '../logger';
import { DEMO_STATEMENT_SOURCE, generateDemoUniverse, type DemoCompany, type DemoUniverseOptions } from './universe';

export interface SeedReport {
  seeded: boolean;
  companies: number;
  financialYears: number;
  prices: number;
  guidance: number;
  /** Time to generate the universe in memory. */
  generateMs: number;
  /** Time to write it (one transaction). */
  insertMs: number;
}

const NOTHING: Omit<SeedReport, 'generateMs' | 'insertMs'> = { seeded: false, companies: 0, financialYears: 0, prices: 0, guidance: 0 };

/** Any constant works: it only has to be the same in every process that seeds. */
const SEED_LOCK_KEY = 7_220_611;

/**
 * Loads the demo universe into a new database (no companies, no import ever
 * run), in one transaction (all or nothing). A database with any company, demo
 * or real, is left alone, so restarts never reload or duplicate anything; so is
 * one emptied on purpose (`npm run ingest -- demo --reset`). Two processes
 * starting together on one PostgreSQL serialise on an advisory lock.
 */
export async function seedDemoIfEmpty(db: Kysely<Database>, options: DemoUniverseOptions & { logger?: Logger } = {}): Promise<SeedReport> {
  if (!(await isNewDatabase(db))) {
    options.logger?.info('Demo universe: the database already has companies or imports; not seeding');
    return { ...NOTHING, generateMs: 0, insertMs: 0 };
  }
  const generateStarted = performance.now();
  const universe = generateDemoUniverse(options);
  const generateMs = performance.now() - generateStarted;

  const insertStarted = performance.now();
  const counts = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isNewDatabase(trx))) return undefined; // another process seeded while we generated
    return insertUniverse(trx, universe);
  });
  const insertMs = performance.now() - insertStarted;

  const report: SeedReport = { ...(counts ?? NOTHING), generateMs: Math.round(generateMs), insertMs: Math.round(insertMs) };
  if (counts !== undefined) {
    options.logger?.info(
      { companies: report.companies, financialYears: report.financialYears, prices: report.prices, guidance: report.guidance, generateMs: report.generateMs, insertMs: report.insertMs },
      `Demo universe: loaded ${report.companies} fictional companies in ${((generateMs + insertMs) / 1000).toFixed(1)} s`,
    );
  }
  return report;
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
  const financialYears = await insertFinancialYears(
    db,
    universe.flatMap(({ profile, years }) => years.map((year) => financialYearToRow(profile.id, year, DEMO_STATEMENT_SOURCE))),
  );
  const prices = await insertPrices(
    db,
    universe.flatMap(({ profile, prices: points }) => points.map((point) => ({ company_id: profile.id, price: point.price, as_of: point.asOf, source: point.source }))),
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
  return { seeded: true, companies, financialYears, prices, guidance };
}
