import { type Kysely } from 'kysely';
import { PLANS, type OrderResponse, type PlanId } from 'shared-types/api';
import { userRow } from '../../db/accountRepository';
import { deletePendingOrder, expireStaleOrders, findPendingOrder, insertPendingOrder, setRazorpayOrderId, type PaymentRow } from '../../db/paymentRepository';
import { type Database } from '../../db/schema';
import { declareLongRunning } from '../../context/longRunningWork';
import { type RazorpayClient } from '../../payments/razorpayClient';
import { type RazorpayGatewaySettings } from '../../payments/razorpaySettings';
import { recordAudit, type RequestOrigin } from '../audit';
import { SELLER_NAME } from '../paymentReceipt';
import { unknownUser } from '../../errors/domainError';
import { PaymentRefusal, providerFailure } from './paymentRefusal';

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  razorpay: RazorpayClient;
  settings: Pick<RazorpayGatewaySettings, 'keyId' | 'keySecret' | 'checkoutUrl'>;
}

/** A concurrent request is still asking Razorpay for the order: wait this long for it, in steps. */
const WAIT_FOR_OTHER_MS = 12_000;
const WAIT_STEP_MS = 100;
const ABANDONED_AFTER_MS = 60_000;
const PAYMENT_IN_PROGRESS = 'Your payment for this plan is still being confirmed. Premium starts as soon as it is: there is no need to pay again.';

/**
 * POST /api/subscription/order: the caller's pending order for the plan, or a
 * new one. The row is inserted first (the partial unique index allows one
 * pending order per user and plan, so a double click never makes two), then
 * Razorpay is asked for the order; if it fails, the row is deleted so nothing
 * reusable is left without an order id. Pending orders expire after 30 minutes.
 * A reused order that already holds an approved payment is refused (409 payment_in_progress).
 */
export async function createOrder(deps: PaymentServiceDeps, input: { userId: string; plan: PlanId; now: Date; origin: RequestOrigin }): Promise<OrderResponse> {
  const { db } = deps;
  const user = await userRow(db, input.userId);
  if (!user) throw unknownUser();
  await expireStaleOrders(db, input.userId, input.now);
  const waitUntil = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const pending = await findPendingOrder(db, input.userId, input.plan);
    if (pending?.razorpay_order_id) {
      await refuseWhilePaymentUnderway(deps, pending.razorpay_order_id);
      return orderAnswer(deps, pending, pending.razorpay_order_id, user);
    }
    // Left behind by a process that stopped while asking Razorpay: nobody is coming back for it.
    if (pending !== undefined && input.now.getTime() - pending.created_at.getTime() > ABANDONED_AFTER_MS) {
      await deletePendingOrder(db, pending.id);
      continue;
    }
    if (pending === undefined) {
      const row = await insertPendingOrder(db, { userId: input.userId, tier: input.plan, amountPaise: PLANS[input.plan].priceInr * 100, now: input.now });
      if (row !== undefined) return orderAnswer(deps, row, await openOrder(deps, row, input), user);
    }
    // Another request holds the slot and is still asking Razorpay.
    declareLongRunning('waiting for a concurrent order request');
    if (Date.now() > waitUntil) {
      throw new PaymentRefusal('conflict', 'order_in_progress', 'Your order is still being created. Please try again in a moment.');
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function openOrder(deps: PaymentServiceDeps, row: PaymentRow, input: { userId: string; plan: PlanId; origin: RequestOrigin }): Promise<string> {
  let orderId: string;
  // Razorpay may take seconds; the client's own time-out (10 s) bounds the wait, not the database deadline.
  declareLongRunning('waiting for Razorpay to create an order');
  try {
    const order = await deps.razorpay.createOrder({ amountPaise: row.amount_paise, receipt: row.id, notes: { user_id: input.userId, plan: input.plan } });
    orderId = order.id;
  } catch (error) {
    await deletePendingOrder(deps.db, row.id);
    throw providerFailure(error);
  }
  if (!(await setRazorpayOrderId(deps.db, row.id, orderId))) {
    // Razorpay took so long that the row was deleted as abandoned: this order id matches nothing we hold.
    throw new PaymentRefusal('conflict', 'order_in_progress', 'Your order is still being created. Please try again in a moment.');
  }
  await recordAudit(deps.db, { action: 'payment.order', userId: input.userId, target: `payment:${row.id}`, outcome: 'success', origin: input.origin });
  return orderId;
}

/**
 * A reused order may already hold a payment the bank approved (Razorpay still capturing it, or
 * captured with our grant on its way): Checkout must not take a second one. Asked only on reuse;
 * when Razorpay cannot answer, the order is not handed out either.
 */
async function refuseWhilePaymentUnderway(deps: PaymentServiceDeps, orderId: string): Promise<void> {
  declareLongRunning("asking Razorpay about an order's payments");
  let payments;
  try {
    payments = await deps.razorpay.fetchOrderPayments(orderId);
  } catch (error) {
    throw providerFailure(error);
  }
  if (payments.some((payment) => payment.status === 'authorized' || payment.status === 'captured')) {
    throw new PaymentRefusal('conflict', 'payment_in_progress', PAYMENT_IN_PROGRESS);
  }
}

function orderAnswer(deps: PaymentServiceDeps, row: PaymentRow, orderId: string, user: { email: string; full_name: string | null }): OrderResponse {
  const plan = PLANS[row.tier];
  return {
    order_id: orderId,
    amount: row.amount_paise,
    currency: 'INR',
    key_id: deps.settings.keyId,
    plan: plan.id,
    checkout_script_url: deps.settings.checkoutUrl,
    name: SELLER_NAME,
    description: plan.name,
    prefill: { email: user.email, ...(user.full_name ? { name: user.full_name } : {}) },
  };
}
