import * as z from 'zod/mini';
import { PlanIdSchema } from './plans';

/**
 * Cancelling premium with a pro-rata refund (docs/payments.md, 'Cancelling';
 * docs/product-rules.md, 'Refunds'). The rule's words are here so the cancel
 * dialog and the Terms page say exactly the same thing.
 */
export const CANCELLATION_RULE =
  'The refund is the unused share of what you paid: the price × the unused whole days ÷ the plan’s days, rounded down to the rupee, ' +
  'GST included in the same proportion; a plan not yet started (bought on top of another) is refunded in full, the one ending last first. ' +
  'Premium ends when you cancel, and the companies opened during the refunded period follow the refund rule: beyond the free limit they close again.';

/** Where to cancel, for pages that state the rule outside the cancel dialog (the Terms). */
export const CANCELLATION_WHERE = 'You can cancel premium at any time from the account menu (Cancel premium).';

/** GST inside a refund, itemised only when the seller's GSTIN is configured (and never for test-mode payments). */
export const RefundGstSchema = z.object({
  rate_percent: z.number(),
  taxable_value_inr: z.number(),
  gst_inr: z.number(),
});
export type RefundGst = z.infer<typeof RefundGstSchema>;

/** What cancelling would refund of one payment. */
export const CancellationRefundSchema = z.object({
  payment_id: z.string(),
  plan: PlanIdSchema,
  plan_name: z.string(),
  /** What was paid, GST included. */
  amount_paid_inr: z.number(),
  /** Refunded before (by the operator or an earlier refund): never refunded twice. */
  already_refunded_inr: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  /** The plan period's length in days. */
  plan_days: z.number(),
  /** Whole days from now to the plan's end; the plan's days for a plan not started yet. */
  unused_days: z.number(),
  started: z.boolean(),
  refund_inr: z.number(),
  gst: z.nullable(RefundGstSchema),
  /** Test mode: no real money moves either way. */
  is_test: z.boolean(),
});
export type CancellationRefund = z.infer<typeof CancellationRefundSchema>;

/** GET /api/account/premium/cancellation: what cancelling now would refund; POST …/cancel answers the same shape for what it did. */
export const CancellationQuoteSchema = z.object({
  /** Ending last first; empty: nothing to refund. */
  refunds: z.array(CancellationRefundSchema),
  total_inr: z.number(),
  total_gst: z.nullable(RefundGstSchema),
  /** When premium ends now (null: not premium). */
  premium_until: z.nullable(z.string()),
  /** When premium would end once cancelled (the refunded period's start: now for a running plan). */
  premium_ends_at: z.nullable(z.string()),
  quoted_at: z.string(),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** POST /api/account/premium/cancel: an empty body, or an explicit confirmation. */
export const CancelPremiumRequestSchema = z.strictObject({ confirm: z.optional(z.literal(true)) });
export type CancelPremiumRequest = z.infer<typeof CancelPremiumRequestSchema>;

export const CancelPremiumResponseSchema = z.extend(CancellationQuoteSchema, { cancelled: z.literal(true) });
export type CancelPremiumResponse = z.infer<typeof CancelPremiumResponseSchema>;
