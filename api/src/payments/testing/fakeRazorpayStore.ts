import { randomBytes } from 'node:crypto';
import type { RazorpayOrder, RazorpayPayment } from '../razorpaySchemas';

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'processed';
  created_at: number;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking ids: a prefix and 14 alphanumeric characters. */
export function fakeId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Orders, payments and refunds in memory, moving through the states Razorpay documents. */
export class FakeRazorpayStore {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  readonly refunds = new Map<string, FakeRefund>();

  createOrder(input: { amount: number; currency: string; receipt: string | null; notes: Record<string, string> }): RazorpayOrder {
    const order: RazorpayOrder = {
      id: fakeId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  /**
   * A payment attempt on an order: captured (automatic capture), authorized (the bank said yes,
   * Razorpay has not captured it yet: see capture()) or failed. `amount` overrides the order's, to test mismatches.
   */
  pay(orderId: string, outcome: 'captured' | 'authorized' | 'failed', options: { method?: string; amount?: number } = {}): RazorpayPayment {
    const order = this.requireOrder(orderId);
    if (order.status === 'paid') throw new Error(`Fake Razorpay: ${orderId} is already paid`);
    const captured = outcome === 'captured';
    const failed = outcome === 'failed';
    const payment: RazorpayPayment = {
      id: fakeId('pay'),
      entity: 'payment',
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method: options.method ?? 'upi',
      captured,
      amount_refunded: 0,
      refund_status: null,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      // Razorpay's own words for a bank-side failure.
      error_description: failed ? 'Payment processing failed due to error at bank or wallet gateway' : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (captured) this.markOrderPaid(order, payment);
    return payment;
  }

  /** Razorpay's automatic capture of an authorized payment, arriving late. */
  capture(paymentId: string): RazorpayPayment {
    const payment = this.payments.get(paymentId);
    if (payment === undefined || payment.status !== 'authorized') throw new Error(`Fake Razorpay: ${paymentId} is not an authorized payment`);
    payment.status = 'captured';
    payment.captured = true;
    this.markOrderPaid(this.requireOrder(payment.order_id!), payment);
    return payment;
  }

  private markOrderPaid(order: RazorpayOrder, payment: RazorpayPayment): void {
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
  }

  /** Refunds a captured payment, fully unless `amount` says otherwise. The order stays paid, as on Razorpay. */
  refund(paymentId: string, amount?: number): FakeRefund {
    const payment = this.payments.get(paymentId);
    if (payment === undefined || !payment.captured) throw new Error(`Fake Razorpay: ${paymentId} is not a captured payment`);
    const refund: FakeRefund = {
      id: fakeId('rfnd'),
      entity: 'refund',
      amount: amount ?? payment.amount - payment.amount_refunded,
      currency: payment.currency,
      payment_id: payment.id,
      status: 'processed',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += refund.amount;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return refund;
  }

  paymentsOf(orderId: string): RazorpayPayment[] {
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId);
  }

  requireOrder(orderId: string): RazorpayOrder {
    const order = this.orders.get(orderId);
    if (order === undefined) throw new Error(`Fake Razorpay: no order ${orderId}`);
    return order;
  }
}
