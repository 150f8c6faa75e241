import * as z from 'zod/mini';
import { PlanIdSchema } from './plans';
import { RefundGstSchema } from './premiumCancellation';
import { UpgradeRequestSchema, UpgradeResponseSchema } from './subscription';

/**
 * Buying a plan through Razorpay Orders (docs/payments.md). The server prices
 * every order from its catalogue; the client names only the plan.
 */

/** POST /api/subscription/order: the same body as the upgrade. */
export const OrderRequestSchema = UpgradeRequestSchema;
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/**
 * The page runs whatever script this names, so an answer naming anything but https (or
 * http on loopback, the offline test fake) is refused before it is loaded; the page's
 * CSP narrows it further to the configured Checkout origin.
 */
function isCheckoutScriptUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
}

/** What Razorpay Checkout is opened with. `amount` is in paise (₹2,999 is 299900), GST included. */
export const OrderResponseSchema = z.object({
  order_id: z.string(),
  amount: z.number().check(z.int(), z.gt(0)),
  currency: z.literal('INR'),
  /** The public key id; never the secret. */
  key_id: z.string(),
  plan: PlanIdSchema,
  /** Where Checkout's script is loaded from, on demand (RAZORPAY_CHECKOUT_URL). */
  checkout_script_url: z.string().check(z.refine(isCheckoutScriptUrl, 'must be an https URL (http only on loopback)')),
  /** Shown by Checkout: the merchant and what is bought. */
  name: z.string(),
  description: z.string(),
  /** The signed-in user's name and e-mail, so Checkout need not ask. */
  prefill: z.object({ name: z.optional(z.string()), email: z.optional(z.string()) }),
});
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

const razorpayId = z.string().check(z.minLength(1), z.maxLength(64));

/** POST /api/subscription/verify: exactly the three fields Checkout's handler receives. */
export const VerifyPaymentRequestSchema = z.strictObject({
  razorpay_order_id: razorpayId,
  razorpay_payment_id: razorpayId,
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>;

/** A verified payment answers like an upgrade: the plan and its period. */
export const VerifyPaymentResponseSchema = UpgradeResponseSchema;
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'expired', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** One row of GET /api/account/payments, newest first. */
export const AccountPaymentSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  plan_name: z.string(),
  amount_inr: z.number(),
  currency: z.literal('INR'),
  status: PaymentStatusSchema,
  /** Razorpay's name for how it was paid ('upi', 'card', 'netbanking', …), when known. */
  method: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
  /** Refunded so far, in part (a cancellation) or in full; 0 when nothing was. */
  refunded_inr: z.number(),
  /** When it was last refunded, in part or in full. */
  last_refunded_at: z.nullable(z.string()),
  /** The plan period it bought, once paid. */
  period_start: z.nullable(z.string()),
  period_end: z.nullable(z.string()),
  /** Test mode: no real money moved. */
  is_test: z.boolean(),
  /** A receipt exists for paid and refunded payments. */
  has_receipt: z.boolean(),
});
export type AccountPayment = z.infer<typeof AccountPaymentSchema>;

export const AccountPaymentsResponseSchema = z.object({
  payments: z.array(AccountPaymentSchema),
  /** When premium ends, or null. */
  premium_until: z.nullable(z.string()),
});
export type AccountPaymentsResponse = z.infer<typeof AccountPaymentsResponseSchema>;

/** Plans are one-off purchases that can be cancelled for a pro-rata refund: what 'Cancel anytime' means here, printed on every receipt. */
export const PLAN_NEVER_RENEWS =
  'One-off purchase: this plan never renews, so nothing more will be charged. ' +
  'You can cancel it from the account menu (Cancel premium) for a pro-rata refund of the unused whole days.';

/** The same line on the receipt of a plan already refunded, in part or in full: there is nothing left to cancel. */
export const PLAN_REFUNDED_NO_RENEWAL = 'One-off purchase: this plan never renews, so nothing more will be charged. It has been refunded as shown above.';

/** What was refunded of a payment, in part or in full: the amount, its GST share (with a GSTIN) and when. */
export const ReceiptRefundSchema = z.object({
  amount_inr: z.number(),
  refunded_at: z.string(),
  gst: z.nullable(RefundGstSchema),
});
export type ReceiptRefund = z.infer<typeof ReceiptRefundSchema>;

/** GST included in the price, itemised only when the seller's GSTIN is configured. */
export const ReceiptGstSchema = z.object({
  gstin: z.string(),
  rate_percent: z.number(),
  taxable_value_inr: z.number(),
  gst_inr: z.number(),
});
export type ReceiptGst = z.infer<typeof ReceiptGstSchema>;

/** GET /api/account/payments/:id/receipt. */
export const PaymentReceiptSchema = z.object({
  receipt_number: z.string(),
  issued_at: z.string(),
  /** `address` and `support_email` from SELLER_ADDRESS and SUPPORT_EMAIL (null when unset); optional so older servers' receipts parse. */
  seller: z.object({
    name: z.string(),
    gstin: z.nullable(z.string()),
    address: z.optional(z.nullable(z.string())),
    support_email: z.optional(z.nullable(z.string())),
  }),
  billed_to: z.object({ name: z.nullable(z.string()), email: z.string() }),
  plan: PlanIdSchema,
  plan_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  amount_inr: z.number(),
  currency: z.literal('INR'),
  gst: z.nullable(ReceiptGstSchema),
  status: z.enum(['paid', 'refunded']),
  paid_at: z.string(),
  refunded_at: z.nullable(z.string()),
  /** What was refunded so far (a cancellation refunds part of it), or null. */
  refund: z.nullable(ReceiptRefundSchema),
  method: z.nullable(z.string()),
  /** Razorpay's payment id (pay_…), or the test-mode reference. */
  payment_reference: z.string(),
  is_test: z.boolean(),
  renewal: z.string(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;
