import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { type Kysely } from 'kysely';
import { ConfigError } from './config/configError';
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
import { type Logger } from './logger';
import { healthRouter } from './routes/health';
import { mfRemotesRouter } from './routes/mfRemotes';
import { stocksRouter } from './routes/stocks';
import { siteInfoOf, siteInfoRouter } from './routes/siteInfo';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createRemoteRegistry, type RemoteRegistrySource } from './config/remoteRegistry';
import { createStockListService, type StockListService } from './services/stockList';
import { type Identity } from './auth/createIdentity';
import { authenticate, readSessionCookie } from './http/requestAuth';
import { type VerifiedIdentity } from './auth/identityVerifier';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './auth/sessionCache';
import { fetchMetadataGuard } from './http/fetchMetadataGuard';
import {
  accountExportLimiter,
  cancelPremiumLimiter,
  paymentLimiter,
  publicCompanyLimiter,
  reportLimiter,
  researchLimiter,
  signInLimiter,
  supportLimiter,
} from './http/rateLimits';
import { authConfigRouter, localAuthRouter } from './routes/authLocal';
import { accountRouter } from './routes/account';
import { accountPaymentsRouter } from './routes/accountPayments';
import { companyRouter } from './routes/company';
import { companyReportRouter } from './routes/companyReport';
import { screenerRouter } from './routes/screener';
import { companyPublicRouter } from './routes/companyPublic';
import { sessionRouter } from './routes/session';
import { paymentRouter, razorpayWebhookRouter } from './routes/payments';
import { premiumCancellationRouter } from './routes/premiumCancellation';
import { subscriptionRouter } from './routes/subscription';
import { supportRouter } from './routes/support';
import { createMailer, type Mailer } from './mail/mailer';
import { createCompanyResearch } from './services/companyResearch';
import { companyPageHead } from './services/companyPageHead';
import { acceptIdentity } from './services/identityRevocation';
import { resolveSession } from './services/sessions';
import { createCompanyDetailsService, type AnalysisEngine, type CompanyDetailsService } from './services/companyDetails';
import { createCheckoutOnlyGateway, createTestModeGateway, type PaymentGateway } from './services/paymentGateway';
import { dataVersionWatcher } from './ingest/serverCoordination/dataVersionWatcher';
import { type DataChangeNotices } from './coordination/dataChangeListener';
import { importRouter } from './routes/import';
import { type SyncStatus } from './sync/schedule/syncBoard';
import { localSharedState, type SharedState } from './sharedState/openSharedState';

/** What every instance needs. */
interface CommonDeps {
  logger: Logger;
  lifecycle?: Lifecycle;
  registry?: RemoteRegistrySource;
  /** Injectable clock (session time-outs, subscriptions). */
  now?: () => Date;
  /**
   * Rate-limit counts and revocations shared with other instances (server.ts
   * opens it when REDIS_URL is set; docs/shared-state.md). Required when
   * REDIS_URL is configured; otherwise this process alone.
   */
  sharedState?: SharedState;
}

/**
 * Everything the database-backed API mounts: stocks, sign-in and sessions,
 * research, payments, the account and imports. All of it or none of it: an
 * app given a database is given its identity and engine too, so no route is
 * ever silently left out.
 */
export interface DataDeps {
  db: Kysely<Database>;
  /** Token verification (and the local issuer in local mode). */
  identity: Identity;
  /** The analysis engine, for companies whose analysis is not stored yet. */
  engine: AnalysisEngine;
  /**
   * The token the import tool must present to POST /api/admin/import/:command
   * (ingest/importers/importTokenFile). Null says on purpose that this server
   * takes no imports: on PostgreSQL the tool writes to the database directly.
   */
  importToken: string | null;
  /** The sync board's status, served at GET /api/admin/sync beside the import route (docs/sync.md). */
  syncStatus?: () => SyncStatus;
  /** Defaults to one over `db`; pass it to invalidate the cache after imports. */
  stockList?: StockListService;
  /** Defaults to one over `db` and `engine`; pass it to invalidate cached payloads after imports. */
  companyDetails?: CompanyDetailsService;
  /** Defaults by configuration: the test-mode gateway (no money moves), or none that grants directly with Razorpay keys. */
  gateway?: PaymentGateway;
  /**
   * Re-read the data version before serving stocks and companies, so imports
   * written by another process (the import tool on PostgreSQL) show within a
   * second. Defaults to on when DATABASE_URL is set.
   */
  watchImports?: boolean;
  /** PostgreSQL: changes pushed by LISTEN/NOTIFY; the watcher polls only while they are not arriving. */
  dataChanges?: DataChangeNotices;
  /** Sends support forwards; defaults to one from config.mail (off without SMTP_URL). */
  mailer?: Mailer;
}

