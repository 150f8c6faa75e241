import { dataDirOwner } from '../../db/dataDirLock';
import { type Logger } from '../../logger';
import { type AnalysisEngine } from '../../services/companyDetails';
import { readImportToken } from '../serverCoordination/importTokenFile';
import { openDirectTarget } from './directTarget';
import { ImportRefusedError, type ImportTarget } from './importTargets';
import { serverTarget } from './serverTarget';

export interface TargetSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  /** --server: where the server listens, when not where its token file says. */
  serverUrl: string | undefined;
  /** A dry run never creates or migrates a database (see openDirectTarget). */
  dryRun: boolean;
  engine: AnalysisEngine;
  logger: Logger;
  fetch?: typeof fetch;
}

/**
 * PGlite is single-process, so:
 * - DATABASE_URL set (PostgreSQL): connect directly, beside any running server;
 * - embedded, and no live process holds DATA_DIR: open it directly (taking its lock);
 * - embedded, and the server holds it and published its import token: send the files to it;
 * - embedded, held by a process that published no token (an older server, a
 *   migration, another import): refuse, saying which process and what to do.
 */
export async function chooseTarget(settings: TargetSettings): Promise<ImportTarget> {
  const { dataDir, databaseUrl } = settings;
  if (databaseUrl !== undefined) return openDirectTarget(settings);
  const owner = dataDirOwner(dataDir);
  if (owner === undefined) return openDirectTarget(settings);
  const holder = `${dataDir} is held by process ${owner}`;
  const published = readImportToken(dataDir);
  if (published === undefined || published.pid !== owner) {
    throw new ImportRefusedError(
      `${holder}, which does not accept imports (it published no import token in ${dataDir}). ` +
        'The embedded database can only be open in one process at a time, so nothing was imported. ' +
        // The server publishes its token only once it listens, after migrating, seeding and computing analyses.
        "If that is the Conviction server starting up, wait until it logs 'Conviction is running' and run this again; " +
        'if it has been running a while, restart it so it accepts imports, or stop it and run this again; ' +
        'with DATABASE_URL (PostgreSQL) imports run beside the server.',
    );
  }
  return serverTarget({ url: settings.serverUrl ?? published.url, token: published.token, holder, fetch: settings.fetch });
}
