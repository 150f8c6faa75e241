import { type RequestListener } from 'node:http';
import { type AddressInfo } from 'node:net';
// The one place that imports the engine; everything else takes it as a parameter.
import { ANALYSIS_ENGINE_VERSION } from './analysis';
import { analyseResearch } from './analysis/analyseResearch';
import { createApp } from './app';
import { createHttpServer } from './http/createHttpServer';
import { createIdentity } from './auth/createIdentity';
import { ConfigError } from './config/configError';
import { isLoopbackHost } from './config/listenHost';
import { loadConfig, type AppConfig } from './config/loadConfig';
import { createDatabase, DatabaseOpenError, type DatabaseHandle } from './db/createDatabase';
import { migrateToLatest } from './db/migrations';
import { seedDemoIfEmpty } from './demo/seedDemo';
import { currentSchema } from './coordination/advisoryLockKey';
import { listenForDataChanges, type DataChangeListener } from './coordination/dataChangeListener';
import { type JobLeadership } from './coordination/jobLeadership';
import { createSyncBoard, SYNC_TIMES } from './sync/schedule/syncBoard';
import { startScheduledSync } from './sync/schedule/startScheduledSync';
import { syncSettingsFrom, type SyncSettings } from './sync/syncSettings';
import { startSharedJobs, workerRetryMsFrom } from './coordination/sharedJobs';
import { createImportToken, publishImportToken, withdrawImportToken } from './ingest/serverCoordination/importTokenFile';
import { createLogger, type Logger } from './logger';
import { testPaymentsWarning } from './payments/razorpaySettings';
import { createMailer, mailStatusLine } from './mail/mailer';
import { type LivePriceSchedule } from './prices/livePriceSchedule';
import { createCompanyDetailsService, type AnalysisEngine } from './services/companyDetails';
import { createLifecycle } from './lifecycle';
import { createRemoteRegistry, type RemoteRegistrySource } from './config/remoteRegistry';
import { createStockListService } from './services/stockList';
import { openSharedState } from './sharedState/openSharedState';

/** A signal this soon after the first is the same request to stop, relayed (npm, the process group). */
const RELAYED_SIGNAL_WINDOW_MS = 2_000;

// Until the config names a level, log at info so start-up failures are visible.
let logger: Logger = createLogger('info');

function exitWith(message: string, error?: unknown): never {
  logger.fatal(error instanceof Error && !(error instanceof ConfigError) ? { err: error } : {}, message);
  process.exit(1);
}

// A rejection nobody handled leaves the process in an unknown state: stop, let the supervisor restart.
process.on('unhandledRejection', (reason) => exitWith('Unhandled promise rejection; exiting', reason));
process.on('uncaughtException', (error) => exitWith('Uncaught exception; exiting', error));

/** Set once a signal arrives during start-up: the database is being closed, errors from it are expected. */
let stoppingDuringStartup = false;

/**
 * Open the database, bring its schema up to date and load the demo universe
 * into an empty one. Nothing is served until the data is ready, so no request
 * ever sees a half-seeded database. Instances starting together on one
 * PostgreSQL migrate and seed once (both under advisory locks).
 */
async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  await whileStarting(database, async () => {
    await migrateToLatest(database.db, logger);
    await seedDemoIfEmpty(database.db, { logger });
  });
  return database;
}

/** Runs start-up work during which a signal closes the database (after the running statement) and exits. */
async function whileStarting<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  const stopDuringStartup = (signal: NodeJS.Signals): void => {
    if (stoppingDuringStartup) return;
    stoppingDuringStartup = true;
    logger.info({ signal }, 'Signal during start-up: closing the database and exiting');
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stopDuringStartup);
  process.on('SIGINT', stopDuringStartup);
  try {
    return await work();
  } finally {
    process.off('SIGTERM', stopDuringStartup);
    process.off('SIGINT', stopDuringStartup);
  }
}

