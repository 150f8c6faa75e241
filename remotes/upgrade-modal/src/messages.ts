import { type Plan } from 'shared-types/api';
import { SERVER_TOO_SLOW } from 'shared-types/shell';

/** Labels and messages of the upgrade dialog (docs/product-rules.md). */
export const DIALOG_TITLE = 'Upgrade to Premium';
export const DEFAULT_DESCRIPTION = 'Premium gives you unlimited company research.';
export const PLANS_LABEL = 'Choose a plan';
export const MOST_POPULAR = 'Most Popular';
export const CANCEL_ANYTIME = 'Cancel anytime';
export const SECURE_PAYMENT = 'Secure payment';
export const TEST_MODE_NOTICE = 'Test mode: no real payment is taken.';
export const UPGRADE_LABEL = 'Upgrade Now';
export const UPGRADING_LABEL = 'Upgrading...';
export const CANCEL_LABEL = 'Cancel';
export const UPGRADE_FAILED_LOG = 'Upgrade failed';
/** A time-out does not mean the upgrade failed: the server may have finished it after we stopped waiting. */
export const UPGRADE_TIMED_OUT = `${SERVER_TOO_SLOW} Your upgrade may still have gone through: check your access at the top of the page before trying again.`;

// Buying through Razorpay Checkout (docs/payments.md). No payment happens before Checkout reports one.
/** Creating the order timed out: no payment was asked for yet. */
export const ORDER_TIMED_OUT = `${SERVER_TOO_SLOW} You have not been charged. Please try again.`;
export const CHECKOUT_UNAVAILABLE = 'Could not load the payment window. Check your connection and try again.';
export const PAYMENT_CANCELLED = 'Payment cancelled. You have not been charged.';
export const PAYMENT_FAILED_LOG = 'Payment failed';

/** 'Payment failed: <Razorpay's description>. You have not been charged.' */
export function paymentFailedMessage(description: string | null): string {
  const reason = description?.replace(/[.\s]+$/, '');
  return reason ? `Payment failed: ${reason}. You have not been charged.` : 'Payment failed. You have not been charged.';
}

/** 'for 3 months', 'for 1 year'. */
export function formatDuration(plan: Pick<Plan, 'durationMonths'>): string {
  const months = plan.durationMonths;
  if (months % 12 === 0) return months === 12 ? 'for 1 year' : `for ${months / 12} years`;
  return months === 1 ? 'for 1 month' : `for ${months} months`;
}
