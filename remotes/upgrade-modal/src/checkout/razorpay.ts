/**
 * The part of Razorpay's standard Checkout (checkout.js, `window.Razorpay`)
 * this remote uses: see docs/payments.md. Only what is passed or read is typed.
 */

/** The three fields Checkout's `handler` receives after a successful payment; the server checks the signature. */
export interface CheckoutPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Checkout's 'payment.failed' listeners receive. */
export interface CheckoutFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface CheckoutOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  handler: (payment: CheckoutPayment) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (failure: CheckoutFailure) => void): unknown;
  open(): unknown;
  close?: () => void;
}

export type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayCheckout;

declare global {
  interface Window {
    /** Set by Checkout's script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * Why a purchase through Checkout stopped without a payment: the script could
 * not be loaded or Checkout not opened ('unavailable'), the customer closed
 * Checkout ('dismissed'), or Razorpay reported the payment failed ('failed',
 * with Razorpay's description for the customer).
 */
export class CheckoutStopped extends Error {
  constructor(
    readonly kind: 'unavailable' | 'dismissed' | 'failed',
    readonly description: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`Razorpay Checkout: ${kind}${description ? ` (${description})` : ''}`, options);
    this.name = 'CheckoutStopped';
  }
}
