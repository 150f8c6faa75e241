import { type Kysely } from 'kysely';
import { PLAN_NEVER_RENEWS, PLAN_REFUNDED_NO_RENEWAL, PLANS, type PaymentReceipt, type RefundGst } from 'shared-types/api';
import { paymentOfUser } from '../db/paymentHistoryRepository';
import { type Database } from '../db/schema';
import { DomainError } from '../errors/domainError';
import { displayedStatus, paiseToInr } from './paymentHistory';

/** Receipts for the caller's paid and refunded payments (GET /api/account/payments/:id/receipt, docs/receipts.md). */

export const SELLER_NAME = 'Conviction';

/** Who the receipt names as the seller (config.site: SELLER_NAME, SELLER_ADDRESS, SUPPORT_EMAIL). */
export interface ReceiptSeller {
  sellerName: string;
  sellerAddress: string | undefined;
  supportEmail: string | undefined;
}

const UNCONFIGURED_SELLER: ReceiptSeller = { sellerName: SELLER_NAME, sellerAddress: undefined, supportEmail: undefined };
/** Prices include GST at this rate (docs/receipts.md). */
export const GST_RATE_PERCENT = 18;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** India has one time zone, without daylight saving: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

const NO_RECEIPT: Record<'created' | 'failed' | 'expired', string> = {
  created: 'This payment has not gone through yet: a receipt is issued once it has.',
  failed: 'This payment failed, so there is no receipt.',
  expired: 'This order expired unpaid, so there is no receipt.',
};

const notFound = () =>
  new DomainError('not_found', 'payment_not_found', 'No such payment in your account. Open your payment history and choose a receipt there.');

/**
 * 'CNV-20261126-1A2B3C4D': the day paid (India time) and the payment id's
 * first 8 characters. Derived, so it never changes; the full id stays on the
 * payment for look-ups.
 */
export function receiptNumber(paymentId: string, paidAt: Date): string {
  const day = new Date(paidAt.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `CNV-${day}-${paymentId.slice(0, 8).toUpperCase()}`;
}

/**
 * The GST inside a GST-inclusive price, in whole paise: the taxable value is
 * rounded to the paisa and the tax is the rest, so the two always add up to
 * the price (₹999 → 846.61 + 152.39).
 */
export function gstIncluded(amountPaise: number): { taxablePaise: number; gstPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + GST_RATE_PERCENT));
  return { taxablePaise, gstPaise: amountPaise - taxablePaise };
}

function gstSplit(amountPaise: number): RefundGst {
  const { taxablePaise, gstPaise } = gstIncluded(amountPaise);
  return { rate_percent: GST_RATE_PERCENT, taxable_value_inr: paiseToInr(taxablePaise), gst_inr: paiseToInr(gstPaise) };
}

function gstLine(gstin: string, amountPaise: number): NonNullable<PaymentReceipt['gst']> {
  return { gstin, ...gstSplit(amountPaise) };
}

/** What was refunded so far, with the GST inside it in the same proportion (docs/payments.md, 'Cancelling'). */
function refundLine(row: { refunded_paise: number; last_refunded_at: Date | null; refunded_at: Date | null }, taxed: boolean): PaymentReceipt['refund'] {
  const at = row.last_refunded_at ?? row.refunded_at;
  if (row.refunded_paise <= 0 || at === null) return null;
  return { amount_inr: paiseToInr(row.refunded_paise), refunded_at: at.toISOString(), gst: taxed ? gstSplit(row.refunded_paise) : null };
}

function sellerOf(seller: ReceiptSeller, gstin: string | undefined): PaymentReceipt['seller'] {
  return { name: seller.sellerName, gstin: gstin ?? null, address: seller.sellerAddress ?? null, support_email: seller.supportEmail ?? null };
}

/** The receipt, or 404 for a payment that is not the caller's (or no payment), 409 for one without a receipt. */
export async function paymentReceipt(
  db: Kysely<Database>,
  input: { userId: string; paymentId: string; gstin: string | undefined; now: Date; seller?: ReceiptSeller },
): Promise<PaymentReceipt> {
  if (!UUID.test(input.paymentId)) throw notFound();
  const row = await paymentOfUser(db, input.userId, input.paymentId);
  if (!row) throw notFound();
  const status = displayedStatus(row, input.now);
  if (status !== 'paid' && status !== 'refunded') throw new DomainError('conflict', 'receipt_unavailable', NO_RECEIPT[status]);
  // The grant links the plan period in the transaction that marks the payment paid; this is only a guard.
  if (row.paid_at === null || row.period_start === null || row.period_end === null) {
    throw new DomainError('conflict', 'receipt_unavailable', 'This payment is still being recorded: please try again in a minute.');
  }
  const refund = refundLine(row, input.gstin !== undefined && row.provider !== 'test');
  return {
    receipt_number: receiptNumber(row.id, row.paid_at),
    issued_at: row.paid_at.toISOString(),
    seller: sellerOf(input.seller ?? UNCONFIGURED_SELLER, input.gstin),
    billed_to: { name: row.full_name, email: row.email },
    plan: row.tier,
    plan_name: PLANS[row.tier].name,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    amount_inr: paiseToInr(row.amount_paise),
    currency: 'INR',
    // No money moved in test mode, so no tax was collected either.
    gst: input.gstin === undefined || row.provider === 'test' ? null : gstLine(input.gstin, row.amount_paise),
    status,
    paid_at: row.paid_at.toISOString(),
    refunded_at: row.refunded_at === null ? null : row.refunded_at.toISOString(),
    refund,
    method: row.method,
    payment_reference: row.razorpay_payment_id ?? row.subscription_reference ?? row.id,
    is_test: row.provider === 'test',
    // After a refund there is nothing left to cancel: the receipt no longer offers it.
    renewal: refund === null ? PLAN_NEVER_RENEWS : PLAN_REFUNDED_NO_RENEWAL,
  };
}
