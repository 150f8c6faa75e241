/**
 * `npm run db:migrate`: brings the configured database (DATABASE_URL, or the
 * PGlite under DATA_DIR) up to the latest schema. The server also does this at
 * start-up; this is for deploy pipelines and for checking a database by hand.
 */
import { ConfigError } from '../src/config/configError';
import { loadConfig } from '../src/config/loadConfig';
import { createDatabase, DatabaseOpenError } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { createLogger } from '../src/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  try {
    const { applied, total } = await migrateToLatest(database.db, logger);
    console.info(
      applied.length > 0
        ? `Applied ${applied.join(', ')} (${total} migrations in all) to ${database.location}`
        : `${database.location} is up to date (${total} migrations)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseOpenError ? error.message : error);
  process.exit(1);
});
