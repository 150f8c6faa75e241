import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { type Kysely } from 'kysely';
import { type AppConfig } from './config/loadConfig';
import { checkDatabaseReady } from './db/readiness';
import { type Database } from './db/schema';
import { apiNotFound, errorHandler } from './http/errors';
import { hostAllowList } from './http/hostAllowList';
import { requestLogger } from './http/requestLogger';
import { requestDeadline } from './http/requestDeadline';
import { securityHeaders } from './http/securityHeaders';
import { createShellPage, type PageSessionLookup } from './http/shellPage';
import { plainNotFound, staticFrontend } from './http/staticFrontend';
import { createLogger, type Logger } from './logger';
import { healthRouter } from './routes/health';
import { mfRemotesRouter } from './routes/mfRemotes';
import { stocksRouter } from './routes/stocks';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createRemoteRegistry, type RemoteRegistrySource } from './config/remoteRegistry';
import { createStockListService, type StockListService } from './services/stockList';
import { type Identity } from './auth/createIdentity';
import { authenticate, readSessionCookie } from './http/requestAuth';
import { type VerifiedIdentity } from './auth/identityVerifier';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './auth/sessionCache';
import { fetchMetadataGuard } from './http/fetchMetadataGuard';
import { accountExportLimiter, paymentLimiter, researchLimiter, signInLimiter } from './http/rateLimits';
import { authConfigRouter, localAuthRouter } from './routes/authLocal';
import { accountRouter } from './routes/account';
import { accountPaymentsRouter } from './routes/accountPayments';
import { companyRouter } from './routes/company';
import { sessionRouter } from './routes/session';
import { paymentRouter, razorpayWebhookRouter } from './routes/payments';
import { subscriptionRouter } from './routes/subscription';
import { createCompanyResearch } from './services/companyResearch';
import { acceptIdentity } from './services/identityRevocation';
import { resolveSession } from './services/sessions';
import { createCompanyDetailsService, type AnalysisEngine, type CompanyDetailsService } from './services/companyDetails';
import { createCheckoutOnlyGateway, createTestModeGateway, type PaymentGateway } from './services/paymentGateway';
import { dataVersionWatcher } from './ingest/serverCoordination/dataVersionWatcher';
import { type DataChangeNotices } from './coordination/dataChangeListener';
import { importRouter } from './routes/import';
import { localSharedState, type SharedState } from './sharedState/openSharedState';

export interface AppDeps {
  logger?: Logger;
  lifecycle?: Lifecycle;
  registry?: RemoteRegistrySource;
  /** Without one, /readyz skips the database check and database-backed routes answer 503. */
  db?: Kysely<Database>;
  /** Defaults to one over `db`; pass it to invalidate the cache after imports. */
  stockList?: StockListService;
  /** Token verification (and the local issuer in local mode). Without it, signed-in routes are not mounted. */
  identity?: Identity;
  /** The analysis engine, for companies whose analysis is not stored yet. */
  engine?: AnalysisEngine;
  /** Defaults to one over `db` and `engine`; pass it to invalidate cached payloads after imports. */
  companyDetails?: CompanyDetailsService;
  /** Defaults by configuration: the test-mode gateway (no money moves), or none that grants directly with Razorpay keys. */
  gateway?: PaymentGateway;
  /** Injectable clock (session time-outs, subscriptions). */
  now?: () => Date;
  /**
   * Embedded database only: the token the import tool must present to
   * POST /api/admin/import/:command (see ingest/importers/importTokenFile).
   * Without it (or without db and engine) the route is not mounted.
   */
  importToken?: string;
  /**
   * Re-read the data version before serving stocks and companies, so imports
   * written by another process (the import tool on PostgreSQL) show within a
   * second. Defaults to on when DATABASE_URL is set.
   */
  watchImports?: boolean;
  /** PostgreSQL: changes pushed by LISTEN/NOTIFY; the watcher polls only while they are not arriving. */
  dataChanges?: DataChangeNotices;
  /**
   * Rate-limit counts and revocations shared with other instances (server.ts
   * opens it when REDIS_URL is set; docs/shared-state.md). Defaults to this
   * process alone.
   */
  sharedState?: SharedState;
}

