import { NO_ORIGIN } from './audit';
import { testIdentity } from './testing/testIdentity';
import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { hashSessionToken } from '../auth/sessionTokens';
import { createSession, endSession, purgeExpiredSessions, resolveSession, SESSION_ABSOLUTE_MS } from './sessions';

const identity = testIdentity({ issuedAt: 0 });
const MINUTE = 60_000;
const T0 = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testDatabases())('sessions on $name', (engine) => {
  const database = databaseForSuite(engine);

  const open = (now: Date) => createSession(database.db, identity, { now, userAgent: 'jest', ip: '127.0.0.1' });

  it('stores only the hash of a fresh 43-character token and resolves it to the user', async () => {
    const session = await open(T0);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => Buffer.compare(r.token_hash, hashSessionToken(session.token)) === 0)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(session.token);
    await expect(resolveSession(database.db, session.token, at(MINUTE))).resolves.toEqual({
      user: { userId: identity.userId, email: identity.email, fullName: 'Asha Investor', pictureUrl: null },
      expiresAt: at(30 * MINUTE),
    });
  });

  it('says when the session ends unless used again: 30 idle minutes from the recorded activity, 12 hours at most', async () => {
    const session = await open(T0);
    const expiresAt = async (t: number) => (await resolveSession(database.db, session.token, at(t)))?.expiresAt;
    await expect(expiresAt(30_000)).resolves.toEqual(at(30 * MINUTE)); // activity not rewritten within a minute
    await expect(expiresAt(29 * MINUTE)).resolves.toEqual(at(59 * MINUTE)); // this lookup recorded the activity
    for (let t = 50 * MINUTE; t < SESSION_ABSOLUTE_MS - 20 * MINUTE; t += 20 * MINUTE) await expiresAt(t);
    await expect(expiresAt(SESSION_ABSOLUTE_MS - MINUTE)).resolves.toEqual(at(SESSION_ABSOLUTE_MS));
  });

  it('refuses a session idle for 31 minutes but keeps one idle for 29', async () => {
    const session = await open(T0);
    await expect(resolveSession(database.db, session.token, at(29 * MINUTE))).resolves.not.toBeNull();
    // activity at 29 min moved last_seen; 31 min after *that* it is gone
    await expect(resolveSession(database.db, session.token, at(29 * MINUTE + 31 * MINUTE))).resolves.toBeNull();
  });

  it('keeps an active session until its 12-hour lifetime, then refuses it', async () => {
    const session = await open(T0);
    for (let t = 20 * MINUTE; t < SESSION_ABSOLUTE_MS; t += 20 * MINUTE) {
      await expect(resolveSession(database.db, session.token, at(t))).resolves.not.toBeNull();
    }
    await expect(resolveSession(database.db, session.token, at(SESSION_ABSOLUTE_MS + 1000))).resolves.toBeNull();
  });

  it('ends a session on invalidate, and ignores malformed or unknown tokens', async () => {
    const session = await open(T0);
    await expect(endSession(database.db, session.token, at(MINUTE), NO_ORIGIN)).resolves.toBe(true);
    await expect(resolveSession(database.db, session.token, at(MINUTE))).resolves.toBeNull();
    await expect(resolveSession(database.db, 'x'.repeat(43), at(MINUTE))).resolves.toBeNull();
    await expect(resolveSession(database.db, "'; drop table sessions; --", at(MINUTE))).resolves.toBeNull();
  });

  it('purges sessions that can no longer be valid', async () => {
    await open(T0);
    const purged = await purgeExpiredSessions(database.db, at(SESSION_ABSOLUTE_MS + MINUTE));
    expect(purged).toBeGreaterThan(0);
    const left = await database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
