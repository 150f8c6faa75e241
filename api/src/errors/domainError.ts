/**
 * How a request was refused, in the business's terms rather than HTTP's:
 * `http/errors.ts` turns each kind into a status. The browser decides on the
 * status and the stable `code`, never on the message (docs/architecture.md).
 */
export type RefusalKind =
  /** The request itself is wrong (400). */
  | 'invalid'
  /** The caller may not do this (403). */
  | 'forbidden'
  /** What the request names does not exist, or is not the caller's to see (404). */
  | 'not_found'
  /** The state of things refuses it now: already done, in progress, not available yet (409). */
  | 'conflict'
  /** A provider we depend on answered something we cannot use (502). */
  | 'upstream_failed'
  /** A provider or store we depend on is not answering: try again later (503). */
  | 'unavailable';

/**
 * Any refusal with a stable code: the services' DomainError and the HTTP
 * layer's own (http/httpError.ts). The audit trail records `auditReason`,
 * which may say more than the caller is told; never the message, which may echo input.
 */
export class CodedError extends Error {
  readonly auditReason: string;

  constructor(
    readonly code: string,
    message: string,
    options: { auditReason?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.auditReason = options.auditReason ?? code;
  }
}

export interface RefusalOptions {
  /** Extra JSON fields for the answer (e.g. can_access: false); never prose the browser must read. */
  details?: Record<string, unknown>;
  /** Seconds before trying again is worthwhile (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** What the audit trail records when it should say more than the caller is told (default: the code). */
  auditReason?: string;
  /** The failure underneath (a database outage), for the log only. */
  cause?: unknown;
}

/** A refusal a service throws for a rule the request broke. Its message is safe to show as is; its code is part of the API contract. */
export class DomainError extends CodedError {
  readonly details: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: RefusalKind,
    code: string,
    message: string,
    options: RefusalOptions = {},
  ) {
    super(code, message, options);
    this.name = 'DomainError';
    this.details = options.details ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The caller's user row is gone (the account was deleted meanwhile). */
export const unknownUser = (): DomainError => new DomainError('not_found', 'unknown_user', 'Your account could not be found. Please sign in again.');
