import { PGliteClosedError } from './pgliteDialect';

/**
 * Network-level failures: nothing listening, the connection dropped, a DNS miss.
 * Anything in here means "try again later", never "your request was wrong".
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATEs meaning the server cannot serve us right now: 57P01-03
 * (shutting down, starting up), 57014 (statement timeout hit), 53300 (too many
 * connections); class 08 (connection exceptions) is matched by prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres and pg-pool report these without a code. */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'driver has already been destroyed',
];

/**
 * True when an error means the database is unreachable or overloaded (answer
 * 503 with Retry-After) rather than a bug in our SQL (answer 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof PGliteClosedError) return true;
  if (typeof error !== 'object' || error === null) return false;
  // Duck-typed, not instanceof: errors from Node's net module may come from another realm (jest).
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true; // AggregateError
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string') {
    if (MESSAGES.some((text) => message.includes(text))) return true;
    if (message === 'PGlite is closed' || message === 'PGlite is closing') return true;
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/**
 * A write referred to the caller's user row after it was deleted: the account went while the
 * request was under way (it was authenticated just before). Every `<table>_user_id_fkey` counts.
 */
export function isDeletedUserReference(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // SQLSTATE 23503: a foreign key names a row that is not there.
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23503' && typeof constraint === 'string' && constraint.endsWith('_user_id_fkey');
}
