import { testIdentity } from './testing/testIdentity';
import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { capturingLogger } from '../testing/fixtures';
import { scheduleSessionPurge } from './sessionPurge';
import { createSession, SESSION_ABSOLUTE_MS } from './sessions';

/** Security review finding 11: expired sessions (with IP and user agent) were never deleted. */

const identity = testIdentity({ issuedAt: 0 });
const T0 = new Date('2026-11-21T09:00:00Z');

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabases())('the scheduled session purge on $name', (engine) => {
  const database = databaseForSuite(engine);

  const count = async (): Promise<number> =>
    Number(
      (
        await database.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('deletes expired sessions on its own, keeps live ones, and stops cleanly', async () => {
    await createSession(database.db, identity, { now: T0, userAgent: 'old phone', ip: '10.0.0.1' });
    const clock = { now: new Date(T0.getTime() + SESSION_ABSOLUTE_MS + 60_000) };
    await createSession(database.db, identity, { now: clock.now, userAgent: 'new phone', ip: '10.0.0.2' });
    expect(await count()).toBe(2);
    const logger = capturingLogger();
    const purge = scheduleSessionPurge({ db: database.db, now: () => clock.now, logger: logger.logger, intervalMs: 20, firstDelayMs: 5 });
    await until(async () => (await count()) === 1);
    await purge.stop();
    const left = await database.db.selectFrom('sessions').select(['user_agent', 'ip']).execute();
    expect(left).toEqual([{ user_agent: 'new phone', ip: '10.0.0.2' }]);
    expect(logger.lines().some((line) => line.msg === 'Purged 1 expired session(s)')).toBe(true);
  });
});
