import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { deleteAccount, exportAccount } from './account';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from './audit';
import { signOutEverywhere } from './identityRevocation';
import { createSession } from './sessions';
import { testIdentity } from './testing/testIdentity';

/**
 * Issue 28, F9: after an account was deleted its audit events kept
 * `user:<id>` targets ('sign out everywhere', export), and in local mode the
 * id is a UUIDv5 of the e-mail, so anyone could recompute it.
 */

const NOW = new Date('2026-11-21T09:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const origin = { ip: '203.0.113.9', userAgent: 'jest' };

/** The target each writer gives its events (services/audit.ts's callers); a new action must be added here. */
const TARGETS: Record<AuditAction, (userId: string) => string | null> = {
  'sign_in.local': () => null,
  'session.create': () => 'session:0123456789abcdef',
  'session.invalidate': () => 'session:0123456789abcdef',
  'session.revoke_all': (userId) => `user:${userId}`,
  'subscription.upgrade': () => 'subscription:00000000-0000-4000-8000-000000000001',
  'payment.order': () => 'payment:00000000-0000-4000-8000-000000000002',
  'payment.verify': () => 'payment:00000000-0000-4000-8000-000000000002',
  'payment.grant': () => 'payment:00000000-0000-4000-8000-000000000002',
  'payment.webhook': () => 'payment:00000000-0000-4000-8000-000000000002',
  'payment.refund': () => 'payment:00000000-0000-4000-8000-000000000002',
  'premium.cancel': (userId) => `user:${userId}`,
  import: () => 'import-prices prices.csv',
  'account.export': (userId) => `user:${userId}`,
  'account.delete': () => 'user:deleted',
  'report.download': () => 'company:demo:9000',
  'support.message': () => 'support:SUP-7K3QX9',
};

describe.each(testDatabases())('audit events of a deleted account on $name', (engine) => {
  const database = databaseForSuite(engine);

  const eventsOf = (userId: string) =>
    database.db
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('target', 'like', `%${userId}%`)]))
      .orderBy('id')
      .execute();

  it('keeps every event and its time but no trace of the person; other users keep theirs', async () => {
    const { db } = database;
    const leaving = testIdentity({ userId: '0f8fad5b-d9cb-469f-a165-0000000000f9', email: 'leaving@example.test', issuedAt: NOW_SECONDS });
    const staying = testIdentity({ userId: '0f8fad5b-d9cb-469f-a165-0000000000fa', email: 'staying@example.test', issuedAt: NOW_SECONDS });
    for (const identity of [leaving, staying]) {
      await createSession(db, identity, { now: NOW, userAgent: 'jest', ip: origin.ip });
      for (const action of AUDIT_ACTIONS) {
        await recordAudit(db, { action, userId: identity.userId, target: TARGETS[action](identity.userId), outcome: 'success', origin });
      }
      // The real writers of the two events that name the user.
      await exportAccount(db, { userId: identity.userId, now: NOW, origin });
      await signOutEverywhere(db, identity.userId, NOW, origin);
    }
    const ids = (await db.selectFrom('audit_events').select('id').orderBy('id').execute()).map((row) => row.id);
    const leavingBefore = await eventsOf(leaving.userId);
    const stayingBefore = await eventsOf(staying.userId);
    expect(leavingBefore.filter((row) => row.target === `user:${leaving.userId}`)).toHaveLength(5);

    await deleteAccount(db, { userId: leaving.userId, now: NOW, origin });

    const all = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    const text = JSON.stringify(all);
    expect(text).not.toContain(leaving.userId);
    expect(text).not.toContain(leaving.email);
    expect(all.map((row) => row.id)).toEqual([...ids, expect.anything()]); // the deletion's own event added, none removed
    const byId = new Map(all.map((row) => [row.id, row]));
    for (const before of leavingBefore) {
      expect(byId.get(before.id)).toEqual({
        ...before,
        actor_user_id: null,
        target: before.target === `user:${leaving.userId}` ? 'user:deleted' : before.target,
        ip: null,
        user_agent: null,
      });
    }
    expect(await eventsOf(staying.userId)).toEqual(stayingBefore);
    expect(all.at(-1)).toMatchObject({ action: 'account.delete', actor_user_id: null, target: 'user:deleted' });
  });
});
