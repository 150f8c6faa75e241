import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

/**
 * Issue 28, F3: on PostgreSQL, bearer requests in flight while the account is
 * deleted brought the user back with a fresh free quota (companies_used 0,
 * no tokens_valid_after), and once answered 500 on users_email_key.
 */

const ROUNDS = 20;
const BEARER_REQUESTS = 16;
const TEST_TIMEOUT_MS = 120_000;

describe.each(testDatabases())('deleting an account during bearer requests on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', RATE_LIMIT_RESEARCH_PER_MINUTE: '100000' });
  const api = () => request(setup.api.app);
  const opened = TEST_COMPANIES.slice(0, 3);

  const search = (token: string, company = opened[0]!) =>
    api().post('/api/company/search').set('Authorization', `Bearer ${token}`).send({ company_name: company.name });

  it(
    'never brings the user back, nor answers 500, however the requests and the deletion interleave',
    async () => {
      const { db } = setup.database;
      const resurrected: string[] = [];
      const freshQuota: string[] = [];
      const statuses = new Map<number, number>();
      for (let round = 0; round < ROUNDS; round += 1) {
        const email = `race${round}-${Date.now()}@example.test`;
        const { cookie, token, userId } = await setup.api.signIn(email);
        for (const company of opened) await search(token, company).expect(200);
        const before = Array.from({ length: BEARER_REQUESTS / 2 }, () => search(token));
        const deletion = api().delete('/api/account').set('Cookie', cookie).send({ confirm: 'DELETE' });
        const after = Array.from({ length: BEARER_REQUESTS / 2 }, () => search(token));
        const responses = await Promise.all([...before, deletion, ...after]);
        for (const response of responses) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(responses[BEARER_REQUESTS / 2]!.status).toBe(200);

        // Every token was issued before the deletion: none may re-create the user.
        const row = await db.selectFrom('users').select(['companies_used', 'tokens_valid_after']).where('id', '=', userId).executeTakeFirst();
        if (row) resurrected.push(`round ${round}: companies_used=${row.companies_used}, tokens_valid_after=${String(row.tokens_valid_after)}`);
        await search(token).expect(401);

        // A new sign-in after the deletion is a new user, who starts from the companies already opened.
        setup.api.advance(1000);
        await setup.api.signIn(email);
        const again = await db.selectFrom('users').select('companies_used').where('id', '=', userId).executeTakeFirstOrThrow();
        if (again.companies_used !== opened.length) freshQuota.push(`round ${round}: companies_used=${again.companies_used} after signing in again`);
      }
      console.info(`${engine.name}: ${ROUNDS} rounds, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(resurrected).toEqual([]);
      expect(freshQuota).toEqual([]);
      expect(statuses.get(500) ?? 0).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );
});
