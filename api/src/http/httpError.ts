/**
 * An error whose status, code and message are safe to send to the client as
 * is. Services throw these for rule violations; the error handler renders them.
 */
export class HttpError extends Error {
  /** What the audit trail records when it should say more than the client is told (else `code`). */
  auditReason?: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra JSON fields for the body (e.g. can_access: false). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
/** The caller's user row is gone (the account was deleted meanwhile). */
export const unknownUser = () => new HttpError(404, 'unknown_user', 'Your account could not be found. Please sign in again.');
