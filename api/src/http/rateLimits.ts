import { type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { type RateLimitBackend } from '../sharedState/rateLimitStore';

// express-rate-limit is typed against the hoisted @types/express 4 (a dev-server
// dependency) while the API uses Express 5's; the runtime contract is the same,
// so the handlers are converted once, here.
type LimiterHandler = Options['handler'];
const asMiddleware = (limiter: unknown) => limiter as RequestHandler;

/** Limits sized for people (issue 4): generous for real use, tight for scripts. */
export interface RateLimitSettings {
  /** Sign-in and session creation, per IP, per 15 minutes. */
  signInPer15Min: number;
  /** Company research, per signed-in user, per minute. */
  researchPerMinute: number;
  /** Account exports (every row of the user), per signed-in user, per hour. */
  exportPerHour: number;
  /** The public company view and its prices, per client IP, per minute. */
  publicCompanyPerMinute: number;
  /** Support messages, per signed-in user or else per client IP, per hour. */
  supportPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPer15Min: 100,
  researchPerMinute: 60,
  exportPerHour: 5,
  publicCompanyPerMinute: 120,
  supportPerHour: 5,
};

/**
 * Where a limiter counts: this process's memory without a backend (the
 * embedded default), else Redis, shared by every instance under its own name.
 */
const storeOptions = (name: string, backend: RateLimitBackend | undefined) => backend?.limiterOptions(name) ?? {};

function tooMany(message: string): LimiterHandler {
  return (_req, res) => {
    res.status(429).json({ error: 'rate_limited', message });
  };
}

/** Per client IP (IPv6 grouped by /56 so one host cannot rotate addresses). */
export function signInLimiter(settings: RateLimitSettings, backend?: RateLimitBackend): RequestHandler {
  return asMiddleware(
    rateLimit({
      ...storeOptions('sign-in', backend),
      windowMs: 15 * 60 * 1000,
      limit: settings.signInPer15Min,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
      handler: tooMany('Too many sign-in attempts from this address. Please wait a few minutes and try again.'),
    }),
  );
}

/**
 * The public company view and its prices (GET /api/company/by-key/…): per client IP, since its
 * callers need not be signed in. Generous for a person paging through companies, tight for a scraper.
 */
export function publicCompanyLimiter(settings: RateLimitSettings, backend?: RateLimitBackend): RequestHandler {
  return asMiddleware(
    rateLimit({
      ...storeOptions('public-company', backend),
      windowMs: 60 * 1000,
      limit: settings.publicCompanyPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
      handler: tooMany('You are opening companies faster than we can serve them. Please wait a minute and try again.'),
    }),
  );
}

/** Per signed-in user (falls back to the IP for anonymous callers, who get a 401 anyway). */
function perUserLimiter(name: string, windowMs: number, limit: number, message: string, backend: RateLimitBackend | undefined): RequestHandler {
  return asMiddleware(
    rateLimit({
      ...storeOptions(name, backend),
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => {
        const auth = (req as unknown as Request).auth;
        return auth ? `user:${auth.userId}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
      },
      handler: tooMany(message),
    }),
  );
}

export function researchLimiter(settings: RateLimitSettings, backend?: RateLimitBackend): RequestHandler {
  return perUserLimiter(
    'research',
    60 * 1000,
    settings.researchPerMinute,
    'You are researching companies faster than we can serve them. Please wait a minute and try again.',
    backend,
  );
}

export function accountExportLimiter(settings: RateLimitSettings, backend?: RateLimitBackend): RequestHandler {
  return perUserLimiter(
    'export',
    60 * 60 * 1000,
    settings.exportPerHour,
    'You have downloaded your data several times this hour. Please try again later.',
    backend,
  );
}

/** Order creation, verification and the direct upgrade: each counted per signed-in user per hour (PAYMENT_RATE_LIMIT_PER_HOUR). */
export function paymentLimiter(name: 'payment-order' | 'payment-verify' | 'upgrade', perHour: number, backend?: RateLimitBackend): RequestHandler {
  return perUserLimiter(name, 60 * 60 * 1000, perHour, 'You have tried to pay several times this hour. Please try again later.', backend);
}

/** Cancelling premium (it may call Razorpay's refund API): counted per signed-in user per hour, as paying is (PAYMENT_RATE_LIMIT_PER_HOUR). */
export function cancelPremiumLimiter(perHour: number, backend?: RateLimitBackend): RequestHandler {
  return perUserLimiter('premium-cancel', 60 * 60 * 1000, perHour, 'You have tried to cancel several times this hour. Please try again later.', backend);
}

/** PDF reports (GET /api/company/:id/report.pdf), per signed-in user per hour: each is drawn anew. */
export const REPORTS_PER_HOUR = 30;
export function reportLimiter(backend?: RateLimitBackend, perHour = REPORTS_PER_HOUR): RequestHandler {
  return perUserLimiter('report', 60 * 60 * 1000, perHour, 'You have downloaded several reports this hour. Please try again later.', backend);
}

/** The contact form (POST /api/support): per signed-in user, or per client IP for a visitor (docs/support.md). */
export function supportLimiter(settings: RateLimitSettings, backend?: RateLimitBackend): RequestHandler {
  return perUserLimiter(
    'support',
    60 * 60 * 1000,
    settings.supportPerHour,
    'You have sent several messages this hour. Please wait before sending another, or write to us by e-mail.',
    backend,
  );
}
