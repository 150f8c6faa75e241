import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Razorpay payments (docs/payments.md):
 * - payments: one row per order, from creation to paid, failed, expired or
 *   refunded. Test-mode purchases are recorded too (provider 'test'), so the
 *   history and receipts read one table. No card data is ever stored: only
 *   Razorpay's ids and its payment method's name.
 *   A user has at most one pending Razorpay order per plan (a double click reuses it),
 *   and a Razorpay order or payment id belongs to one row only, so one payment
 *   can never pay for two plans. Rows outlive a deleted account, detached from
 *   the person (user_id set null), as the subscriptions do.
 * - payment_events: every webhook delivery handled, keyed by Razorpay's event
 *   id, so a redelivered event is answered at once without being handled again.
 */
const UP = [
  `create table payments (
    id uuid primary key default gen_random_uuid(),
    user_id uuid references users (id) on delete set null,
    provider text not null check (provider in ('razorpay', 'test')),
    tier text not null check (tier in ('3_months', '1_year')),
    amount_paise integer not null check (amount_paise > 0),
    currency text not null check (currency = 'INR'),
    status text not null check (status in ('created', 'paid', 'failed', 'expired', 'refunded')),
    razorpay_order_id text unique,
    razorpay_payment_id text unique,
    method text,
    failure_reason text,
    subscription_id uuid references subscriptions (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    paid_at timestamptz,
    failed_at timestamptz,
    refunded_at timestamptz,
    updated_at timestamptz not null default now(),
    check (provider = 'test' or razorpay_order_id is not null or status <> 'paid')
  )`,
  `create unique index payments_one_pending_per_plan on payments (user_id, tier) where status = 'created' and provider = 'razorpay'`,
  `create index payments_user_idx on payments (user_id, created_at)`,
  `create table payment_events (
    event_id text primary key,
    event text not null,
    razorpay_payment_id text,
    razorpay_order_id text,
    received_at timestamptz not null default now()
  )`,
  // A fully refunded plan that had not started yet ends where it starts (an empty period).
  `alter table subscriptions drop constraint subscriptions_check`,
  `alter table subscriptions add constraint subscriptions_period_check check (ends_at >= starts_at)`,
];

const DOWN = [
  `drop table if exists payment_events`,
  `drop table if exists payments`,
  `delete from subscriptions where ends_at = starts_at`,
  `alter table subscriptions drop constraint subscriptions_period_check`,
  `alter table subscriptions add constraint subscriptions_check check (ends_at > starts_at)`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const payments: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
