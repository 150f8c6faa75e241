import { type Kysely } from 'kysely';
import { clearAuditPersonalData } from '../db/auditRepository';
import { deleteExpiredRevocations } from '../db/identityTokenRepository';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { AUDIT_PERSONAL_DATA_RETENTION_DAYS } from './audit';
import { repeatOnTimer, type RepeatingJob } from './repeatingJob';
import { purgeExpiredSessions } from './sessions';

/**
 * Deletes sessions that can no longer be valid, on a timer that never keeps
 * the process alive: expired sessions hold an IP address and a user agent,
 * which are personal data with no use once the session is over (security
 * review finding 11). Revoked identity tokens go once they have expired
 * (nothing would accept them then anyway), and audit events lose their IP
 * address and user agent after AUDIT_PERSONAL_DATA_RETENTION_DAYS. A purge that fails (the database is away) is logged
 * and tried again at the next tick.
 */

export const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

export interface SessionPurgeOptions {
  db: Kysely<Database>;
  now: () => Date;
  logger: Logger;
  intervalMs?: number;
  /** The first purge, shortly after start-up. */
  firstDelayMs?: number;
}

export interface PurgeReport {
  sessions: number;
  revokedTokens: number;
  /** Audit events whose IP address and user agent were cleared. */
  auditEvents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One purge, now. */
export async function purgeExpiredRecords(db: Kysely<Database>, now: Date): Promise<PurgeReport> {
  const sessions = await purgeExpiredSessions(db, now);
  const revokedTokens = await deleteExpiredRevocations(db, now);
  const auditEvents = await clearAuditPersonalData(db, new Date(now.getTime() - AUDIT_PERSONAL_DATA_RETENTION_DAYS * DAY_MS));
  return { sessions, revokedTokens, auditEvents };
}

export type SessionPurge = RepeatingJob;

export function scheduleSessionPurge(options: SessionPurgeOptions): SessionPurge {
  return repeatOnTimer({
    intervalMs: options.intervalMs ?? SESSION_PURGE_INTERVAL_MS,
    firstDelayMs: options.firstDelayMs ?? 30_000,
    run: async () => {
      const report = await purgeExpiredRecords(options.db, options.now());
      if (report.sessions > 0) options.logger.info({ purged: report.sessions }, `Purged ${report.sessions} expired session(s)`);
      if (report.revokedTokens > 0)
        options.logger.info({ purged: report.revokedTokens }, `Purged ${report.revokedTokens} expired identity token revocation(s)`);
      if (report.auditEvents > 0)
        options.logger.info({ cleared: report.auditEvents }, `Cleared the IP address and user agent of ${report.auditEvents} audit event(s)`);
    },
    onError: (error) => options.logger.warn({ err: error }, 'Purging expired sessions failed; trying again later'),
  });
}
