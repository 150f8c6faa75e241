import { statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { paymentSettings, type PaymentSettings } from '../payments/razorpaySettings';
import { parseAllowedHosts, type AllowedHost } from './allowedHosts';
import { ConfigError, describeIssues } from './configError';
import { isLoopbackHost, listenHost } from './listenHost';
import { parseRedisSettings, protocolOf, type RedisSettings } from './redisSettings';
import { safeOriginOf } from './safeOrigin';
import { siteAndMailSettings, type MailSettings, type SiteSettings } from './siteSettings';

/** The repo root: this file lives in api/src/config. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const PORT_MESSAGE = 'must be a whole number from 0 to 65535 (0 picks a free port)';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LIVE_PRICE_PROVIDERS = ['off', 'yahoo'] as const;
const INTERVAL_MESSAGE = 'must be a whole number of minutes from 1 to 1440';
const MILLISECONDS_MESSAGE = 'must be a whole number of milliseconds from 100 to 999999';
/** A few readiness probes' worth: load balancers usually probe every 1 to 5 s. */
const DEFAULT_SHUTDOWN_NOTICE_MS = 5000;

// An empty variable (PORT= in a compose file) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.optional(z.string().trim().min(1)));

const EnvSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? '3000' : value),
    z
      .string()
      .regex(/^\d{1,5}$/, PORT_MESSAGE)
      .transform(Number)
      .refine((port) => port <= 65535, PORT_MESSAGE),
  ),
  HOST: optionalText,
  NODE_ENV: z.preprocess((value) => (value === '' || value === undefined ? 'development' : value), z.enum(['development', 'production', 'test'])),
  LOG_LEVEL: z.preprocess((value) => (value === '' || value === undefined ? 'info' : value), z.enum(LOG_LEVELS)),
  STATIC_ROOT: optionalText,
  MF_REMOTES: optionalText,
  MF_REMOTES_FILE: optionalText,
  MF_ENVIRONMENT: z.preprocess((value) => (value === '' || value === undefined ? 'embedded' : value), z.string().trim().min(1)),
  CORS_ORIGINS: optionalText,
  MF_OVERRIDE_ORIGINS: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_PREFIX: optionalText,
  FREE_COMPANY_LIMIT: wholeNumber('5', 'must be a whole number of companies (0 or more)'),
  AUTH_MODE: z.preprocess((value) => (value === '' ? undefined : value), z.optional(z.enum(['supabase', 'local']))),
  SUPABASE_URL: optionalText,
  SUPABASE_ANON_KEY: optionalText,
  ALLOW_LOCAL_ISSUER: z.preprocess((value) => (value === '' || value === undefined ? 'false' : value), z.enum(['true', 'false'])),
  ALLOW_LOCAL_ISSUER_ON_NETWORK: z.preprocess((value) => (value === '' || value === undefined ? 'false' : value), z.enum(['true', 'false'])),
  PUBLIC_URL: optionalText,
  ALLOWED_HOSTS: optionalText,
  RATE_LIMIT_SIGN_IN_PER_15_MIN: wholeNumber('100', 'must be a whole number of requests'),
  RATE_LIMIT_RESEARCH_PER_MINUTE: wholeNumber('60', 'must be a whole number of requests'),
  RATE_LIMIT_EXPORT_PER_HOUR: wholeNumber('5', 'must be a whole number of requests'),
  RATE_LIMIT_PUBLIC_COMPANY_PER_MINUTE: wholeNumber('120', 'must be a whole number of requests'),
  RATE_LIMIT_SUPPORT_PER_HOUR: wholeNumber('5', 'must be a whole number of requests'),
  TRUST_PROXY_HOPS: wholeNumber('0', 'must be the number of proxies in front of the API (0 for none)'),
  LIVE_PRICES: z.preprocess((value) => (value === '' || value === undefined ? 'off' : value), z.enum(LIVE_PRICE_PROVIDERS, { error: 'must be off or yahoo' })),
  REQUEST_TIMEOUT_MS: wholeNumber('30000', MILLISECONDS_MESSAGE).refine((ms) => ms >= 100, MILLISECONDS_MESSAGE),
  HEADERS_TIMEOUT_MS: wholeNumber('10000', MILLISECONDS_MESSAGE).refine((ms) => ms >= 100, MILLISECONDS_MESSAGE),
  SHUTDOWN_DRAIN_MS: wholeNumber('20000', MILLISECONDS_MESSAGE).refine((ms) => ms >= 100, MILLISECONDS_MESSAGE),
  // Unset: chosen by loadConfig from DATABASE_URL (see Deadlines.shutdownNoticeMs).
  SHUTDOWN_NOTICE_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.optional(
      z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds from 0 to 999999')
        .transform(Number),
    ),
  ),
  DATABASE_REQUEST_DEADLINE_MS: wholeNumber('2000', MILLISECONDS_MESSAGE).refine((ms) => ms >= 100, MILLISECONDS_MESSAGE),
  LIVE_PRICES_INTERVAL_MINUTES: wholeNumber('15', INTERVAL_MESSAGE).refine((minutes) => minutes >= 1 && minutes <= 1440, INTERVAL_MESSAGE),
});

