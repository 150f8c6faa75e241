import { formatIndianDay, formatRupees, type Plan } from 'shared-types/api';
import { SERVER_TOO_SLOW } from 'shared-types/shell';

/** Labels and messages of the upgrade dialog (docs/product-rules.md). */
export const DIALOG_TITLE = 'Upgrade to Premium';
export const DEFAULT_DESCRIPTION = 'Premium gives you unlimited company research.';
export const PLANS_LABEL = 'Choose a plan';
export const MOST_POPULAR = 'Most Popular';
/** Cancelling refunds the unused share of the price (docs/product-rules.md, 'Refunds'). */
export const CANCEL_ANYTIME = 'Cancel anytime: the unused part is refunded';
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

/** '3 months', '1 year'. */
function planLength(plan: Pick<Plan, 'durationMonths'>): string {
  const months = plan.durationMonths;
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** 'for 3 months', 'for 1 year'. */
export function formatDuration(plan: Pick<Plan, 'durationMonths'>): string {
  return `for ${planLength(plan)}`;
}

/**
 * The plan's price a month, rounded to the nearest rupee (₹999 ÷ 3 = ₹333, ₹2,999 ÷ 12 = ₹249.92 → ₹250).
 * Only a comparison: the plan's whole price is what is charged.
 */
export function monthlyPriceInr(plan: Pick<Plan, 'priceInr' | 'durationMonths'>): number {
  return Math.round(plan.priceInr / plan.durationMonths);
}

/** '₹333 a month'. */
export function perMonthText(plan: Pick<Plan, 'priceInr' | 'durationMonths'>): string {
  return `${formatRupees(monthlyPriceInr(plan))} a month`;
}

/** Under the prices when the server has a GSTIN (`gst_included`): the prices are GST-inclusive. */
export const GST_INCLUDED = 'includes 18% GST';

// What stands behind each plan line, from the premium catalogue (docs/premium.md).
export const WHAT_YOU_GET = 'What you get';

/** 'Exclusive reports' is in the yearly plan alone: '1 Year Premium only'. */
export function onlyWithText(planNames: readonly string[]): string {
  return `${planNames.join(' and ')} only`;
}

// After a purchase the dialog confirms what was bought (docs/company-page.md, 'Premium history and a resumed research').
export const CONTINUE_LABEL = 'Continue';
export const TEST_MODE_PAID = 'Test mode: no real payment was taken.';

/** "You're on Premium (1 year) until 28 Nov 2027.": the end date is the Indian day, as the account menu shows it. */
export function purchaseConfirmedText(plan: Pick<Plan, 'durationMonths'>, endsAt: string): string {
  return `You're on Premium (${planLength(plan)}) until ${formatIndianDay(endsAt)}.`;
}
