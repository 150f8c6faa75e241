import { ACCESS_LIMIT_MESSAGE, UNLIMITED_ACCESS, type AccessDenied } from 'shared-types/api';
import { accessSummary, parse, research, signIn, stockList, upgrade, type Company, type SignedIn } from './client';
import { describeWithServices, eventually, instancePair } from './harness';

const FREE_LIMIT = 5;
/** Users racing at once in the quota test: more contention than one user alone. */
const RACING_USERS = 3;

/**
 * Rules that already hold with two instances on one PostgreSQL (issue 17):
 * they keep their state in the database. The instances get a Redis too, as
 * they will in production, so these tests keep passing once they use it.
 */
describeWithServices('two instances on one PostgreSQL schema', () => {
  const pair = instancePair({ FREE_COMPANY_LIMIT: String(FREE_LIMIT) });
  let companies: Company[];

  beforeAll(async () => {
    companies = await stockList(pair.a.baseUrl);
  });

  /** Distinct companies per test, so no test re-researches another's (re-research is free). */
  let nextCompany = 0;
  const takeCompanies = (count: number): Company[] => {
    const taken = companies.slice(nextCompany, nextCompany + count);
    nextCompany += count;
    return taken;
  };

  it('started together on an empty schema, seed the catalogue once and serve the same list', async () => {
    const [listA, listB] = await Promise.all([stockList(pair.a.baseUrl), stockList(pair.b.baseUrl)]);
    expect(listA.length).toBeGreaterThan(0);
    expect(listB).toEqual(listA);
    const { rows } = await pair.run.pool.query<{ companies: number; distinct_names: number }>(
      'select count(*)::int as companies, count(distinct name)::int as distinct_names from companies',
    );
    expect(rows[0]).toEqual({ companies: listA.length, distinct_names: listA.length });
  });

  it('(a) hold the free limit exactly when a free user fires twice the limit at both at once', async () => {
    const users = await Promise.all(Array.from({ length: RACING_USERS }, (_, i) => signIn(pair.a.baseUrl, `racer${i}@scale.test`)));
    const targets = users.map(() => takeCompanies(2 * FREE_LIMIT));
    // Every request of every user at once, alternating A and B.
    const answers = await Promise.all(
      users.flatMap((user, u) => targets[u]!.map((company, i) => research((i % 2 === 0 ? pair.a : pair.b).baseUrl, user, company))),
    );

    for (const [u, user] of users.entries()) {
      const mine = answers.slice(u * 2 * FREE_LIMIT, (u + 1) * 2 * FREE_LIMIT);
      const granted = mine.filter((answer) => answer.status === 200);
      const refused = mine.filter((answer) => answer.status !== 200);
      expect({ user: user.email, granted: granted.length, refused: refused.length }).toEqual({ user: user.email, granted: FREE_LIMIT, refused: FREE_LIMIT });
      for (const answer of refused) {
        expect(answer.status).toBe(403);
        expect(parse<AccessDenied>(answer)).toEqual({
          success: false,
          can_access: false,
          error: 'access_limit_reached',
          message: ACCESS_LIMIT_MESSAGE,
          access_count: FREE_LIMIT,
          max_access: FREE_LIMIT,
        });
      }
      const [summaryA, summaryB] = await Promise.all([accessSummary(pair.a.baseUrl, user), accessSummary(pair.b.baseUrl, user)]);
      expect(summaryB).toEqual(summaryA);
      expect(summaryA).toMatchObject({ is_premium: false, access_count: FREE_LIMIT, max_access: FREE_LIMIT, remaining_access: 0 });
      const { rows } = await pair.run.pool.query<{ n: number }>('select count(*)::int as n from company_access where user_id = $1', [user.userId]);
      expect(rows[0]!.n).toBe(FREE_LIMIT);
    }
  });

  it('(d) see on B, within 2 s, an upgrade made on A', async () => {
    const user: SignedIn = await signIn(pair.a.baseUrl, 'upgrader@scale.test');
    const [first, ...rest] = takeCompanies(FREE_LIMIT + 2);
    for (const [i, company] of [first!, ...rest.slice(0, FREE_LIMIT - 1)].entries()) {
      expect((await research((i % 2 === 0 ? pair.a : pair.b).baseUrl, user, company)).status).toBe(200);
    }
    const beyond = rest[FREE_LIMIT - 1]!;
    const another = rest[FREE_LIMIT]!;
    // B has seen the user as free (any access cache it keeps is warm).
    expect((await research(pair.b.baseUrl, user, beyond)).status).toBe(403);
    expect(await accessSummary(pair.b.baseUrl, user)).toMatchObject({ is_premium: false, remaining_access: 0 });

    expect((await upgrade(pair.a.baseUrl, user)).status).toBe(200);

    const premiumOnB = await eventually(async () => (await accessSummary(pair.b.baseUrl, user)).is_premium, 2_000);
    expect(premiumOnB).toBe(true);
    expect(await accessSummary(pair.b.baseUrl, user)).toMatchObject({ is_premium: true, max_access: UNLIMITED_ACCESS, remaining_access: UNLIMITED_ACCESS });
    expect((await research(pair.b.baseUrl, user, beyond)).status).toBe(200);
    expect((await research(pair.b.baseUrl, user, another)).status).toBe(200);
    expect(await accessSummary(pair.a.baseUrl, user)).toEqual(await accessSummary(pair.b.baseUrl, user));
  });
});
