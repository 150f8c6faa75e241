/**
 * Anything that went wrong talking to Razorpay. The message is safe to log
 * (no key, secret, body or customer data); routes answer 503 when
 * `unavailable` (try again later) and 502 otherwise, with a generic body.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    /** unavailable: network failure or timeout, or Razorpay's 5xx; rejected: a 4xx; invalid_response: an answer we could not read. */
    readonly kind: 'unavailable' | 'rejected' | 'invalid_response',
    message: string,
    /** Razorpay's HTTP status, when there was an answer. */
    readonly status?: number,
    /** Razorpay's error code (e.g. BAD_REQUEST_ERROR), a fixed token that is safe to log. */
    readonly providerCode?: string,
  ) {
    super(message);
  }

  /** The status our route should answer with. */
  get httpStatus(): 502 | 503 {
    return this.kind === 'unavailable' ? 503 : 502;
  }
}
