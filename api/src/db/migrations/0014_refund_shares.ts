import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refunds in part as well as in full (docs/product-rules.md, 'Refunds'): a
 * payment keeps how much of it has been refunded, Razorpay's cumulative
 * figure, so each refund event removes only the share of the plan it adds,
 * and a redelivered one removes nothing more.
 */
const UP = [
  `alter table payments add column refunded_paise integer not null default 0 check (refunded_paise >= 0 and refunded_paise <= amount_paise)`,
  // Rows refunded before this migration were refunded in full.
  `update payments set refunded_paise = amount_paise where status = 'refunded'`,
];

const DOWN = [`alter table payments drop column if exists refunded_paise`];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const refundShares: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
