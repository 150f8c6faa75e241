import request from 'supertest';
import {
  AccessSummarySchema,
  CompanySearchResponseSchema,
  PART3_SECTIONS,
  PART3_TITLE,
  SessionValidationSchema,
  UpgradeResponseSchema,
} from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

const MINUTE = 60_000;
let emailSeq = 0;
const freshEmail = () => `investor${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('signed-in API on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });

  const search = (cookie: string | null, body: object) => {
    const req = request(setup.api.app).post('/api/company/search');
    if (cookie) req.set('Cookie', cookie);
    return req.send(body);
  };

  describe('sessions', () => {
    it('creates a session from a verified identity token, in an HttpOnly SameSite=Strict cookie, never in the body', async () => {
      const { access_token: token } = (
        await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: freshEmail(), full_name: 'Asha Investor' }).expect(200)
      ).body;
      const created = await request(setup.api.app)
        .post('/api/session/create')
        .set('Authorization', `Bearer ${token}`)
        .send({ session_token: 'client-made-up' })
        .expect(200);
      expect(created.body).toEqual({ success: true, idle_expires_at: expect.any(String), absolute_expires_at: expect.any(String) });
      const cookie = ([] as string[]).concat(created.headers['set-cookie'] ?? [])[0] ?? '';
      expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toContain('client-made-up');
      expect(created.headers['cache-control']).toBe('no-store');
    });

    it('validates a live session with the user fields of the public API, and says invalid without one', async () => {
      const { cookie, userId } = await setup.api.signIn(freshEmail(), 'Ravi Kumar');
      const valid = await request(setup.api.app).post('/api/session/validate').set('Cookie', cookie).send({}).expect(200);
      expect(SessionValidationSchema.parse(valid.body)).toMatchObject({ success: true, valid: true, user_id: userId, full_name: 'Ravi Kumar' });
      const anonymous = await request(setup.api.app).post('/api/session/validate').send({}).expect(200);
      expect(anonymous.body).toEqual({ success: true, valid: false, user_id: null, email: null, full_name: null, picture: null });
    });

    it('refuses session creation without a token (401), with a forged one (401) or for someone else (403)', async () => {
      await request(setup.api.app).post('/api/session/create').send({}).expect(401);
      await request(setup.api.app).post('/api/session/create').set('Authorization', 'Bearer a.b.c').send({}).expect(401);
      await request(setup.api.app).post('/api/session/create').set('Authorization', 'Basic abc').send({}).expect(401);
      const { access_token: token } = (await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: freshEmail(), full_name: 'A' })).body;
      const other = await request(setup.api.app)
        .post('/api/session/create')
        .set('Authorization', `Bearer ${token}`)
        .send({ user_id: '00000000-0000-4000-8000-000000000001' })
        .expect(403);
      expect(other.body).toMatchObject({ error: 'identity_mismatch' });
    });

    it('refuses a session after invalidate, and after 30 idle minutes', async () => {
      const first = await setup.api.signIn(freshEmail());
      const ended = await request(setup.api.app).post('/api/session/invalidate').set('Cookie', first.cookie).send({}).expect(200);
      expect(ended.headers['clear-site-data']).toBe('"cookies"');
      await search(first.cookie, { company_name: TEST_COMPANIES[0]!.name }).expect(401);

      const second = await setup.api.signIn(freshEmail());
      await request(setup.api.app).post('/api/session/activity').set('Cookie', second.cookie).send({}).expect(200);
      setup.api.advance(31 * MINUTE);
      await request(setup.api.app).post('/api/session/activity').set('Cookie', second.cookie).send({}).expect(401);
      const after = await request(setup.api.app).post('/api/session/validate').set('Cookie', second.cookie).send({}).expect(200);
      expect(after.body.valid).toBe(false);
    });
  });

  describe('company research and the access limit', () => {
    it('asks for sign-in (401) without credentials', async () => {
      const response = await search(null, { company_name: TEST_COMPANIES[0]!.name }).expect(401);
      expect(response.body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    });

    it('serves the stored analysis, enforces 5 distinct companies, and always allows re-research', async () => {
      const { cookie, userId } = await setup.api.signIn(freshEmail());
      for (const company of TEST_COMPANIES.slice(0, 5)) {
        const ok = await search(cookie, { company_name: company.name, user_id: userId }).expect(200);
        const details = CompanySearchResponseSchema.parse(ok.body).company_data;
        expect(details.company_name).toBe(company.name);
        // Stored and served in the engine's order: the report reads top to bottom.
        expect(Object.keys(details[PART3_TITLE])).toEqual([...PART3_SECTIONS]);
        expect(Object.keys(ok.body.company_data).slice(0, 2)).toEqual(['company_name', 'company_code']);
      }
      const denied = await search(cookie, { company_name: TEST_COMPANIES[5]!.name }).expect(403);
      expect(denied.body).toEqual({
        success: false,
        can_access: false,
        error: 'access_limit_reached',
        message: 'You have reached your company access limit. Please upgrade to premium for unlimited access.',
        access_count: 5,
        max_access: 5,
      });
      await search(cookie, { company_name: TEST_COMPANIES[2]!.code.toLowerCase() }).expect(200);

      const summary = await request(setup.api.app).get(`/api/company/user-access/${userId}`).set('Cookie', cookie).expect(200);
      expect(AccessSummarySchema.parse(summary.body)).toEqual({
        is_premium: false,
        company_names: TEST_COMPANIES.slice(0, 5)
          .map((c) => c.name)
          .join(', '),
        companies: TEST_COMPANIES.slice(0, 5).map(({ id, name, code }) => ({ id, name, key: code })),
        access_count: 5,
        max_access: 5,
        remaining_access: 0,
        premium_until: null,
      });
      const same = await request(setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200);
      expect(same.body).toEqual(summary.body);
    });

    it("refuses another user's id in a body or path (403) and unknown companies (404)", async () => {
      const { cookie } = await setup.api.signIn(freshEmail());
      await search(cookie, { company_name: TEST_COMPANIES[0]!.name, user_id: '00000000-0000-4000-8000-000000000002' }).expect(403);
      await request(setup.api.app).get('/api/company/user-access/00000000-0000-4000-8000-000000000002').set('Cookie', cookie).expect(403);
      const unknown = await search(cookie, { company_name: 'No Such Company' }).expect(404);
      expect(unknown.body.message).toBe('No company matches "No Such Company". Pick one from the suggestions.');
    });

    it('rejects unknown keys and bad values with a 400 that says why', async () => {
      const { cookie } = await setup.api.signIn(freshEmail());
      const extra = await search(cookie, { company_name: 'x', premium_until: '2099-01-01' }).expect(400);
      expect(extra.body).toMatchObject({ error: 'invalid_request', message: 'Invalid request: Unknown field: premium_until' });
      const empty = await search(cookie, { company_name: '   ' }).expect(400);
      expect(empty.body.message).toBe('Invalid request: company_name: company_name must not be empty');
    });

    // The race the limit must survive: one free user firing 50 searches for distinct companies at once.
    (engine.name === 'postgres' ? it : it.skip)(
      'keeps exactly 5 accesses across 20 trials of 50 concurrent searches',
      async () => {
        for (let trial = 0; trial < 20; trial += 1) {
          const { cookie, userId } = await setup.api.signIn(freshEmail());
          const responses = await Promise.all(TEST_COMPANIES.slice(0, 50).map((company) => search(cookie, { company_name: company.name })));
          // All statuses at once, so a failure shows what the others were (a 503 under overload, say).
          expect(responses.map((r) => r.status).sort()).toEqual([...Array<number>(5).fill(200), ...Array<number>(45).fill(403)]);
          const rows = await setup.database.db
            .selectFrom('company_access')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          expect(Number(rows.n)).toBe(5);
        }
      },
      120_000,
    );

    it('accepts an identity token as a bearer instead of a session cookie', async () => {
      const { access_token: token } = (await request(setup.api.app).post('/api/auth/local/sign-in').send({ email: freshEmail(), full_name: 'Api Client' }))
        .body;
      await request(setup.api.app)
        .post('/api/company/search')
        .set('Authorization', `Bearer ${token}`)
        .send({ company_name: TEST_COMPANIES[0]!.name })
        .expect(200);
    });
  });

  describe('upgrade', () => {
    it('grants premium in test mode and lifts the limit at once', async () => {
      const { cookie, userId } = await setup.api.signIn(freshEmail());
      for (const company of TEST_COMPANIES.slice(0, 5)) await search(cookie, { company_name: company.name }).expect(200);
      await search(cookie, { company_name: TEST_COMPANIES[6]!.name }).expect(403);

      const upgraded = await request(setup.api.app)
        .post('/api/subscription/upgrade')
        .set('Cookie', cookie)
        .send({ user_id: userId, subscription_tier: '1_year' })
        .expect(200);
      expect(UpgradeResponseSchema.parse(upgraded.body)).toMatchObject({ success: true, test_mode: true, subscription: { tier: '1_year', amount_inr: 2999 } });

      await search(cookie, { company_name: TEST_COMPANIES[6]!.name }).expect(200);
      const summary = await request(setup.api.app).get(`/api/company/user-access/${userId}`).set('Cookie', cookie).expect(200);
      expect(summary.body).toMatchObject({ is_premium: true, max_access: -1, remaining_access: -1, access_count: 6 });
    });

    it('never grants premium from a body: amounts, user ids and unknown tiers are refused', async () => {
      const { cookie } = await setup.api.signIn(freshEmail());
      await request(setup.api.app).post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: '1_year', amount: 1 }).expect(400);
      await request(setup.api.app).post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: 'forever' }).expect(400);
      await request(setup.api.app)
        .post('/api/subscription/upgrade')
        .set('Cookie', cookie)
        .send({ subscription_tier: '1_year', user_id: '00000000-0000-4000-8000-000000000003' })
        .expect(403);
      await request(setup.api.app).post('/api/subscription/upgrade').send({ subscription_tier: '1_year' }).expect(401);
    });
  });

  it('refuses cross-site state changes from browsers', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await search(cookie, { company_name: TEST_COMPANIES[0]!.name }).set('Sec-Fetch-Site', 'cross-site').expect(403);
  });
});
