import { type ErrorRequestHandler, type RequestHandler } from 'express';
import { type ApiError } from 'shared-types/api';
import { isDatabaseUnavailable, isDeletedUserReference } from '../db/errors';
import { IdentityProviderUnavailableError, InvalidIdentityError } from '../auth/authErrors';
import { DomainError, unknownUser, type RefusalKind } from '../errors/domainError';
import { HttpError } from './httpError';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/retryAfter';

/** JSON 404 for anything under /api that no route claimed. */
export const apiNotFound: RequestHandler = (req, res) => {
  const pathname = (req.originalUrl.split('?')[0] ?? '').slice(0, 200);
  const body: ApiError = { error: 'not_found', message: `No such endpoint: ${req.method} ${pathname}` };
  res.status(404).json(body);
};

interface KnownError {
  status: number;
  body: ApiError & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** body-parser sets `type` on its errors; these are the client's fault. A body over the limit: tooLarge. */
const BODY_PARSER_ERRORS: Record<string, KnownError> = {
  'entity.parse.failed': {
    status: 400,
    body: { error: 'invalid_json', message: 'The request body is not valid JSON (expected an object or an array).' },
  },
  'encoding.unsupported': {
    status: 415,
    body: { error: 'unsupported_media_type', message: 'The request body uses an unsupported content encoding.' },
  },
  'charset.unsupported': {
    status: 415,
    body: { error: 'unsupported_media_type', message: 'The request body uses an unsupported charset; send UTF-8.' },
  },
};

const MALFORMED_URL: KnownError = { status: 400, body: { error: 'bad_request', message: 'The URL is not valid: it has malformed percent-encoding.' } };

/** The status each kind of refusal a service throws is answered with (errors/domainError.ts). */
const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  upstream_failed: 502,
  unavailable: 503,
};

function knownError(error: unknown): KnownError | undefined {
  // Not a bug: the account was deleted after this request was authenticated (docs/accounts.md).
  if (isDeletedUserReference(error)) return knownError(unknownUser());
  if (error instanceof DomainError) {
    const headers = error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
    return { status: REFUSAL_STATUS[error.kind], body: { ...error.details, error: error.code, message: error.message }, headers };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { ...error.extra, error: error.code, message: error.message }, headers: error.headers };
  }
  if (error instanceof InvalidIdentityError) return { status: 401, body: { error: 'invalid_identity', message: error.message } };
  if (error instanceof IdentityProviderUnavailableError) {
    return { status: 503, body: { error: 'identity_provider_unavailable', message: error.message }, headers: { 'Retry-After': '5' } };
  }
  // Express's router throws a URIError (status 400, but not marked exposable) for '%E0%A4%A' in a path parameter.
  if (error instanceof URIError) return MALFORMED_URL;
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, expose, limit } = error as { type?: unknown; status?: unknown; expose?: unknown; limit?: unknown };
  if (type === 'entity.too.large') return tooLarge(limit);
  if (typeof type === 'string' && type in BODY_PARSER_ERRORS) return BODY_PARSER_ERRORS[type];
  // Other http-errors that are marked safe to show (a malformed URL, an aborted upload).
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: 'bad_request', message: 'The request could not be processed.' } };
  }
  return undefined;
}

/** 413 naming the limit of the parser that refused the body (each route sets its own: 16 kB of JSON, a 256 kB webhook, a 50 MB import). */
function tooLarge(limit: unknown): KnownError {
  const size = typeof limit === 'number' ? ` ${readableSize(limit)}` : '';
  return { status: 413, body: { error: 'payload_too_large', message: `The request body is larger than the${size} limit.` } };
}

function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} kB` : `${bytes} bytes`;
}

/**
 * The last handler. Express's own prints stack traces outside production, so
 * every error ends here: known client errors keep their status and a stable
 * code, database outages get 503 with Retry-After, everything else is a 500
 * with a request id. Detail goes to the log only (pino-http logs `res.err`).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // The request deadline already answered 503; the abandoned handler's late outcome has nowhere to go.
    if (res.locals.deadlineMissed === true) return;
    next(error); // Express closes the half-sent response
    return;
  }
  res.err = error instanceof Error ? error : new Error(String(error));
  const known = knownError(error);
  if (known !== undefined) {
    if (known.headers) res.set(known.headers);
    res.status(known.status).json(known.body);
    return;
  }
  // An outage, not a bug: tell the client when to retry (routes may answer their own message first).
  if (isDatabaseUnavailable(error)) {
    const body: ApiError = { error: 'database_unavailable', message: 'The database is unavailable. Please try again shortly.' };
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).status(503).json(body);
    return;
  }
  const body: ApiError = {
    error: 'internal_error',
    message: 'Something went wrong on our side.',
    request_id: String(req.id),
  };
  res.status(500).json(body);
};