/**
 * Builds the Express app without listening. Throws ConfigError when the remote
 * registry source is invalid, so start-up stops with a clear message.
 */
export function createApp(config: AppConfig, deps: AppDeps = {}): Express {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const registry = deps.registry ?? createRemoteRegistry(config, logger);
  const { db } = deps;
  const stockList = deps.stockList ?? (db === undefined ? undefined : createStockListService(db));
  const companyDetails = deps.companyDetails ?? (db !== undefined && deps.engine !== undefined ? createCompanyDetailsService(db, deps.engine) : undefined);
  // After an import every cached list and payload may be out of date.
  const invalidateCaches = (): void => {
    stockList?.invalidate();
    companyDetails?.invalidate();
  };

  if (config.redis !== undefined && deps.sharedState === undefined) {
    logger.warn('REDIS_URL is set but this app was given no shared state: rate limits and sign-outs stay per process');
  }

  // One bus for the webhook and the signed-in API, so a grant by either reaches the same caches.
  const shared = deps.sharedState ?? localSharedState();
  const app = express();
  app.disable('x-powered-by');
  // req.ip from X-Forwarded-For only through the configured number of proxies.
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);

  app.use(requestLogger(logger));
  // Before every route, so a DNS-rebound page never reaches sign-in or sessions; /healthz and /readyz pass.
  app.use(hostAllowList(config.allowedHosts, logger));
  app.use(closeConnectionsWhileDraining(lifecycle));
  // Set below when the signed-in API is mounted; until then (or without it) nobody can be signed in.
  let pageSession: PageSessionLookup | undefined;
  const shellPage = createShellPage({
    indexFile: path.join(config.staticRoot, 'shell', 'dist', 'index.html'),
    lookup: (req) => (pageSession ? pageSession(req) : Promise.resolve({ status: 'signedOut' })),
    logger,
  });
  // The CSP admits the page's inline scripts by hash.
  app.use(securityHeaders(config, registry, { inlineScriptHashes: shellPage.scriptHashes }));
  // Before the JSON parser: the import route reads raw file bytes with its own limit.
  if (db !== undefined && deps.engine !== undefined && deps.importToken !== undefined) {
    app.use(importRouter({ db, engine: deps.engine, token: deps.importToken, invalidateCaches, logger, now: deps.now }));
  }
  // Before the JSON parser and the signed-in API: Razorpay's webhook is signed over its raw bytes and has no session.
  if (db !== undefined && config.payments.mode === 'razorpay') {
    // The same deadline as the rest of the API: a hung database answers 503 and Razorpay retries.
    app.use('/api/payments', requestDeadline(config.deadlines.databaseMs));
    app.use(
      razorpayWebhookRouter({
        db,
        webhookSecrets: [
          config.payments.webhookSecret,
          ...(config.payments.previousWebhookSecret === undefined ? [] : [config.payments.previousWebhookSecret]),
        ],
        now: deps.now ?? (() => new Date()),
        logger,
        bus: shared.invalidations,
      }),
    );
  }
  // Scripts, styles, the page and JSON answers gzipped: a first visit's JavaScript is about a third as many bytes
  // (docs/performance.md). After the import route, whose streamed progress lines must not wait in a buffer.
  app.use(compression());
  app.use(express.json({ limit: '16kb', strict: true }));

  app.use(healthRouter(lifecycle, db === undefined ? undefined : () => checkDatabaseReady(db)));
  app.use(mfRemotesRouter(registry));
  // Imports (mounted above) are exempt: they run for as long as the file takes.
  if (db !== undefined) app.use('/api', requestDeadline(config.deadlines.databaseMs));
  if (db !== undefined && (deps.watchImports ?? config.databaseUrl !== undefined)) {
    app.use(['/api/stocks', '/api/company'], dataVersionWatcher({ db, onChange: invalidateCaches, logger, notices: deps.dataChanges }));
  }
  app.use(stocksRouter(stockList));
  if (db !== undefined && deps.identity !== undefined && stockList !== undefined) {
    // One stock-list cache serves GET /api/stocks and resolves names for research.
    pageSession = mountSignedInApi(app, config, { ...deps, logger, db, identity: deps.identity, stockList, companyDetails, sharedState: shared });
  }
  app.use('/api', apiNotFound);

  app.use(staticFrontend(config, logger, shellPage.handler));
  app.use(plainNotFound);
  app.use(errorHandler);
  return app;
}