function wholeNumber(fallback: string, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z
      .string()
      .regex(/^\d{1,6}$/, message)
      .transform(Number),
  );
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /** undefined: listen on every interface. Defaults to 127.0.0.1 while the local issuer is on (config/listenHost.ts). */
  host: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Folder holding shell/dist and remotes/<folder>/dist. */
  staticRoot: string;
  /** Raw JSON from MF_REMOTES; wins over mfRemotesFile. */
  mfRemotesJson: string | undefined;
  /** Absolute path from MF_REMOTES_FILE. */
  mfRemotesFile: string | undefined;
  mfEnvironment: string;
  /** Exact origins allowed to fetch /remotes/* from another origin. */
  corsOrigins: readonly string[];
  /** MF_OVERRIDE_ORIGINS: origins of preview remote builds testers may point their browser at (admitted by the CSP). */
  overrideOrigins: readonly string[];
  /** Absolute folder for local state (the PGlite database lives in <dataDir>/pglite). */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** REDIS_URL (and REDIS_PREFIX): rate limits and revocations shared by every instance; undefined keeps them per process. */
  redis: RedisSettings | undefined;
  /** Distinct companies a free user may research. */
  freeCompanyLimit: number;
  auth: AuthSettings;
  /** Host names requests may carry (PUBLIC_URL's, ALLOWED_HOSTS, loopback); any other Host gets 421. */
  allowedHosts: readonly AllowedHost[];
  rateLimits: { signInPer15Min: number; researchPerMinute: number; exportPerHour: number; publicCompanyPerMinute: number; supportPerHour: number };
  /** Exact number of reverse proxies in front of the API (for req.ip); never "trust everything". */
  trustProxyHops: number;
  /** Every deadline the server enforces, in milliseconds (docs/configuration.md). */
  deadlines: Deadlines;
  /** Optional delayed quotes for listed companies; 'off' loads no provider code at all. */
  livePrices: { provider: (typeof LIVE_PRICE_PROVIDERS)[number]; intervalMinutes: number };
  /** Razorpay or test mode, GSTIN and the payment rate limit (payments/razorpaySettings.ts, docs/payments.md). */
  payments: PaymentSettings;
  /** Seller, support address and social links (config/siteSettings.ts). */
  site: SiteSettings;
  /** SMTP or off (config/siteSettings.ts). */
  mail: MailSettings;
}

export interface Deadlines {
  /** A request whose headers and body have not all arrived by then is answered 408 and its connection closed. */
  requestMs: number;
  /** The same for the headers alone (slow-header clients). */
  headersMs: number;
  /**
   * After SIGTERM or SIGINT, how long the server keeps accepting requests while /readyz answers 503,
   * so load balancers stop routing here before the listener closes. Default 5 s with DATABASE_URL
   * (instances behind a load balancer), 0 with the embedded database (one instance: nowhere else to go).
   */
  shutdownNoticeMs: number;
  /** Then, once it stops accepting, in-flight requests get this long before their connections are closed. */
  shutdownDrainMs: number;
  /** A request's database work must finish within this, else 503 (imports and first analyses are exempt). */
  databaseMs: number;
}

