/** The identity token is missing, malformed, forged, expired or for someone else: 401. */
export class InvalidIdentityError extends Error {
  readonly status = 401;
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'InvalidIdentityError';
  }
}

/** InvalidIdentityError.reason of a token issued before its account was deleted: its audit event names no one (services/audit.ts). */
export const ACCOUNT_DELETED_REASON = 'account_deleted';

/** The key set could not be fetched (the identity provider is down or slow): 503, not bad credentials. */
export class IdentityProviderUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'IdentityProviderUnavailableError';
  }
}
