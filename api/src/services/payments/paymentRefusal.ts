import { DomainError, type RefusalKind } from '../../errors/domainError';
import { PaymentProviderError } from '../../payments/paymentProviderError';

/**
 * A refused payment request. `auditReason` is what the audit trail records
 * (services/audit.ts failureReason), which may say more than the client is
 * told: another user's order is 'other_users_order' in the trail but the same
 * 404 as an unknown one for the caller.
 */
export class PaymentRefusal extends DomainError {
  constructor(kind: RefusalKind, code: string, message: string, auditReason: string = code) {
    super(kind, code, message, { auditReason });
  }
}

/** Razorpay's failures as answers: 503 with Retry-After when it is down, 502 when it answered oddly. Never its message. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  return error.httpStatus === 503
    ? new DomainError('unavailable', 'payment_provider_unavailable', 'The payment provider is not answering. Please try again in a minute.', {
        retryAfterSeconds: 30,
      })
    : new DomainError('upstream_failed', 'payment_provider_error', 'The payment provider gave an unexpected answer. Please try again later.');
}