export interface AuthSettings {
  /** supabase: Google sign-in through a Supabase project; local: the built-in issuer (no account needed). */
  mode: 'supabase' | 'local';
  supabaseUrl: string | undefined;
  supabaseAnonKey: string | undefined;
  /** The base URL people use; the local issuer's `iss` and the loopback check derive from it. */
  publicUrl: string | undefined;
  /** ALLOW_LOCAL_ISSUER_ON_NETWORK=true: the local issuer may be reached from other machines (warned at every start). */
  localIssuerOnNetwork: boolean;
}

/** Reads and validates the environment once, at start-up. Throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`);
  }
  const vars = parsed.data;
  const staticRoot = vars.STATIC_ROOT === undefined ? REPO_ROOT : path.resolve(cwd, vars.STATIC_ROOT);
  if (vars.STATIC_ROOT !== undefined && !isDirectory(staticRoot)) {
    throw new ConfigError(`Invalid environment: STATIC_ROOT: ${staticRoot} is not a directory`);
  }
  const auth = authSettings(vars);
  return {
    port: vars.PORT,
    host: listenHost(vars, auth.mode),
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    staticRoot,
    mfRemotesJson: vars.MF_REMOTES,
    mfRemotesFile: vars.MF_REMOTES_FILE === undefined ? undefined : path.resolve(cwd, vars.MF_REMOTES_FILE),
    mfEnvironment: vars.MF_ENVIRONMENT,
    corsOrigins: parseOrigins('CORS_ORIGINS', vars.CORS_ORIGINS),
    overrideOrigins: parseOrigins('MF_OVERRIDE_ORIGINS', vars.MF_OVERRIDE_ORIGINS),
    // Default under the repo root, so `npm start` and `npm run db:migrate` (run from api/) share one database.
    dataDir: vars.DATA_DIR === undefined ? path.join(REPO_ROOT, 'data') : path.resolve(cwd, vars.DATA_DIR),
    databaseUrl: parseDatabaseUrl(vars.DATABASE_URL),
    redis: parseRedisSettings(vars.REDIS_URL, vars.REDIS_PREFIX),
    freeCompanyLimit: vars.FREE_COMPANY_LIMIT,
    auth,
    allowedHosts: parseAllowedHosts(vars.ALLOWED_HOSTS, vars.PUBLIC_URL),
    rateLimits: {
      signInPer15Min: vars.RATE_LIMIT_SIGN_IN_PER_15_MIN,
      researchPerMinute: vars.RATE_LIMIT_RESEARCH_PER_MINUTE,
      exportPerHour: vars.RATE_LIMIT_EXPORT_PER_HOUR,
      publicCompanyPerMinute: vars.RATE_LIMIT_PUBLIC_COMPANY_PER_MINUTE,
      supportPerHour: vars.RATE_LIMIT_SUPPORT_PER_HOUR,
    },
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    livePrices: { provider: vars.LIVE_PRICES, intervalMinutes: vars.LIVE_PRICES_INTERVAL_MINUTES },
    payments: paymentSettings(env, { authMode: auth.mode }),
    ...siteAndMailSettings(env),
    deadlines: {
      requestMs: vars.REQUEST_TIMEOUT_MS,
      // Node requires headersTimeout <= requestTimeout.
      headersMs: Math.min(vars.HEADERS_TIMEOUT_MS, vars.REQUEST_TIMEOUT_MS),
      shutdownNoticeMs: vars.SHUTDOWN_NOTICE_MS ?? (vars.DATABASE_URL === undefined ? 0 : DEFAULT_SHUTDOWN_NOTICE_MS),
      shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
      databaseMs: vars.DATABASE_REQUEST_DEADLINE_MS,
    },
  };
}

/**
 * Supabase when a project is configured, else the local issuer. The local
 * issuer fails closed in production: it needs ALLOW_LOCAL_ISSUER=true and a
 * loopback PUBLIC_URL (npm start sets the former for the embedded default).
 */
