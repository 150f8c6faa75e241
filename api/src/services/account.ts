import { type Kysely } from 'kysely';
import { type AccountExport, type AccountSessionsResponse } from 'shared-types/api';
import { auditEventsOf } from '../db/auditRepository';
import { companyAccessOf, deleteUser, sessionsOf, subscriptionsOf, userRow } from '../db/accountRepository';
import { paymentsOf } from '../db/paymentHistoryRepository';
import { type Database } from '../db/schema';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { isoOrNull } from '../dates/apiTime';
import { unknownUser } from '../errors/domainError';
import { recordAudit, type RequestOrigin } from './audit';
import { deviceName } from '../userAgent/deviceName';
import { retiredIdentityHash, tokenCutoff } from './identityRevocation';
import { hashSessionToken, publicSessionId } from '../auth/sessionTokens';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { readPreferences } from './preferences';
import { toAccountPayment } from './paymentHistory';
import { supportMessagesOf } from '../db/supportRepository';

/**
 * The caller's own account (issue 13): their live sessions, everything stored
 * about them, and deleting it. 'Sign out everywhere' is signOutEverywhere in
 * identityRevocation.ts.
 */

export async function listSessions(db: Kysely<Database>, input: { userId: string; currentToken: string | null; now: Date }): Promise<AccountSessionsResponse> {
  const live = { idleCutoff: new Date(input.now.getTime() - SESSION_IDLE_MS), absoluteCutoff: new Date(input.now.getTime() - SESSION_ABSOLUTE_MS) };
  const current = input.currentToken === null ? null : hashSessionToken(input.currentToken);
  const rows = await sessionsOf(db, input.userId, live);
  return {
    sessions: rows.map((row) => ({
      id: publicSessionId(row.token_hash),
      created_at: row.created_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
      device: deviceName(row.user_agent),
      current: current !== null && current.equals(row.token_hash),
    })),
  };
}

/** Everything stored about the user, their audit events (this export's own included) too; never a token or its hash. */
export async function exportAccount(db: Kysely<Database>, input: { userId: string; now: Date; origin: RequestOrigin }): Promise<AccountExport> {
  const user = await userRow(db, input.userId);
  if (!user) throw unknownUser();
  await recordAudit(db, { action: 'account.export', userId: input.userId, target: `user:${input.userId}`, outcome: 'success', origin: input.origin });
  const [sessions, accesses, subscriptions, events, preferences, payments, supportMessages] = await Promise.all([
    sessionsOf(db, input.userId),
    companyAccessOf(db, input.userId),
    subscriptionsOf(db, input.userId),
    auditEventsOf(db, input.userId),
    readPreferences(db, input.userId),
    paymentsOf(db, input.userId),
    supportMessagesOf(db, input.userId),
  ]);
  return {
    exported_at: input.now.toISOString(),
    user: {
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      picture_url: user.picture_url,
      companies_used: Number(user.companies_used),
      premium_until: isoOrNull(user.premium_until),
      signed_out_everywhere_at: isoOrNull(user.tokens_valid_after),
      created_at: user.created_at.toISOString(),
    },
    sessions: sessions.map((row) => ({
      id: publicSessionId(row.token_hash),
      created_at: row.created_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
      device: deviceName(row.user_agent),
      user_agent: row.user_agent,
      ip: row.ip,
    })),
    company_access: accesses.map((row) => ({
      company_id: row.company_id,
      company_name: row.company_name,
      first_accessed_at: row.first_accessed_at.toISOString(),
    })),
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      tier: row.tier,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      payment_reference: row.payment_reference,
      is_test: row.is_test,
      created_at: row.created_at.toISOString(),
    })),
    audit_events: events.map((row) => ({
      occurred_at: row.occurred_at.toISOString(),
      action: row.action,
      target: row.target,
      outcome: row.outcome,
      reason: row.reason,
      ip: row.ip,
      user_agent: row.user_agent,
    })),
    preferences,
    payments: payments.map((row) => ({
      ...toAccountPayment(row, input.now),
      razorpay_order_id: row.razorpay_order_id,
      razorpay_payment_id: row.razorpay_payment_id,
      failure_reason: row.failure_reason,
      expires_at: row.expires_at.toISOString(),
      failed_at: isoOrNull(row.failed_at),
    })),
    support_messages: supportMessages.map((row) => ({
      reference: row.reference,
      topic: row.topic,
      message: row.message,
      email: row.email,
      name: row.name,
      company_id: row.company_id,
      priority: row.priority,
      status: row.status,
      created_at: row.created_at.toISOString(),
      closed_at: isoOrNull(row.closed_at),
      forwarded_at: isoOrNull(row.forwarded_at),
    })),
  };
}

/**
 * Deletes the user's personal rows and sessions in one transaction (see
 * deleteUser) and refuses every identity token issued until now. What stays:
 * subscriptions and payments without the person, the free-limit usage under a one-way hash
 * of the identity, and an 'account.delete' event naming no one.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  input: { userId: string; now: Date; origin: RequestOrigin },
  bus?: Pick<InvalidationBus, 'publish'>,
): Promise<void> {
  const subjectHash = retiredIdentityHash(input.userId);
  const deleted = await db.transaction().execute(async (trx) => {
    if (!(await deleteUser(trx, { userId: input.userId, subjectHash, tokensValidAfter: tokenCutoff(input.now) }))) return false;
    await recordAudit(trx, {
      action: 'account.delete',
      userId: null,
      actorKind: 'user',
      // As the user's other events now read (deleteUser); a hash of the subject could be recomputed from it.
      target: 'user:deleted',
      outcome: 'success',
      origin: input.origin,
    });
    return true;
  });
  if (!deleted) throw unknownUser();
  // Its company accesses went with it: no instance may keep them memoised.
  bus?.publish({ kind: 'access', userId: input.userId });
}
