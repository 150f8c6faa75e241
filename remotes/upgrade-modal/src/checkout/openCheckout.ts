import { type OrderResponse } from 'shared-types/api';
import { CheckoutStopped, type CheckoutPayment, type RazorpayConstructor } from './razorpay';

/** Checkout's accent when the page has no --color-primary (the light theme's). */
const FALLBACK_COLOR = '#1d4ed8';

/** The app's primary colour of the current theme, for Checkout's accents. */
export function appThemeColor(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || FALLBACK_COLOR;
}

/**
 * Opens Razorpay's standard Checkout for a server-created order. Resolves with
 * the three fields the handler receives (to be verified by the server); rejects
 * with CheckoutStopped: 'dismissed' when the customer closes Checkout,
 * 'failed' (Razorpay's description) on 'payment.failed', 'unavailable' when
 * Checkout cannot be opened. Only the first outcome counts.
 *
 * On a failure Checkout is closed: its own retry could otherwise succeed after
 * the dialog has already reported the failure. The customer retries from the dialog.
 */
export function openCheckout(Razorpay: RazorpayConstructor, order: OrderResponse, themeColor: string): Promise<CheckoutPayment> {
  return new Promise<CheckoutPayment>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    try {
      const checkout = new Razorpay({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        order_id: order.order_id,
        name: order.name,
        description: order.description,
        prefill: order.prefill,
        theme: { color: themeColor },
        handler: ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) =>
          // Exactly the three fields: the verify endpoint refuses any other.
          settle(() => resolve({ razorpay_order_id, razorpay_payment_id, razorpay_signature })),
        modal: { ondismiss: () => settle(() => reject(new CheckoutStopped('dismissed'))) },
      });
      checkout.on('payment.failed', (failure) => {
        settle(() => reject(new CheckoutStopped('failed', failure.error?.description?.trim() || null)));
        checkout.close?.();
      });
      checkout.open();
    } catch (cause) {
      settle(() => reject(new CheckoutStopped('unavailable', null, { cause })));
    }
  });
}
