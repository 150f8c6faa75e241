import { type UpgradeResponse, type VerifyPaymentRequest } from 'shared-types/api';
import { findPaymentByOrderId, type PaymentRow } from '../../db/paymentRepository';
import { declareLongRunning } from '../../context/longRunningWork';
import { type Logger } from '../../logger';
import { type RazorpayPayment } from '../../payments/razorpaySchemas';
import { verifyPaymentSignature } from '../../payments/signatures';
import { type InvalidationBus } from '../../sharedState/invalidationBus';
import { type RequestOrigin } from '../audit';
import { type PaymentServiceDeps } from './createOrder';
import { grantPlan, planAnswer } from './grantPlan';
import { PaymentRefusal, providerFailure } from './paymentRefusal';

const UNKNOWN_ORDER = 'No such order. Please start the payment again.';

/**
 * POST /api/subscription/verify: Checkout's three fields, checked against what
 * we stored and what Razorpay says before the grant. The signature is computed
 * over the STORED order id; the payment must be captured, on that order, for
 * that amount in that currency. A repeat for the same payment answers the same.
 */
export async function verifyPayment(
  deps: PaymentServiceDeps & { logger?: Logger; bus?: Pick<InvalidationBus, 'publish'> },
  input: { userId: string; body: VerifyPaymentRequest; now: Date; origin: RequestOrigin },
): Promise<UpgradeResponse> {
  const { body } = input;
  const row = await findPaymentByOrderId(deps.db, body.razorpay_order_id);
  if (row === undefined) throw new PaymentRefusal('not_found', 'unknown_order', UNKNOWN_ORDER);
  // The same answer as an unknown order: nobody learns which order ids exist.
  if (row.user_id !== input.userId) throw new PaymentRefusal('not_found', 'unknown_order', UNKNOWN_ORDER, 'other_users_order');
  const orderId = row.razorpay_order_id!;
  if (!verifyPaymentSignature({ orderId, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }, deps.settings.keySecret)) {
    throw new PaymentRefusal(
      'invalid',
      'invalid_signature',
      'The payment could not be verified. If money was taken, it will be confirmed shortly.',
      'bad_signature',
    );
  }
  if (row.status === 'paid' && row.razorpay_payment_id !== body.razorpay_payment_id) {
    throw new PaymentRefusal('conflict', 'order_already_paid', 'This order was already paid with another payment.', 'replayed_signature');
  }
  if (row.status === 'refunded') throw new PaymentRefusal('conflict', 'payment_refunded', 'This payment was refunded.');
  // Already paid with this very payment: the grant below answers the same period again.
  const payment = row.status === 'paid' ? undefined : await fetchPayment(deps, body.razorpay_payment_id);
  if (payment !== undefined) checkPayment(row, payment, deps.logger);
  const outcome = await grantPlan(
    deps.db,
    { paymentRowId: row.id, reference: body.razorpay_payment_id, method: payment?.method ?? null, now: input.now, origin: input.origin },
    deps.bus,
  );
  if (outcome.kind === 'not_grantable' || outcome.period === undefined) throw new PaymentRefusal('conflict', 'payment_refunded', 'This payment was refunded.');
  if (outcome.payment.razorpay_payment_id !== body.razorpay_payment_id) {
    // The webhook paid the order with another payment while we were checking this one.
    throw new PaymentRefusal('conflict', 'order_already_paid', 'This order was already paid with another payment.', 'replayed_signature');
  }
  return planAnswer(outcome.payment, outcome.period);
}

async function fetchPayment(deps: PaymentServiceDeps, paymentId: string): Promise<RazorpayPayment> {
  declareLongRunning('waiting for Razorpay to confirm a payment');
  try {
    return await deps.razorpay.fetchPayment(paymentId);
  } catch (error) {
    throw providerFailure(error);
  }
}

/** Razorpay's record must match ours exactly; a mismatch grants nothing and raises an alert. */
export function checkPayment(row: PaymentRow, payment: Pick<RazorpayPayment, 'status' | 'order_id' | 'amount' | 'currency'>, logger?: Logger): void {
  if (payment.order_id !== row.razorpay_order_id) {
    throw new PaymentRefusal('invalid', 'payment_mismatch', 'This payment does not belong to the order.', 'order_mismatch');
  }
  if (payment.amount !== row.amount_paise || payment.currency !== row.currency) {
    logger?.error(
      { payment: row.id, expectedPaise: row.amount_paise, paidPaise: payment.amount, currency: payment.currency },
      'ALERT: a payment does not match its order amount; nothing was granted',
    );
    throw new PaymentRefusal('invalid', 'payment_mismatch', 'The amount paid does not match the order.', 'amount_mismatch');
  }
  if (payment.status !== 'captured') {
    throw new PaymentRefusal('invalid', 'payment_not_captured', 'The payment has not been completed. If money was taken, it will be confirmed shortly.');
  }
}
