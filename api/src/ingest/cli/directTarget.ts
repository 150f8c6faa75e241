import { existsSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../db/createDatabase';
import { DataDirLockedError } from '../../db/dataDirLock';
import { MIGRATIONS, migrateToLatest } from '../../db/migrations';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { type AnalysisEngine } from '../../services/companyDetails';
import { recomputeAnalyses } from '../importers/afterImport';
import { performImport } from '../importers/importService';
import { researchedSymbols } from '../../sync/researchedSymbols';
import { ImportRefusedError, type ImportTarget } from './importTargets';

/**
 * Imports straight into the database: PostgreSQL (beside a running server,
 * which notices through the data version), or the embedded PGlite when no
 * process holds DATA_DIR (the lock is taken here, so a server started
 * meanwhile refuses to open it instead of corrupting it). The schema is
 * brought up to date first, as the server does at start.
 *
 * A dry run writes nothing, not even a schema: with no embedded database in
 * DATA_DIR yet it runs on an empty one in memory, and it refuses a database
 * whose schema is behind (migrating would be a write).
 */
export async function openDirectTarget(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  dryRun: boolean;
  engine: AnalysisEngine;
  logger: Logger;
}): Promise<ImportTarget> {
  const inMemory = options.dryRun && options.databaseUrl === undefined && !existsSync(path.join(options.dataDir, 'pglite'));
  let database: DatabaseHandle;
  try {
    database = await createDatabase({
      dataDir: inMemory ? undefined : options.dataDir,
      databaseUrl: options.databaseUrl,
      logger: options.logger,
      // Large files are written in few, large statements; allow them more than a request's 5 s.
      pool: { max: 2, statementTimeoutMillis: 120_000, connectionTimeoutMillis: 5000 },
    });
  } catch (error) {
    if (error instanceof Error && error.cause instanceof DataDirLockedError) {
      throw new ImportRefusedError(`${error.cause.message}. Nothing was imported.`);
    }
    throw error;
  }
  try {
    if (options.dryRun && !inMemory) await refuseOutdatedSchema(database.db, database.location);
    else await migrateToLatest(database.db, options.logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  const description = inMemory
    ? `an empty database in memory (${options.dataDir} has no database yet, and a dry run creates none)`
    : database.kind === 'postgres'
      ? `PostgreSQL at ${database.location}`
      : `the embedded database in ${database.location}`;
  return {
    description,
    run: (request, onProgress) => performImport({ db: database.db, engine: options.engine, logger: options.logger, onProgress }, request),
    recomputeAnalyses: (onProgress) => recomputeAnalyses({ db: database.db, engine: options.engine, logger: options.logger, onProgress }),
    researchedSymbols: () => researchedSymbols(database.db),
    close: () => database.close(),
  };
}

async function refuseOutdatedSchema(db: Kysely<Database>, location: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) }, migrationTableSchema: rows[0]?.schema });
  const pending = (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined);
  if (pending.length > 0) {
    throw new ImportRefusedError(
      `the database at ${location} needs ${pending.length} migration(s) first, and a dry run writes nothing. ` +
        'Run npm run db:migrate (or start the server, or import without --dry-run), then try again',
    );
  }
}