/**
 * `data: null` is an instance without a database: it serves the front end,
 * health and the remote registry, and answers /api/stocks 503 (tests of those
 * parts, a front-end-only host). It cannot be configured for payments.
 */
export type AppDeps = CommonDeps & { data: DataDeps | null };

/**
 * Builds the Express app without listening. Throws ConfigError when the remote
 * registry source is invalid or a feature is half-configured (REDIS_URL
 * without shared state, Razorpay or DATABASE_URL without a database), so
 * start-up stops with a clear message instead of serving less than configured.
 */
export function createApp(config: AppConfig, deps: AppDeps): Express {
  const { logger, data } = deps;
  assertFullyConfigured(config, deps);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const registry = deps.registry ?? createRemoteRegistry(config, logger);
  const db = data?.db;
  const stockList = data === null ? null : (data.stockList ?? createStockListService(data.db));
  const companyDetails = data === null ? null : (data.companyDetails ?? createCompanyDetailsService(data.db, data.engine));
  // After an import every cached list and payload may be out of date.
  const invalidateCaches = (): void => {
    stockList?.invalidate();
    companyDetails?.invalidate();
  };

  // One bus for the webhook and the signed-in API, so a grant by either reaches the same caches.
  const shared = deps.sharedState ?? localSharedState();
  const app = express();
  app.disable('x-powered-by');
  // req.ip from X-Forwarded-For only through the configured number of proxies.
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);

  app.use(requestLogger(logger));
  app.use(closeConnectionsWhileDraining(lifecycle));
  // Before every route, so a DNS-rebound page never reaches sign-in or sessions; /healthz and /readyz pass.
  app.use(hostAllowList(config.allowedHosts, logger));
  // Set below when the signed-in API is mounted; until then (or without it) nobody can be signed in.
  let pageSession: PageSessionLookup | undefined;
  const site = siteInfoOf(config);
  const shellPage = createShellPage({
    indexFile: path.join(config.staticRoot, 'shell', 'dist', 'index.html'),
    lookup: (req) => (pageSession ? pageSession(req) : Promise.resolve({ status: 'signedOut' })),
    companyHead: data === null ? undefined : (key) => companyPageHead(data.db, key),
    site,
    logger,
  });
  // The CSP admits the page's inline scripts by hash.
  app.use(securityHeaders(config, registry, { inlineScriptHashes: shellPage.scriptHashes }));
  // Before the JSON parser: the import route reads raw file bytes with its own limit.
  if (data !== null && data.importToken !== null) {
    app.use(
      importRouter({
        db: data.db,
        engine: data.engine,
        token: data.importToken,
        invalidateCaches,
        logger,
        now: deps.now,
        ...(data.syncStatus ? { syncStatus: data.syncStatus } : {}),
      }),
    );
  }
  // Before the JSON parser and the signed-in API: Razorpay's webhook is signed over its raw bytes and has no session.
  if (db !== undefined && config.payments.mode === 'razorpay') {
    // The same deadline as the rest of the API: a hung database answers 503 and Razorpay retries.
    app.use('/api/payments', requestDeadline(config.deadlines.databaseMs));
    app.use(
      razorpayWebhookRouter({
        db,
        freeLimit: config.freeCompanyLimit,
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
  // Public, from configuration alone (docs/legal-pages.md).
  app.use(siteInfoRouter(site));
  // Imports (mounted above) are exempt: they run for as long as the file takes.
  if (db !== undefined) app.use('/api', requestDeadline(config.deadlines.databaseMs));
  if (data !== null && (data.watchImports ?? config.databaseUrl !== undefined)) {
    app.use(['/api/stocks', '/api/company'], dataVersionWatcher({ db: data.db, onChange: invalidateCaches, logger, notices: data.dataChanges }));
  }
  app.use(stocksRouter(stockList));
  // Public like the stock list: before the signed-in API's authenticate(); records no access.
  if (data !== null) app.use(companyPublicRouter({ db: data.db, limiter: publicCompanyLimiter(config.rateLimits, shared.rateLimits) }));
  if (data !== null && stockList !== null && companyDetails !== null) {
    // One stock-list cache serves GET /api/stocks and resolves names for research.
    pageSession = mountSignedInApi(app, config, { ...data, logger, now: deps.now, stockList, companyDetails, sharedState: shared });
  }
  app.use('/api', apiNotFound);

  app.use(staticFrontend(config, logger, shellPage.handler, shellPage.companyHandler, shellPage.shellPagesHandler));
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
  deps: DataDeps & {
    logger: Logger;
    now: (() => Date) | undefined;
    stockList: StockListService;
    companyDetails: CompanyDetailsService;
    sharedState: SharedState;
  },
): PageSessionLookup {
  const now = deps.now ?? (() => new Date());
  const { db, identity } = deps;
  app.use(authConfigRouter(identity.publicConfig));
  const shared = deps.sharedState;
  const bus = shared.invalidations;
  // Cross-site requests are refused before anything counts them: a page elsewhere firing no-cors POSTs
  // must not use up a person's sign-in attempts (the limiter keys on the address, which the page shares).
  app.use(
    '/api',
    fetchMetadataGuard(() => config.corsOrigins),
  );
  const signInLimit = signInLimiter(config.rateLimits, shared.rateLimits);
  if (identity.localIssuer) {
    app.use('/api/auth/local/sign-in', signInLimit);
    app.use(localAuthRouter(identity.localIssuer, { db, logger: deps.logger, onNetwork: config.auth.localIssuerOnNetwork }));
  }
  app.use('/api/session/create', signInLimit);
  const sessions = createSessionCache(now, SESSION_CACHE_TTL_MS, bus);
  const callers = {
    acceptIdentity: (verified: VerifiedIdentity) => acceptIdentity(db, verified, now()),
    resolveSession: (token: string) => resolveSession(db, token, now()),
  };
  app.use('/api', authenticate({ verifier: identity.verifier, callers, sessions }));
  app.use(sessionRouter({ db, verifier: identity.verifier, now, sessions, logger: deps.logger }));
  // Made in createApp, so imports invalidate the same cache.
  app.use('/api/company/search', researchLimiter(config.rateLimits, shared.rateLimits));
  const research = createCompanyResearch({ db, details: deps.companyDetails, stockList: deps.stockList, freeLimit: config.freeCompanyLimit, bus });
  app.use(companyRouter({ db, research, freeLimit: config.freeCompanyLimit, now }));
  app.use(companyReportRouter({ db, engine: deps.engine, now, limiter: reportLimiter(shared.rateLimits) }));
  app.use(screenerRouter({ db, now }));
  // The contact form: visitors too, so after authenticate() only to learn who is signed in (docs/support.md).
  app.use(
    supportRouter({
      db,
      mailer: deps.mailer ?? createMailer(config.mail),
      supportEmail: config.site.supportEmail,
      stockList: deps.stockList,
      logger: deps.logger,
      now,
      limiter: supportLimiter(config.rateLimits, shared.rateLimits),
    }),
  );
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
      gstin: config.payments.gstin,
    }),
  );
  app.use(accountRouter({ db, now, sessions, bus, exportLimiter: accountExportLimiter(config.rateLimits, shared.rateLimits) }));
  app.use(accountPaymentsRouter({ db, now, gstin: config.payments.gstin, seller: config.site }));
  app.use('/api/account/premium/cancel', cancelPremiumLimiter(config.payments.rateLimitPerHour, shared.rateLimits));
  app.use(premiumCancellationRouter({ db, settings: config.payments, freeLimit: config.freeCompanyLimit, now, logger: deps.logger, bus }));

  // The same rules as authenticate(): the cached user for a cookie, else the session service's answer.
  return async (req) => {
    const token = readSessionCookie(req);
    if (!token) return { status: 'signedOut' };
    const user = await sessions.resolve(token, callers.resolveSession);
    if (!user) return { status: 'signedOut' };
    return { status: 'signedIn', user: { user_id: user.userId, email: user.email, full_name: user.fullName, picture: user.pictureUrl } };
  };
}

/** A feature configured but not given what it needs stops start-up, rather than serving less than configured. */
function assertFullyConfigured(config: AppConfig, deps: AppDeps): void {
  if (config.redis !== undefined && deps.sharedState === undefined) {
    throw new ConfigError('REDIS_URL is set but the app was given no shared state: rate limits and sign-outs would stay per process.');
  }
  if (deps.data !== null) return;
  if (config.payments.mode === 'razorpay') throw new ConfigError('Razorpay payments are configured but the app was given no database to record them.');
  if (config.databaseUrl !== undefined) throw new ConfigError('DATABASE_URL is set but the app was given no database.');
}

/** While draining, ask keep-alive clients to reconnect (to another instance). */
function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    next();
  };
}