function authSettings(vars: z.infer<typeof EnvSchema>): AuthSettings {
  const mode = vars.AUTH_MODE ?? (vars.SUPABASE_URL !== undefined ? 'supabase' : 'local');
  if (vars.PUBLIC_URL !== undefined && safeOriginOf(vars.PUBLIC_URL) === undefined) {
    throw new ConfigError('Invalid environment: PUBLIC_URL: must be an http(s) URL such as https://conviction.example.com');
  }
  if (mode === 'supabase') {
    if (vars.SUPABASE_URL === undefined || vars.SUPABASE_ANON_KEY === undefined) {
      throw new ConfigError('Invalid environment: AUTH_MODE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY');
    }
    if (safeOriginOf(vars.SUPABASE_URL) === undefined) throw new ConfigError('Invalid environment: SUPABASE_URL: must be an http(s) URL');
  }
  if (mode === 'local' && vars.NODE_ENV === 'production' && vars.ALLOW_LOCAL_ISSUER !== 'true') {
    throw new ConfigError(
      'The local sign-in issuer is refused in production. Configure SUPABASE_URL and SUPABASE_ANON_KEY, ' +
        'or set ALLOW_LOCAL_ISSUER=true for a local, loopback-only installation.',
    );
  }
  const reachable = mode === 'local' && vars.ALLOW_LOCAL_ISSUER_ON_NETWORK !== 'true' ? reachableFromNetwork(vars) : [];
  if (reachable.length > 0) {
    throw new ConfigError(
      `The local sign-in issuer only runs on a loopback address (anyone who reaches it signs in as any e-mail), but ${reachable.join(', and ')}. ` +
        'Configure SUPABASE_URL and SUPABASE_ANON_KEY for real sign-in, or set ALLOW_LOCAL_ISSUER_ON_NETWORK=true to accept that risk.',
    );
  }
  return {
    mode,
    supabaseUrl: vars.SUPABASE_URL?.replace(/\/+$/, ''),
    supabaseAnonKey: vars.SUPABASE_ANON_KEY,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    localIssuerOnNetwork: mode === 'local' && vars.ALLOW_LOCAL_ISSUER_ON_NETWORK === 'true',
  };
}

/**
 * Settings that say other machines reach this server: a public URL, a host
 * name to answer for, or a proxy in front (a reverse proxy on this machine
 * connects from loopback with Host 127.0.0.1, so the listening address and
 * the host allow-list alone cannot tell).
 */
function reachableFromNetwork(vars: z.infer<typeof EnvSchema>): string[] {
  const reasons: string[] = [];
  if (vars.PUBLIC_URL !== undefined && !isLoopbackHost(new URL(vars.PUBLIC_URL).hostname)) reasons.push(`PUBLIC_URL is ${new URL(vars.PUBLIC_URL).origin}`);
  const named = parseAllowedHosts(vars.ALLOWED_HOSTS, undefined).filter((host) => !isLoopbackHost(host.hostname));
  if (named.length > 0) reasons.push(`ALLOWED_HOSTS names ${named.map((host) => host.hostname).join(', ')}`);
  if (vars.TRUST_PROXY_HOPS > 0) reasons.push(`TRUST_PROXY_HOPS=${vars.TRUST_PROXY_HOPS} says requests come through a proxy`);
  return reasons;
}

/** Only postgres:// URLs; the error never repeats the value, which may hold a password. */
function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const protocol = protocolOf(value);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError('Invalid environment: DATABASE_URL: must be a postgres:// or postgresql:// URL');
  }
  return value;
}

/** "http://a.test, https://b.test:8443" → exact origins. Never a wildcard: we only echo listed origins. */
function parseOrigins(name: string, list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = safeOriginOf(item);
      if (origin === undefined || origin !== item.replace(/\/$/, '')) {
        throw new ConfigError(`Invalid environment: ${name}: ${JSON.stringify(item)} is not an origin (expected scheme://host[:port], no path, no wildcard)`);
      }
      return origin;
    });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
