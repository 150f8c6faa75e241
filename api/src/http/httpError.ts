import { CodedError } from '../errors/domainError';

/**
 * A refusal of the HTTP layer itself (no session, a malformed header, a
 * misdirected host), with its status. Services throw DomainError instead
 * (errors/domainError.ts); the error handler renders both.
 */
export class HttpError extends CodedError {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    /** Extra JSON fields for the body. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(code, message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