async function main(): Promise<void> {
  let config: AppConfig;
  let registry: RemoteRegistrySource;
  let workerRetryMs: number;
  let syncSettings: SyncSettings;
  try {
    config = loadConfig();
    logger = createLogger(config.logLevel);
    // ALLOW_TEST_PAYMENTS with real sign-in: said at every start (docs/payments.md).
    const paymentsWarning = testPaymentsWarning(config.payments);
    if (paymentsWarning !== undefined) logger.warn(paymentsWarning);
    // Off by default: said once, here (docs/support.md).
    const mailStatus = mailStatusLine(config.mail, config.site.supportEmail);
    logger[mailStatus.level](mailStatus.message);
    workerRetryMs = workerRetryMsFrom(process.env);
    syncSettings = syncSettingsFrom(process.env);
    // Validated before the (slow) database preparation, so a bad remote list fails at once.
    registry = createRemoteRegistry(config, logger);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`Cannot start: ${error.message}`);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await prepareDatabase(config);
  } catch (error) {
    if (stoppingDuringStartup) return; // the signal handler exits once the database is closed
    if (error instanceof DatabaseOpenError) exitWith(`Cannot start: ${error.message}`);
    exitWith('Cannot start: preparing the database failed', error);
  }
  if (stoppingDuringStartup) return;

  let app: RequestListener;
  const lifecycle = createLifecycle();
  const engine: AnalysisEngine = { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch };
  // Created here so a live price refresh can empty the cached payloads it makes stale.
  const companyDetails = createCompanyDetailsService(database.db, engine);
  // The stock list joins once it exists: a scheduled sync empties both after an import.
  const syncCaches: Array<{ invalidate(): void }> = [companyDetails];
  const syncBoard = createSyncBoard({ dataDir: config.dataDir, scheduled: syncSettings.scheduled });
  let jobs: JobLeadership;
  let dataChanges: DataChangeListener | undefined;
  try {
    // PostgreSQL: one instance (the worker) runs the shared jobs; the others are told of data changes (docs/coordination.md).
    const postgres = config.databaseUrl === undefined ? undefined : { databaseUrl: config.databaseUrl, schema: await currentSchema(database.db) };
    dataChanges = postgres === undefined ? undefined : await listenForDataChanges({ ...postgres, logger });
    // The worker recomputes stale analyses here, before listening; the others serve at once.
    jobs = await whileStarting(database, () =>
      startSharedJobs({
        db: database.db,
        engine,
        logger,
        postgres,
        retryMs: workerRetryMs,
        caches: [companyDetails],
        startLivePrices: () => startLivePricesIfOn(config, { db: database.db, engine, caches: [companyDetails] }),
        startSync: () => {
          if (!syncSettings.scheduled) return undefined;
          logger.info(`Sync with NSE is on (SYNC=nse): daily files at ${SYNC_TIMES.daily}; filings at ${SYNC_TIMES.filings}`);
          return startScheduledSync({ db: database.db, engine, logger, settings: syncSettings, dataDir: config.dataDir, board: syncBoard, caches: syncCaches });
        },
      }),
    );
  } catch (error) {
    if (stoppingDuringStartup) return;
    exitWith('Cannot start: preparing the database failed', error);
  }
  if (stoppingDuringStartup) return;
  // The embedded database is single-process: `npm run ingest` sends its files here, proving it runs
  // as this account with a token only this account can read. PostgreSQL imports connect directly.
  const importToken = config.databaseUrl === undefined ? createImportToken() : null;
  // REDIS_URL: rate limits and revocations shared with the other instances (docs/shared-state.md).
  const sharedState = config.redis === undefined ? undefined : openSharedState(config.redis, logger);
  try {
    const identity = await createIdentity(config.auth, config.dataDir, logger, { dataFolderIsNew: database.kind === 'postgres' || database.created });
    const stockList = createStockListService(database.db);
    syncCaches.push(stockList);
    app = createApp(config, {
      logger,
      lifecycle,
      registry,
      data: {
        db: database.db,
        stockList,
        identity,
        engine,
        companyDetails,
        importToken,
        dataChanges,
        syncStatus: syncBoard.status,
        mailer: createMailer(config.mail),
      },
      sharedState,
    });
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`Cannot start: ${error.message}`);
    throw error;
  }

  const server = createHttpServer(app, config.deadlines);
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      exitWith(`Port ${config.port} is already in use. Stop the other process or set PORT to a free port (PORT=0 picks one).`);
    }
    if (error.code === 'EACCES') exitWith(`No permission to listen on port ${config.port}; use a port above 1023.`);
    exitWith('The HTTP server failed', error);
  });
  server.listen({ port: config.port, host: config.host }, () => {
    const address = server.address() as AddressInfo;
    const url = publicUrl(address, config.host);
    logger.info({ url, address: address.address }, `Conviction is running at ${url}`);
    if (importToken === null) return;
    try {
      // The import tool connects to the very address listened on, whatever `localhost` resolves to.
      publishImportToken(config.dataDir, { token: importToken, url: directUrl(address), pid: process.pid });
    } catch (error) {
      logger.warn({ err: error }, 'Could not write the import token; npm run ingest cannot import through this server');
    }
  });

  let firstSignalAt: number | undefined;
  let stopAccepting: (() => void) | undefined;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (firstSignalAt !== undefined) {
      // Ctrl-C reaches the whole process group, and npm relays it too: the same
      // request to stop, delivered twice. Only a repeat well after it means "now".
      if (Date.now() - firstSignalAt < RELAYED_SIGNAL_WINDOW_MS) {
        logger.debug({ signal }, 'Signal repeated (relayed): already draining');
        return;
      }
      logger.warn({ signal }, 'Signal repeated: closing open connections now');
      stopAccepting?.();
      server.closeAllConnections();
      return;
    }
    firstSignalAt = Date.now();
    // /readyz answers 503 and every answer says `Connection: close`, while the listener still accepts:
    // load balancers see the instance leave before it stops taking connections (docs/deploy.md).
    lifecycle.startDraining();
    // No new refresh starts; a running one is aborted and awaited before the database closes.
    // Stopping the jobs releases the worker lock, so another instance takes over at its next try.
    const jobsStopped = Promise.all([jobs.stop(), dataChanges?.close()]);
    const { shutdownNoticeMs, shutdownDrainMs } = config.deadlines;
    logger.info(
      { signal },
      shutdownNoticeMs > 0
        ? `Shutting down: /readyz answers 503; serving ${shutdownNoticeMs / 1000} s more, then finishing in-flight requests (up to ${shutdownDrainMs / 1000} s)`
        : `Shutting down: finishing in-flight requests (up to ${shutdownDrainMs / 1000} s)`,
    );
    const notice = setTimeout(() => stopAccepting?.(), shutdownNoticeMs);
    stopAccepting = () => {
      stopAccepting = undefined;
      clearTimeout(notice);
      const deadline = setTimeout(() => {
        logger.warn('Requests still open at the shutdown deadline; closing their connections');
        server.closeAllConnections();
      }, shutdownDrainMs);
      deadline.unref();
      // close() stops accepting connections; its callback runs once the last in-flight response has gone out.
      server.close(() => {
        clearTimeout(deadline);
        if (importToken !== null) withdrawImportToken(config.dataDir);
        // After the last response: PGlite flushes its files, the pool ends its connections.
        jobsStopped
          .then(() => Promise.all([database.close(), sharedState?.close()]))
          .catch((error: unknown) => logger.warn({ err: error }, 'Closing the database failed'))
          .finally(() => {
            logger.info('Stopped');
            process.exit(0);
          });
      });
      // Keep-alive connections between requests are closed now; the busy ones close after their
      // answer, which says `Connection: close`.
      server.closeIdleConnections();
    };
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * LIVE_PRICES=yahoo: schedule price refreshes. The provider's modules (and
 * yahoo-finance2) are imported only then, so the default start pays nothing.
 * A provider that cannot load is logged; the server runs on without it.
 */
async function startLivePricesIfOn(
  config: AppConfig,
  deps: { db: DatabaseHandle['db']; engine: AnalysisEngine; caches: ReadonlyArray<{ invalidate(): void }> },
): Promise<LivePriceSchedule | undefined> {
  if (config.livePrices.provider === 'off') return undefined;
  try {
    const { startLivePrices } = await import('./prices/startLivePrices');
    return await startLivePrices({ ...deps, intervalMinutes: config.livePrices.intervalMinutes, logger });
  } catch (error) {
    logger.error({ err: error }, 'Live prices could not be started; the server runs without them');
    return undefined;
  }
}

/**
 * The address people can open. Every interface or a loopback address means
 * localhost works, and browsers and curl keep the Secure session cookie on
 * http://localhost only.
 */
function publicUrl(address: AddressInfo, host: string | undefined): string {
  const local = host === undefined || host === '0.0.0.0' || host === '::' || isLoopbackHost(host);
  return local ? `http://localhost:${address.port}` : directUrl(address);
}

function directUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

void main();
