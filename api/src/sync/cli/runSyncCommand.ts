/**
 * `npm run sync -- …`: parse, pick where imports go exactly as `npm run
 * ingest` does (the running embedded server, PostgreSQL, or the data folder
 * itself; ingest/cli/chooseTarget), run the sync and print what it did.
 */
import pino from 'pino';
import { ConfigError } from '../../config/configError';
import { loadConfig } from '../../config/loadConfig';
import { DatabaseOpenError } from '../../db/createDatabase';
import { chooseTarget } from '../../ingest/cli/chooseTarget';
import { ImportRefusedError, type ImportTarget } from '../../ingest/cli/importTargets';
import { type OutputStream } from '../../ingest/cli/progressReporter';
import { type AnalysisEngine } from '../../services/companyDetails';
import { openDownloadStore } from '../downloads/downloadStore';
import { createExchangeClient } from '../exchangeClient';
import { runSync, SyncBusyError } from '../run/runSync';
import { syncComplete } from '../run/syncContext';
import { syncSettingsFrom } from '../syncSettings';
import { reportLines } from './reportLines';
import { parseSyncArgs } from './syncProgram';

export interface SyncIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: OutputStream;
  stderr: OutputStream;
  engine: AnalysisEngine;
  fetch?: typeof fetch;
  now?: () => Date;
  signal?: AbortSignal;
}

export const SYNC_EXIT = { complete: 0, failed: 1, usage: 2, partial: 3 } as const;

export async function runSyncCommand(argv: readonly string[], io: SyncIo): Promise<number> {
  const parsed = await parseSyncArgs(argv, io);
  if (typeof parsed === 'number') return parsed;
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);
  let target: ImportTarget;
  let settings;
  let dataDir: string;
  try {
    const config = loadConfig(io.env, io.cwd);
    settings = syncSettingsFrom(io.env);
    dataDir = config.dataDir;
    const logger = pino({ level: io.env.LOG_LEVEL === 'debug' ? 'debug' : 'warn' }, pino.destination(2));
    target = await chooseTarget({
      dataDir,
      databaseUrl: config.databaseUrl,
      serverUrl: parsed.serverUrl,
      dryRun: parsed.dryRun,
      engine: io.engine,
      logger,
      fetch: io.fetch,
    });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ImportRefusedError || error instanceof DatabaseOpenError) {
      complain(`Cannot sync: ${error.message}`);
      return SYNC_EXIT.failed;
    }
    throw error;
  }
  try {
    complain(`Syncing into ${target.description}${parsed.dryRun ? ' (dry run: nothing will be fetched but the lists, nothing written)' : ''}`);
    const client = createExchangeClient(settings, {
      ...(io.fetch ? { fetch: io.fetch } : {}),
      onRetry: ({ url, attempt, reason, waitMs }) => complain(`  retrying ${url} in ${(waitMs / 1000).toFixed(1)} s (attempt ${attempt + 1}: ${reason})`),
    });
    const report = await runSync(
      {
        client,
        bases: settings.bases,
        store: openDownloadStore(dataDir),
        target,
        now: io.now ?? (() => new Date()),
        dryRun: parsed.dryRun,
        say: (line) => complain(`  ${line}`),
        ...(io.signal ? { signal: io.signal } : {}),
      },
      parsed.request,
    );
    reportLines(report).forEach(say);
    return syncComplete(report) ? SYNC_EXIT.complete : SYNC_EXIT.partial;
  } catch (error) {
    if (error instanceof SyncBusyError || error instanceof ImportRefusedError) {
      complain(`Cannot sync: ${error.message}`);
      return SYNC_EXIT.failed;
    }
    throw error;
  } finally {
    await target.close();
  }
}
