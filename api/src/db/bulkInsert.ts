import { type Insertable, type Kysely } from 'kysely';
import {
  type CompaniesTable,
  type Database,
  type FinancialYearsTable,
  type ManagementGuidanceTable,
  type PricesTable,
} from './schema';

/**
 * Multi-row inserts for loaders (the demo seed, imports). Call them inside one
 * transaction: one statement per batch keeps round trips (and PGlite's
 * per-query overhead) low, and the batch size keeps each statement far below
 * PostgreSQL's 65,535-parameter limit.
 */
const MAX_PARAMETERS_PER_STATEMENT = 20_000;

function batchSizeFor(columns: number): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
}

async function inBatches<Row extends object>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<number> {
  const first = rows[0];
  if (first === undefined) return 0;
  const size = batchSizeFor(Object.keys(first).length);
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
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
