import { useRef, useState } from 'react';
import { type UpgradeRequest, type UpgradeResponse } from 'shared-types/api';
import { loadCheckoutScript } from './checkout/loadCheckoutScript';
import { appThemeColor, openCheckout } from './checkout/openCheckout';
import { CheckoutStopped } from './checkout/razorpay';
import { CHECKOUT_UNAVAILABLE, PAYMENT_CANCELLED, PAYMENT_FAILED_LOG, paymentFailedMessage, UPGRADE_FAILED_LOG } from './messages';
import {
  apiErrorCode,
  orderErrorMessage,
  upgradeErrorMessage,
  useCreateOrderMutation,
  useUpgradeSubscriptionMutation,
  useVerifyPaymentMutation,
} from './upgradeApi';

/** Verification asks again this often while Razorpay has not yet captured the payment (each ask counts against the hourly limit). */
export const CAPTURE_RETRIES = 3;
export const CAPTURE_RETRY_MS = 3000;

/** How a purchase ended: the plan is granted (the server's answer, for the confirmation), or not, with what to tell the customer. */
export type PurchaseResult = { granted: true; answer: UpgradeResponse } | { granted: false; message: string };

/**
 * Buys a plan, the one way the server offers. In test mode (`testMode` true,
 * or not known yet) a direct upgrade; with real payments an order, Razorpay
 * Checkout and the server's verification of the payment. A direct upgrade the
 * server refuses with 'use_order_flow' (it left test mode since the plans were
 * read) goes on with the order. `pending` is true for the whole purchase,
 * Checkout included. Granting refetches the access summary (the mutations
 * invalidate 'AccessSummary').
 */
export function usePurchasePlan(testMode: boolean | undefined) {
  const [upgrade] = useUpgradeSubscriptionMutation();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [pending, setPending] = useState(false);
  // The state updates a render late: this stops a second purchase from a double click.
  const running = useRef(false);

  async function payWithCheckout(request: UpgradeRequest): Promise<PurchaseResult> {
    let order;
    try {
      order = await createOrder(request).unwrap();
    } catch (failure) {
      console.error(UPGRADE_FAILED_LOG, failure);
      return { granted: false, message: orderErrorMessage(failure) };
    }
    let payment;
    try {
      const Razorpay = await loadCheckoutScript(order.checkout_script_url);
      payment = await openCheckout(Razorpay, order, appThemeColor());
    } catch (stopped) {
      return { granted: false, message: checkoutStoppedMessage(stopped) };
    }
    // With automatic capture Razorpay has almost always captured the payment by the time
    // Checkout calls back, but not always: a payment still 'authorized' is asked about again.
    for (let retry = 0; ; retry += 1) {
      try {
        return { granted: true, answer: await verifyPayment(payment).unwrap() };
      } catch (failure) {
        if (apiErrorCode(failure) === 'payment_not_captured' && retry < CAPTURE_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, CAPTURE_RETRY_MS));
          continue;
        }
        console.error(UPGRADE_FAILED_LOG, failure);
        return { granted: false, message: upgradeErrorMessage(failure) };
      }
    }
  }

  async function upgradeDirectly(request: UpgradeRequest): Promise<PurchaseResult> {
    try {
      return { granted: true, answer: await upgrade(request).unwrap() };
    } catch (failure) {
      if (apiErrorCode(failure) === 'use_order_flow') return payWithCheckout(request);
      console.error(UPGRADE_FAILED_LOG, failure);
      return { granted: false, message: upgradeErrorMessage(failure) };
    }
  }

  /** Resolves once the purchase has ended; null when one is already running. */
  async function purchase(request: UpgradeRequest): Promise<PurchaseResult | null> {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    try {
      return await (testMode === false ? payWithCheckout(request) : upgradeDirectly(request));
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { purchase, pending };
}

/** Closing Checkout is the customer's choice, not an error; anything unforeseen counts as Checkout unavailable. */
function checkoutStoppedMessage(stopped: unknown): string {
  const kind = stopped instanceof CheckoutStopped ? stopped.kind : 'unavailable';
  if (kind === 'dismissed') return PAYMENT_CANCELLED;
  console.error(PAYMENT_FAILED_LOG, stopped);
  return stopped instanceof CheckoutStopped && kind === 'failed' ? paymentFailedMessage(stopped.description) : CHECKOUT_UNAVAILABLE;
}