/**
 * Identity, sessions, research and upgrades. Every route below takes the caller
 * from req.auth (session cookie or verified bearer token), never from the body.
 * Returns the session lookup the shell's page uses (http/shellPage.ts).
 */
function mountSignedInApi(
  app: Express,
  config: AppConfig,
  deps: AppDeps & { db: Kysely<Database>; identity: Identity; stockList: StockListService },
): PageSessionLookup {
  const now = deps.now ?? (() => new Date());
  const { db, identity } = deps;
  app.use(authConfigRouter(identity.publicConfig));
  const shared = deps.sharedState ?? localSharedState();
  const bus = shared.invalidations;
  const signInLimit = signInLimiter(config.rateLimits, shared.rateLimits);
  if (identity.localIssuer) {
    app.use('/api/auth/local/sign-in', signInLimit);
    app.use(localAuthRouter(identity.localIssuer, { db, logger: deps.logger }));
  }
  app.use(
    '/api',
    fetchMetadataGuard(() => config.corsOrigins),
  );
  app.use('/api/session/create', signInLimit);
  const sessions = createSessionCache(now, SESSION_CACHE_TTL_MS, bus);
  const callers = {
    acceptIdentity: (verified: VerifiedIdentity) => acceptIdentity(db, verified, now()),
    resolveSession: (token: string) => resolveSession(db, token, now()),
  };
  app.use('/api', authenticate({ verifier: identity.verifier, callers, sessions }));
  app.use(sessionRouter({ db, verifier: identity.verifier, now, sessions, logger: deps.logger }));
  // Made in createApp (when there is an engine), so imports invalidate the same cache.
  const details = deps.companyDetails;
  if (details !== undefined) {
    app.use('/api/company/search', researchLimiter(config.rateLimits, shared.rateLimits));
    const research = createCompanyResearch({ db, details, stockList: deps.stockList, freeLimit: config.freeCompanyLimit, bus });
    app.use(companyRouter({ db, research, freeLimit: config.freeCompanyLimit, now }));
  }
  for (const [route, name] of [
    ['/api/subscription/order', 'payment-order'],
    ['/api/subscription/verify', 'payment-verify'],
    ['/api/subscription/upgrade', 'upgrade'],
  ] as const) {
    app.use(route, paymentLimiter(name, config.payments.rateLimitPerHour, shared.rateLimits));
  }
  app.use(paymentRouter({ db, settings: config.payments, now, logger: deps.logger, bus }));
  app.use(
    subscriptionRouter({
      db,
      gateway: deps.gateway ?? (config.payments.mode === 'razorpay' ? createCheckoutOnlyGateway() : createTestModeGateway()),
      now,
      logger: deps.logger,
      bus,
    }),
  );
  app.use(accountRouter({ db, now, sessions, bus, exportLimiter: accountExportLimiter(config.rateLimits, shared.rateLimits) }));
  app.use(accountPaymentsRouter({ db, now, gstin: config.payments.gstin }));

  // The same rules as authenticate(): the cached user for a cookie, else the session service's answer.
  return async (req) => {
    const token = readSessionCookie(req);
    if (!token) return { status: 'signedOut' };
    const user = sessions.get(token) ?? (await callers.resolveSession(token));
    if (!user) return { status: 'signedOut' };
    sessions.set(token, user);
    return { status: 'signedIn', user: { user_id: user.userId, email: user.email, full_name: user.fullName, picture: user.pictureUrl } };
  };
}

/** While draining, ask keep-alive clients to reconnect (to another instance). */
function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    next();
  };
}
