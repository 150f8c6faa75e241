import { type Generated } from 'kysely';
import { type PaymentStatus } from 'shared-types/api';
import { type Timestamp } from './schema';

/** The tables of what people buy: plan periods and the payments for them (migrations 0001, 0008 and 0011). */

export const SUBSCRIPTION_TIERS = ['3_months', '1_year'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export interface SubscriptionsTable {
  id: Generated<string>;
  /** Null once the user deleted their account: the record stays, detached from the person (accounting). */
  user_id: string | null;
  tier: SubscriptionTier;
  starts_at: Date;
  ends_at: Date;
  /** The payment (or test-mode reference) that paid for it; one payment, one subscription. */
  payment_reference: string;
  is_test: Generated<boolean>;
  created_at: Timestamp;
}

export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;

/** One order, from creation to paid, failed, expired or refunded (migration 0011; docs/payments.md). Never card data. */
export interface PaymentsTable {
  /** Ours; also the Razorpay order's `receipt` and the receipt's number. */
  id: Generated<string>;
  /** Null once the user deleted their account: the record stays, detached from the person (accounting). */
  user_id: string | null;
  provider: (typeof PAYMENT_PROVIDERS)[number];
  tier: SubscriptionTier;
  /** From the server's catalogue (GST included), never from the client. */
  amount_paise: number;
  currency: 'INR';
  status: PaymentStatus;
  razorpay_order_id: string | null;
  /** Razorpay's pay_… id once paid; for provider 'test', the test-mode reference (test_…), as on the subscription. */
  razorpay_payment_id: string | null;
  /** Razorpay's name for how it was paid ('upi', 'card', 'netbanking', …); nothing more about the instrument. */
  method: string | null;
  failure_reason: string | null;
  /** The plan period this payment bought, once paid. */
  subscription_id: string | null;
  created_at: Timestamp;
  /** A pending order is not reused after this (30 minutes). */
  expires_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
  /** When it was refunded in full. */
  refunded_at: Date | null;
  /** How much of it has been refunded so far, Razorpay's cumulative figure (migration 0014): amount_paise once in full. */
  refunded_paise: Generated<number>;
  /** When refunded_paise last grew (migration 0021): a partial refund's time. */
  last_refunded_at: Generated<Date | null>;
  updated_at: Timestamp;
}

/** Webhook deliveries already handled, by Razorpay's event id: a redelivery is a no-op. */
export interface PaymentEventsTable {
  event_id: string;
  event: string;
  razorpay_payment_id: string | null;
  razorpay_order_id: string | null;
  received_at: Timestamp;
}
