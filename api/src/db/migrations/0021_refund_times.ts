import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When a payment was last refunded, in part or in full (docs/receipts.md): a
 * cancellation refunds part of a payment, and its receipt and the history say
 * when. refunded_at stays the time of a full refund.
 */
const UP = [
  `alter table payments add column last_refunded_at timestamptz`,
  // Rows refunded before this migration were refunded in full, at refunded_at.
  `update payments set last_refunded_at = refunded_at where refunded_at is not null`,
];

const DOWN = [`alter table payments drop column if exists last_refunded_at`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const refundTimes: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
