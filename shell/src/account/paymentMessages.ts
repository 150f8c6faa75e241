import { formatIndianDay, formatRupees, type PaymentReceipt, type PaymentStatus, type ReceiptGst, type RefundGst } from 'shared-types/api';

/** Labels and messages of the payment history and receipts (issue 18, docs/payments.md). */
export const PAYMENTS_LABEL = 'Payments and receipts';
export const PAYMENTS_DESCRIPTION = 'Your plan purchases, newest first.';
export const PAYMENTS_LOADING = 'Loading payments...';
export const PAYMENTS_EMPTY = 'No payments yet.';
export const PAYMENTS_FAILED = 'Could not load your payments.';
export const RECEIPT_LABEL = 'Receipt';
export const RECEIPT_LOADING = 'Loading receipt...';
export const RECEIPT_FAILED = 'Could not load this receipt.';
export const BACK_TO_PAYMENTS = 'Back to payments';
export const PRINT_LABEL = 'Print';
export const TEST_MODE_BADGE = 'Test mode';
export const TEST_MODE_RECEIPT = 'Test mode: no real payment was taken.';

export const RECEIPT_NUMBER = 'Receipt number';
export const ISSUED_ON = 'Issued on';
export const ISSUED_BY = 'Issued by';
export const BILLED_TO = 'Billed to';
export const PLAN = 'Plan';
export const PERIOD = 'Period';
export const AMOUNT = 'Amount';
export const STATUS = 'Status';
export const PAYMENT_REFERENCE = 'Payment reference';
export const PAYMENT_METHOD = 'Payment method';
export const REFUNDED = 'Refunded';

const STATUS_WORDS: Record<PaymentStatus, string> = {
  created: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
  expired: 'Expired',
};

/** 'Paid', 'Refunded', 'Failed', 'Expired' or 'Pending' (an order not paid yet). */
export function statusText(status: PaymentStatus): string {
  return STATUS_WORDS[status];
}

// Razorpay's method names, as a person would say them; anything else is shown as sent.
const METHOD_WORDS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
  bank_transfer: 'Bank transfer',
};

export function methodText(method: string): string {
  return METHOD_WORDS[method] ?? method;
}

export function untilText(iso: string): string {
  return `until ${formatIndianDay(iso)}`;
}

export function periodText(start: string, end: string): string {
  return `${formatIndianDay(start)} to ${formatIndianDay(end)}`;
}

/** 'Paid on 26 Nov 2026', or 'Refunded on 2 Dec 2026'. */
export function receiptStatusText(receipt: Pick<PaymentReceipt, 'status' | 'paid_at' | 'refunded_at'>): string {
  if (receipt.status === 'paid') return `Paid on ${formatIndianDay(receipt.paid_at)}`;
  return receipt.refunded_at ? `Refunded on ${formatIndianDay(receipt.refunded_at)}` : statusText('refunded');
}

/** 'Includes GST (18%) ₹457.47 on ₹2,541.53 — GSTIN 29ABCDE1234F1Z5'. */
export function gstText(gst: ReceiptGst): string {
  return `Includes GST (${gst.rate_percent}%) ${formatRupees(gst.gst_inr)} on ${formatRupees(gst.taxable_value_inr)} — GSTIN ${gst.gstin}`;
}

/** '₹876 on 12 Jan 2026': what was refunded (in part or in full) and when. */
export function refundAmountText(amountInr: number, refundedAt: string): string {
  return `${formatRupees(amountInr)} on ${formatIndianDay(refundedAt)}`;
}

/** The history's line for a refunded payment: 'Refunded ₹876 on 12 Jan 2026'. */
export function refundedOnText(amountInr: number, refundedAt: string): string {
  return `${REFUNDED} ${refundAmountText(amountInr, refundedAt)}`;
}

/** 'The refund includes GST (18%) ₹133.63 on ₹742.37'. */
export function refundGstLineText(gst: RefundGst): string {
  return `The refund includes GST (${gst.rate_percent}%) ${formatRupees(gst.gst_inr)} on ${formatRupees(gst.taxable_value_inr)}`;
}
