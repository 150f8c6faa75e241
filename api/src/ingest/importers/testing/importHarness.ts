import { sql, type Kysely } from 'kysely';
import { type Database } from '../../../db/schema';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../../../services/testing/fakeAnalysis';
import { type AnalysisEngine } from '../../../services/companyDetails';
import { type ImportOptions } from '../importOptions';
import { performImport, type ImportOutcome, type ImportRequest } from '../importService';

/** Every table an import may touch, in a fixed order. */
const TABLES = [
  'companies',
  'financial_years',
  'financial_year_history',
  'reclassified_years',
  'quarterly_results',
  'prices',
  'management_guidance',
  'analyses',
  'company_access',
  'users',
  'import_runs',
  'company_aliases',
  'filings',
  'filing_statements',
  'shareholding_patterns',
  'corporate_actions',
  'share_counts',
  'week_high_low',
] as const;

/** The full contents of every table an import may touch: equal snapshots mean nothing was written. */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
    snapshot[table] = rows.map((row) => row.row);
  }
  return snapshot;
}

/** The fake engine (fast, counts calls) under the importer's service. */
export function fakeEngine(): AnalysisEngine & { calls: () => number } {
  const fake = createFakeAnalyse();
  return { analyse: fake.analyse, version: FAKE_ENGINE_VERSION, calls: () => fake.calls.length };
}

export const FIXED_DAY = '2026-11-20';

/** Imports text as a file with the given name, on a fixed import day, with the command's options if any. */
export function importText(
  db: Kysely<Database>,
  engine: AnalysisEngine,
  command: Exclude<ImportRequest['command'], 'demo'>,
  name: string,
  text: string | Uint8Array,
  options: { dryRun?: boolean; today?: string; options?: ImportOptions } = {},
): Promise<ImportOutcome> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return performImport(
    { db, engine, today: options.today ?? FIXED_DAY },
    { command, file: { name, bytes }, dryRun: options.dryRun ?? false, options: options.options ?? {} },
  );
}
