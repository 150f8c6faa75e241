import { type Kysely, type Transaction } from 'kysely';
import { ACCOUNT_DELETED_REASON, IdentityProviderUnavailableError, InvalidIdentityError } from '../auth/authErrors';
import { insertAuditEvent } from '../db/auditRepository';
import { type AuditActorKind, type Database } from '../db/schema';
import { CodedError } from '../errors/domainError';
import { type Logger } from '../logger';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The audit trail (docs/accounts.md, 'Accounts, audit and retention'). An event that
 * records a change is written in the change's own transaction; a failure is
 * written on its own, after the failing work rolled back. Events never hold
 * tokens; the IP address and user agent are cleared after
 * AUDIT_PERSONAL_DATA_RETENTION_DAYS by the scheduled purge.
 */

/** How long an audit event keeps the IP address and user agent it was recorded with. */
export const AUDIT_PERSONAL_DATA_RETENTION_DAYS = 90;

export const AUDIT_ACTIONS = [
  'sign_in.local',
  'session.create',
  'session.invalidate',
  'session.revoke_all',
  'subscription.upgrade',
  'payment.order',
  'payment.verify',
  'payment.grant',
  'payment.webhook',
  'payment.refund',
  'premium.cancel',
  'import',
  'account.export',
  'account.delete',
  'report.download',
  'support.message',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where a request came from, as far as the audit trail keeps it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export const NO_ORIGIN: RequestOrigin = { ip: null, userAgent: null };

/** Reads the origin off an Express request (structurally typed: services do not depend on Express). */
export function requestOrigin(req: { ip?: string | undefined; get(name: string): string | undefined }): RequestOrigin {
  return { ip: req.ip?.slice(0, 64) ?? null, userAgent: req.get('user-agent')?.slice(0, 300) ?? null };
}

export interface AuditEvent {
  action: AuditAction;
  /** The user acting; null for an anonymous caller. */
  userId: string | null;
  actorKind?: AuditActorKind;
  target?: string | null;
  outcome: 'success' | 'failure';
  reason?: string | null;
  origin: RequestOrigin;
}

export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await insertAuditEvent(db, {
    actor_kind: event.actorKind ?? (event.userId === null ? 'anonymous' : 'user'),
    actor_user_id: event.userId,
    action: event.action,
    target: event.target?.slice(0, 300) ?? null,
    outcome: event.outcome,
    reason: event.reason?.slice(0, 64) ?? null,
    ip: event.origin.ip,
    user_agent: event.origin.userAgent,
  });
}

/**
 * For failures: records the event on its own, and never lets a failure to
 * record it replace the error being reported (the database may be the cause).
 */
export async function recordFailure(db: Db, event: Omit<AuditEvent, 'outcome' | 'reason'>, error: unknown, logger?: Logger): Promise<void> {
  const reason = failureReason(error);
  // A deleted account's old token knocking: naming the identity would put the deleted user back in the trail.
  const actor = reason === ACCOUNT_DELETED_REASON ? { userId: null, actorKind: 'anonymous' as const } : {};
  try {
    await recordAudit(db, { ...event, ...actor, outcome: 'failure', reason });
  } catch (auditError) {
    logger?.warn({ err: auditError, action: event.action }, 'Could not record a failed action in the audit trail');
  }
}

/** A stable code for why something failed; never the message, which may echo input. */
export function failureReason(error: unknown): string {
  if (error instanceof InvalidIdentityError) return error.reason;
  if (error instanceof IdentityProviderUnavailableError) return 'identity_provider_unavailable';
  // A refusal may name a more precise reason than the client is told (services/payments/paymentRefusal.ts).
  if (error instanceof CodedError) return error.auditReason;
  return 'error';
}
