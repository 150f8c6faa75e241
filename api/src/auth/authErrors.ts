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

/** The key set could not be fetched (the identity provider is down or slow): 503, not bad credentials. */
export class IdentityProviderUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'IdentityProviderUnavailableError';
  }
}
