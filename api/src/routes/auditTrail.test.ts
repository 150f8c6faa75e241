import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

/** Issue 13: sign-in attempts, sessions and upgrades leave an audit trail that never holds a token. */

let emailSeq = 0;
const freshEmail = () => `audit${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('the audit trail on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });

  const eventsSince = async (id: number) => setup.database.db.selectFrom('audit_events').selectAll().where('id', '>', id).orderBy('id').execute();
  const lastId = async () =>
    Number(
      (
        await setup.database.db
          .selectFrom('audit_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  const brief = (rows: Awaited<ReturnType<typeof eventsSince>>) =>
    rows.map((row) => ({ action: row.action, outcome: row.outcome, reason: row.reason, actor: row.actor_user_id }));

  it('records a sign-in, a session, its sign-out and an upgrade, with IP and user agent but no token', async () => {
    const from = await lastId();
    const { cookie, token, userId } = await setup.api.signIn(freshEmail());
    await request(setup.api.app)
      .post('/api/subscription/upgrade')
      .set('Cookie', cookie)
      .set('User-Agent', 'AuditTest/1.0')
      .send({ subscription_tier: '3_months' })
      .expect(200);
    await request(setup.api.app).post('/api/session/invalidate').set('Cookie', cookie).send({}).expect(200);
    const rows = await eventsSince(from);
    expect(brief(rows)).toEqual([
      { action: 'sign_in.local', outcome: 'success', reason: null, actor: userId },
      { action: 'session.create', outcome: 'success', reason: null, actor: userId },
      { action: 'subscription.upgrade', outcome: 'success', reason: null, actor: userId },
      { action: 'session.invalidate', outcome: 'success', reason: null, actor: userId },
    ]);
    const subscription = await setup.database.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(rows[2]).toMatchObject({ target: `subscription:${subscription.id}`, user_agent: 'AuditTest/1.0', ip: expect.stringMatching(/127\.0\.0\.1|::1/) });
    expect(rows[1]!.target).toMatch(/^session:[0-9a-f]{16}$/);
    expect(rows[3]!.target).toBe(rows[1]!.target);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(cookie.split('=')[1]);
  });

  it('records refused sign-ins on their own: a malformed sign-in, a forged token, an expired one, someone else', async () => {
    const from = await lastId();
    await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: 'not-an-email', full_name: 'X' }).expect(400);
    await request(setup.api.app).post('/api/session/create').set('Authorization', 'Bearer a.b.c').send({}).expect(401);
    const { access_token: stale } = (await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: freshEmail(), full_name: 'Late' }).expect(200))
      .body;
    setup.api.advance(11 * 60_000);
    await request(setup.api.app).post('/api/session/create').set('Authorization', `Bearer ${stale}`).send({}).expect(401);
    const { access_token: token } = (await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: freshEmail(), full_name: 'Other' }).expect(200))
      .body;
    await request(setup.api.app)
      .post('/api/session/create')
      .set('Authorization', `Bearer ${token}`)
      .send({ user_id: '00000000-0000-4000-8000-000000000001' })
      .expect(403);
    const failures = brief(await eventsSince(from)).filter((row) => row.outcome === 'failure');
    expect(failures).toEqual([
      { action: 'sign_in.local', outcome: 'failure', reason: 'invalid_request', actor: null },
      { action: 'session.create', outcome: 'failure', reason: 'ERR_JWS_INVALID', actor: null },
      { action: 'session.create', outcome: 'failure', reason: 'ERR_JWT_EXPIRED', actor: null },
      { action: 'session.create', outcome: 'failure', reason: 'identity_mismatch', actor: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    const stored = JSON.stringify(await eventsSince(from));
    expect(stored).not.toContain(stale);
    expect(stored).not.toContain(token);
  });
});
