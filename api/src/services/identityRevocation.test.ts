import { InvalidIdentityError } from '../auth/authErrors';
import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { acceptIdentity, signOutEverywhere, tokenCutoff } from './identityRevocation';
import { purgeExpiredRecords } from './sessionPurge';
import { createSession, endSession, resolveSession, SESSION_ABSOLUTE_MS } from './sessions';
import { NO_ORIGIN } from './audit';
import { testIdentity } from './testing/testIdentity';

/** Security review finding 14: identity tokens stayed valid after sign-out. */

const T0 = new Date('2026-11-21T09:00:00.250Z');
const T0_SECONDS = Math.floor(T0.getTime() / 1000);
const at = (ms: number) => new Date(T0.getTime() + ms);
const context = { now: T0, userAgent: 'jest', ip: '127.0.0.1' };
let userSeq = 0;
const freshUser = () => {
  userSeq += 1;
  return { userId: `0f8fad5b-d9cb-469f-a165-${String(userSeq).padStart(12, '0')}`, email: `revoke${userSeq}@example.test` };
};

describe.each(testDatabases())('identity token revocation on $name', (engine) => {
  const database = databaseForSuite(engine);

  const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(InvalidIdentityError);

  it("refuses the signed-out session's token, and no other token of the user", async () => {
    const user = freshUser();
    const phone = testIdentity({ ...user, issuedAt: T0_SECONDS });
    const laptop = testIdentity({ ...user, issuedAt: T0_SECONDS });
    const phoneSession = await createSession(database.db, phone, context);
    const laptopSession = await createSession(database.db, laptop, context);
    await expect(endSession(database.db, phoneSession.token, at(1000), NO_ORIGIN)).resolves.toBe(true);
    await refusal(acceptIdentity(database.db, phone, at(2000)));
    await refusal(createSession(database.db, phone, { ...context, now: at(2000) }));
    await expect(acceptIdentity(database.db, laptop, at(2000))).resolves.toBeUndefined();
    await expect(resolveSession(database.db, laptopSession.token, at(2000))).resolves.toMatchObject({ user: { userId: user.userId } });
  });

  it('refuses every token of a signed-out provider session, for as long as such a token can live', async () => {
    const user = freshUser();
    const tokenKey = Buffer.alloc(32, userSeq);
    const first = testIdentity({ ...user, issuedAt: T0_SECONDS, expiresAt: T0_SECONDS + 3600, tokenKey, tokenKeyScope: 'provider_session' });
    const session = await createSession(database.db, first, context);
    await endSession(database.db, session.token, at(60_000), NO_ORIGIN);
    const refreshed = { ...first, issuedAt: T0_SECONDS + 1800, expiresAt: T0_SECONDS + 5400 };
    await refusal(acceptIdentity(database.db, refreshed, at(120_000)));
    const row = await database.db.selectFrom('revoked_identity_tokens').select('expires_at').where('key_hash', '=', tokenKey).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe((T0_SECONDS + 3600) * 1000 + 10 * 60_000 + SESSION_ABSOLUTE_MS);
  });

  it('signs out everywhere: every session ends and every token issued until then is refused, a later sign-in is not', async () => {
    const user = freshUser();
    const before = testIdentity({ ...user, issuedAt: T0_SECONDS });
    const sessions = [
      await createSession(database.db, before, context),
      await createSession(database.db, testIdentity({ ...user, issuedAt: T0_SECONDS }), context),
    ];
    await expect(signOutEverywhere(database.db, user.userId, T0, NO_ORIGIN)).resolves.toBe(2);
    for (const session of sessions) await expect(resolveSession(database.db, session.token, at(1000))).resolves.toBeNull();
    await refusal(acceptIdentity(database.db, before, at(1000)));
    // Issued in the same second as the sign-out: refused too (token times are whole seconds).
    await refusal(acceptIdentity(database.db, testIdentity({ ...user, issuedAt: T0_SECONDS }), at(1000)));
    expect(tokenCutoff(T0).getTime()).toBe((T0_SECONDS + 1) * 1000);
    const later = testIdentity({ ...user, issuedAt: T0_SECONDS + 1 });
    await expect(createSession(database.db, later, { ...context, now: at(1000) })).resolves.toMatchObject({ user: { userId: user.userId } });
  });

  it('purges revocations once their tokens have expired', async () => {
    const user = freshUser();
    const identity = testIdentity({ ...user, issuedAt: T0_SECONDS, expiresAt: T0_SECONDS + 600 });
    const session = await createSession(database.db, identity, context);
    await endSession(database.db, session.token, at(1000), NO_ORIGIN);
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('revoked_identity_tokens')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('key_hash', '=', identity.tokenKey)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(1);
    await purgeExpiredRecords(database.db, at(599_000));
    expect(await count()).toBe(1);
    await purgeExpiredRecords(database.db, at(601_000));
    expect(await count()).toBe(0);
  });
});
