import { formatIndianDay, formatRupees, type CancellationQuote, type CancellationRefund, type RefundGst } from 'shared-types/api';

/** Labels and messages of the Cancel premium dialog (issue 34, docs/payments.md 'Cancelling'). */
export const CANCEL_PREMIUM_LABEL = 'Cancel premium';
export const CANCEL_QUOTE_LOADING = 'Working out your refund...';
export const CANCEL_QUOTE_FAILED = 'Could not work out your refund.';
export const CANCEL_FAILED = 'Could not cancel premium.';
export const KEEP_PREMIUM_LABEL = 'Keep premium';
export const CANCELLING = 'Cancelling...';
export const CANCELLED_TITLE = 'Premium cancelled';
export const NOTHING_TO_REFUND = 'There is nothing to refund: no paid plan has unused whole days left.';
export const PREMIUM_ENDS_NOW = 'Premium ends now.';
export const TEST_MODE_REFUND = 'Test mode: no real money is refunded.';
export const REFUND_IN_HISTORY = 'The refund is in your payment history and on the receipt.';

/** 'Cancel premium and refund ₹876' */
export function cancelButtonText(totalInr: number): string {
  return `Cancel premium and refund ${formatRupees(totalInr)}`;
}

/** '3 Months Premium: ₹876 (79 of 90 days unused)', or '… ₹2,999 (not started: refunded in full)'. */
export function refundLineText(refund: CancellationRefund): string {
  const why = refund.started ? `${refund.unused_days} of ${refund.plan_days} days unused` : 'not started: refunded in full';
  const before = refund.already_refunded_inr > 0 ? `; ${formatRupees(refund.already_refunded_inr)} refunded before` : '';
  return `${refund.plan_name}: ${formatRupees(refund.refund_inr)} (${why}${before})`;
}

/** 'Refund: ₹876' */
export function refundTotalText(totalInr: number): string {
  return `Refund: ${formatRupees(totalInr)}`;
}

/** 'Includes GST (18%) ₹133.63 on ₹742.37' */
export function refundGstText(gst: RefundGst): string {
  return `Includes GST (${gst.rate_percent}%) ${formatRupees(gst.gst_inr)} on ${formatRupees(gst.taxable_value_inr)}`;
}

/** 'Premium ends now.', or, when only a plan not started yet is refunded, the day the running one ends. */
export function premiumEndText(quote: Pick<CancellationQuote, 'premium_ends_at' | 'quoted_at'>): string {
  const endsAt = quote.premium_ends_at === null ? null : Date.parse(quote.premium_ends_at);
  if (endsAt === null || endsAt <= Date.parse(quote.quoted_at) + 60_000) return PREMIUM_ENDS_NOW;
  return `Premium then ends on ${formatIndianDay(quote.premium_ends_at!)}.`;
}

/** 'Refunded ₹876.' */
export function refundedText(totalInr: number): string {
  return `Refunded ${formatRupees(totalInr)}.`;
}
