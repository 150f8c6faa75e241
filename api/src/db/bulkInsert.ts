import { type Insertable, type Kysely } from 'kysely';
import {
  type CompaniesTable,
  type Database,
  type FinancialYearsTable,
  type ManagementGuidanceTable,
  type PricesTable,
  type QuarterlyResultsTable,
} from './schema';
import { inChunks } from './chunked';

/**
 * Multi-row inserts for loaders (the demo seed, imports). Call them inside one
 * transaction; inChunks keeps each statement below PostgreSQL's parameter limit.
 */
async function inBatches<Row extends object>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<number> {
  const first = rows[0];
  if (first === undefined) return 0;
  await inChunks(rows, Object.keys(first).length, insert);
  return rows.length;
}

export function insertCompanies(db: Kysely<Database>, rows: readonly Insertable<CompaniesTable>[]): Promise<number> {
  return inBatches(rows, (batch) => db.insertInto('companies').values(batch).execute());
}

export function insertFinancialYears(db: Kysely<Database>, rows: readonly Insertable<FinancialYearsTable>[]): Promise<number> {
  return inBatches(rows, (batch) => db.insertInto('financial_years').values(batch).execute());
}

export function insertPrices(db: Kysely<Database>, rows: readonly Insertable<PricesTable>[]): Promise<number> {
  return inBatches(rows, (batch) => db.insertInto('prices').values(batch).execute());
}

export function insertGuidance(db: Kysely<Database>, rows: readonly Insertable<ManagementGuidanceTable>[]): Promise<number> {
  return inBatches(rows, (batch) => db.insertInto('management_guidance').values(batch).execute());
}

export function insertQuarterlyResults(db: Kysely<Database>, rows: readonly Insertable<QuarterlyResultsTable>[]): Promise<number> {
  return inBatches(rows, (batch) => db.insertInto('quarterly_results').values(batch).execute());
}
