import { HttpError } from '../../http/httpError';
import { PaymentProviderError } from '../../payments/paymentProviderError';

/**
 * A refused payment request. `auditReason` (HttpError's) is what the audit trail records
 * (services/audit.ts failureReason), which may say more than the client is
 * told: another user's order is 'other_users_order' in the trail but the same
 * 404 as an unknown one for the caller.
 */
export class PaymentRefusal extends HttpError {
  declare auditReason: string;

  constructor(status: number, code: string, message: string, auditReason: string = code) {
    super(status, code, message);
    this.auditReason = auditReason;
  }
}

/** Razorpay's failures as answers: 503 with Retry-After when it is down, 502 when it answered oddly. Never its message. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  return error.httpStatus === 503
    ? new HttpError(503, 'payment_provider_unavailable', 'The payment provider is not answering. Please try again in a minute.', {}, { 'Retry-After': '30' })
    : new HttpError(502, 'payment_provider_error', 'The payment provider gave an unexpected answer. Please try again later.');
}
