import { createDatabase, type DatabaseHandle } from '../../db/createDatabase';
import { DataDirLockedError } from '../../db/dataDirLock';
import { migrateToLatest } from '../../db/migrations';
import { type Logger } from '../../logger';
import { type AnalysisEngine } from '../../services/companyDetails';
import { performImport } from '../importers/importService';
import { ImportRefusedError, type ImportTarget } from './importTargets';

/**
 * Imports straight into the database: PostgreSQL (beside a running server,
 * which notices through the data version), or the embedded PGlite when no
 * process holds DATA_DIR (the lock is taken here, so a server started
 * meanwhile refuses to open it instead of corrupting it). The schema is
 * brought up to date first, as the server does at start.
 */
export async function openDirectTarget(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  engine: AnalysisEngine;
  logger: Logger;
}): Promise<ImportTarget> {
  let database: DatabaseHandle;
  try {
    database = await createDatabase({
      dataDir: options.dataDir,
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
    await migrateToLatest(database.db, options.logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  const description = database.kind === 'postgres' ? `PostgreSQL at ${database.location}` : `the embedded database in ${database.location}`;
  return {
    description,
    run: (request, onProgress) => performImport({ db: database.db, engine: options.engine, logger: options.logger, onProgress }, request),
    close: () => database.close(),
  };
}
