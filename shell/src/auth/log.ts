import { AUTH_LOG_PREFIX } from './constants';

/** Failures of sign-in, session create/validate/activity and sign-out are logged, never shown as crashes. */
export function logAuthError(what: string, error?: unknown): void {
  if (error === undefined) console.error(`${AUTH_LOG_PREFIX} ${what}`);
  else console.error(`${AUTH_LOG_PREFIX} ${what}`, error);
}

export function logAuthInfo(what: string): void {
  console.info(`${AUTH_LOG_PREFIX} ${what}`);
}
