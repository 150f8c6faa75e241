import request from 'supertest';
import { AccountExportSchema, AccountSessionsResponseSchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { hashSessionToken } from '../auth/sessionTokens';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

/** Issue 13: the account API under /api/account. */

let emailSeq = 0;
const freshEmail = () => `account${++emailSeq}-${Date.now()}@example.test`;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe.each(testDatabases())('the account API on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  const api = () => request(setup.api.app);

  const search = (auth: { cookie?: string; token?: string }, company = TEST_COMPANIES[0]!) => {
    const req = api().post('/api/company/search');
    if (auth.cookie) req.set('Cookie', auth.cookie);
    if (auth.token) req.set('Authorization', `Bearer ${auth.token}`);
    return req.send({ company_name: company.name });
  };

  it('lists the live sessions with their device, marking the current one, and never a token or its hash', async () => {
    const email = freshEmail();
    const phone = await setup.api.signIn(email);
    await setup.database.db
      .updateTable('sessions')
      .set({ user_agent: ANDROID_CHROME })
      .where('token_hash', '=', hashSessionToken(cookieValue(phone.cookie)))
      .execute();
    const laptop = await setup.api.signIn(email);
    const response = await api().get('/api/account/sessions').set('Cookie', laptop.cookie).expect(200);
    const { sessions } = AccountSessionsResponseSchema.parse(response.body);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: 'Chrome on Android' });
    for (const cookie of [phone.cookie, laptop.cookie]) {
      expect(JSON.stringify(response.body)).not.toContain(cookieValue(cookie));
      expect(JSON.stringify(response.body)).not.toContain(hashSessionToken(cookieValue(cookie)).toString('hex'));
    }
    await api().get('/api/account/sessions').expect(401);
  });

  it('signs out everywhere: every session ends and every identity token issued before is refused', async () => {
    const email = freshEmail();
    const phone = await setup.api.signIn(email);
    const laptop = await setup.api.signIn(email);
    await search({ token: phone.token }).expect(200);
    const revoked = await api().post('/api/account/sessions/revoke-all').set('Cookie', laptop.cookie).send({}).expect(200);
    expect(revoked.body).toEqual({ success: true, sessions_ended: 2 });
    expect(([] as string[]).concat(revoked.headers['set-cookie'] ?? []).join()).toMatch(/__Host-sid=;/);
    await search({ cookie: phone.cookie }).expect(401);
    await search({ cookie: laptop.cookie }).expect(401);
    await search({ token: phone.token }).expect(401);
    await search({ token: laptop.token }).expect(401);
    setup.api.advance(1000); // token times are whole seconds: a sign-in a second later is a new one
    const again = await setup.api.signIn(email);
    await search({ cookie: again.cookie }).expect(200);
    await search({ token: again.token }).expect(200);
  });

  it('exports everything stored about the caller as a download, audit events included, without tokens or their hashes', async () => {
    const { cookie, token, userId } = await setup.api.signIn(freshEmail(), 'Export Person');
    await search({ cookie }).expect(200);
    await api().post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: '3_months' }).expect(200);
    const response = await api().post('/api/account/export').set('Cookie', cookie).send({}).expect(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="conviction-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = AccountExportSchema.parse(response.body);
    expect(exported.user).toMatchObject({ id: userId, full_name: 'Export Person', companies_used: 1 });
    expect(exported.company_access).toEqual([
      { company_id: TEST_COMPANIES[0]!.id, company_name: TEST_COMPANIES[0]!.name, first_accessed_at: expect.any(String) },
    ]);
    expect(exported.subscriptions).toEqual([expect.objectContaining({ tier: '3_months', is_test: true })]);
    expect(exported.sessions).toHaveLength(1);
    expect(exported.audit_events.map((event) => event.action)).toEqual(['sign_in.local', 'session.create', 'subscription.upgrade', 'account.export']);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(token);
    expect(text).not.toContain(cookieValue(cookie));
    expect(text).not.toContain(hashSessionToken(cookieValue(cookie)).toString('hex'));
    expect(text).not.toMatch(/token_hash|identity_key/);
  });

  it('limits exports to 5 an hour per user', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    for (let i = 0; i < 5; i += 1) await api().post('/api/account/export').set('Cookie', cookie).send({}).expect(200);
    const limited = await api().post('/api/account/export').set('Cookie', cookie).send({}).expect(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    const other = await setup.api.signIn(freshEmail());
    await api().post('/api/account/export').set('Cookie', other.cookie).send({}).expect(200);
    await api().post('/api/account/export').send({}).expect(401);
  });

  it("never exports for another page on this machine, nor as a GET a link or image could trigger, nor uses up the person's exports", async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    // The review's page on another localhost port: same-site, so the cookie goes along.
    for (let i = 0; i < 6; i += 1) {
      const elsewhere = await api()
        .post('/api/account/export')
        .set({ Cookie: cookie, Origin: 'http://localhost:4999', 'Sec-Fetch-Site': 'same-site' })
        .send({});
      expect(elsewhere.status).toBe(403);
      const asGet = await api().get('/api/account/export').set('Cookie', cookie).expect(405);
      expect(asGet.body).toEqual({ error: 'method_not_allowed', message: 'Ask for the export with POST /api/account/export.' });
      expect(asGet.headers.allow).toBe('POST');
    }
    await api().post('/api/account/export').set('Cookie', cookie).send({}).expect(200); // the hourly quota is intact
  });

  it('deletes an account only when confirmed, and only from the same site', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const missing = await api().delete('/api/account').set('Cookie', cookie).send({}).expect(400);
    expect(missing.body.message).toBe('Invalid request: confirm must be one of: DELETE');
    await api().delete('/api/account').set('Cookie', cookie).send({ confirm: 'yes' }).expect(400);
    await api().delete('/api/account').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').send({ confirm: 'DELETE' }).expect(403);
    await api().delete('/api/account').send({ confirm: 'DELETE' }).expect(401);
    await search({ cookie }).expect(200);
  });

  it('deletes the personal rows and sessions, keeps subscriptions detached, and does not hand out a fresh free quota', async () => {
    const email = freshEmail();
    const { db } = setup.database;
    const first = await setup.api.signIn(email);
    const laptop = await setup.api.signIn(email);
    for (const company of TEST_COMPANIES.slice(10, 15)) await search(first, company).expect(200);
    await search(first, TEST_COMPANIES[15]).expect(403);
    const upgrade = await api().post('/api/subscription/upgrade').set('Cookie', first.cookie).send({ subscription_tier: '3_months' }).expect(200);
    // A deleted account keeps no premium: expire it, so the quota is what counts.
    await db.updateTable('users').set({ premium_until: null }).where('id', '=', first.userId).execute();

    const deleted = await api().delete('/api/account').set('Cookie', first.cookie).send({ confirm: 'DELETE' }).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(deleted.headers['clear-site-data']).toBe('"cookies"');

    expect(await db.selectFrom('users').select('id').where('id', '=', first.userId).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('user_id').where('user_id', '=', first.userId).execute()).toEqual([]);
    expect(await db.selectFrom('company_access').select('user_id').where('user_id', '=', first.userId).execute()).toEqual([]);
    expect(await db.selectFrom('audit_events').select('id').where('actor_user_id', '=', first.userId).execute()).toEqual([]);
    const subscription = await db
      .selectFrom('subscriptions')
      .select(['user_id', 'tier'])
      .where('payment_reference', '=', upgrade.body.subscription.payment_reference)
      .executeTakeFirstOrThrow();
    expect(subscription).toEqual({ user_id: null, tier: '3_months' });
    const event = await db.selectFrom('audit_events').selectAll().where('action', '=', 'account.delete').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actor_user_id: null, outcome: 'success', target: 'user:deleted' });
    expect(JSON.stringify(await db.selectFrom('retired_identities').selectAll().execute())).not.toContain(first.userId);

    // Neither the other device nor any identity token issued before the deletion gets back in.
    await search({ cookie: laptop.cookie }).expect(401);
    await search({ token: laptop.token }).expect(401);
    await api().post('/api/session/create').set('Authorization', `Bearer ${laptop.token}`).send({}).expect(401);
    expect(await db.selectFrom('users').select('id').where('id', '=', first.userId).execute()).toEqual([]);
    // Nor do those refusals write the deleted user's id back into the audit trail (issue 28, F9).
    expect(JSON.stringify(await db.selectFrom('audit_events').selectAll().execute())).not.toContain(first.userId);

    setup.api.advance(1000);
    const again = await setup.api.signIn(email);
    expect(again.userId).toBe(first.userId);
    const refused = await search(again, TEST_COMPANIES[20]).expect(403);
    expect(refused.body).toMatchObject({ error: 'access_limit_reached', access_count: 5, max_access: 5 });
    const summary = await api().get(`/api/company/user-access/${again.userId}`).set('Cookie', again.cookie).expect(200);
    expect(summary.body).toMatchObject({ is_premium: false, remaining_access: 0 });
  });
});
