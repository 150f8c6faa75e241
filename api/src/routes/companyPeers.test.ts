import request from 'supertest';
import { CompanyPeersResponseSchema, CompanySearchResponseSchema, STATEMENTS_RESEARCH_REQUIRED } from 'shared-types/api';
import { industryKey, savePeerGroups } from '../db/peerFiguresRepository';
import { testDatabases } from '../db/testing/testDatabases';
import { computePeerGroup } from '../services/peerComparison/peerGroups';
import { member } from '../services/peerComparison/testing';
import { makePremiumForADay, signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `peers${++emailSeq}-${Date.now()}@example.test`;
const INDUSTRY = 'Harness Cement';
/** Five companies of one industry with a stored peer group; one company with no group. */
const GROUPED = TEST_COMPANIES.slice(40, 45);
const UNGROUPED = TEST_COMPANIES[46]!;

/** GET /api/company/:id/peers: the peer table a v2 reader fetches on its own (docs/peer-comparison.md, 'Served on its own'). */
describe.each(testDatabases())('GET /api/company/:id/peers on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  const peers = (cookie: string, id: string) =>
    request(setup.api.app)
      .get(`/api/company/${encodeURIComponent(id)}/peers`)
      .set('Cookie', cookie);
  const research = (cookie: string, company: { id: string; name: string }) =>
    request(setup.api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: company.name, company_id: company.id }).expect(200);
  const accessCount = async (cookie: string, userId: string): Promise<number> =>
    (await request(setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body.access_count as number;

  beforeAll(async () => {
    const { db } = setup.database;
    await db
      .updateTable('companies')
      .set({ industry: INDUSTRY })
      .where(
        'id',
        'in',
        GROUPED.map((company) => company.id),
      )
      .execute();
    const members = GROUPED.map((company, i) =>
      member(company.id, { price: 100 + i, market_cap_crore: 1000 * (i + 1), pe: 20 + i, return_on_capital: 0.1 + i / 100, score: 50 + i }),
    ).map((row, i) => ({ ...row, name: GROUPED[i]!.name, code: GROUPED[i]!.code }));
    const group = { groupKey: industryKey(INDUSTRY, true), basis: 'industry' as const, name: INDUSTRY, contentHash: 'test', data: computePeerGroup(members) };
    await savePeerGroups(db, [group], [], new Date('2026-11-21T06:00:00.000Z'));
  });

  it('asks who is calling', async () => {
    await request(setup.api.app)
      .get(`/api/company/${encodeURIComponent(GROUPED[0]!.id)}/peers`)
      .expect(401);
  });

  it('refuses a free user a company they have not researched, with the statements’ code, and records no access', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const res = await peers(cookie, GROUPED[0]!.id).expect(403);
    expect(res.body).toMatchObject({
      error: STATEMENTS_RESEARCH_REQUIRED,
      message: `Research ${GROUPED[0]!.name} first to see its peers (premium members see any company's).`,
    });
    expect(res.body.can_access).toBeUndefined(); // not the free limit: no upgrade dialog
    expect(await accessCount(cookie, userId)).toBe(0);
  });

  it('answers a researched company with the same table v1 carries as peer_comparison, revalidated by its ETag', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const v1 = CompanySearchResponseSchema.parse((await research(cookie, GROUPED[2]!)).body).company_data;
    const res = await peers(cookie, GROUPED[2]!.id).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = CompanyPeersResponseSchema.parse(res.body);
    expect(body.peers).not.toBeNull();
    expect(body.peers).toEqual(v1.peer_comparison);
    expect(body.peers!.company.id).toBe(GROUPED[2]!.id);
    expect(body.peers!.peers.map((peer) => peer.id).sort()).toEqual(
      GROUPED.filter((_, i) => i !== 2)
        .map((company) => company.id)
        .sort(),
    );
    const again = await peers(cookie, GROUPED[2]!.id).set('If-None-Match', String(res.headers.etag)).expect(304);
    expect(again.text).toBe('');
  });

  it('says null for a researched company with no peer group', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await research(cookie, UNGROUPED);
    expect(CompanyPeersResponseSchema.parse((await peers(cookie, UNGROUPED.id).expect(200)).body)).toEqual({ peers: null });
  });

  it('answers a premium user for any company, recording no access', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await makePremiumForADay(setup.database, userId);
    expect(CompanyPeersResponseSchema.parse((await peers(cookie, GROUPED[4]!.id).expect(200)).body).peers?.company.id).toBe(GROUPED[4]!.id);
    expect(await accessCount(cookie, userId)).toBe(0);
  });

  it('says which company is unknown, and refuses a malformed id', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    expect((await peers(cookie, 'demo:nope').expect(404)).body).toMatchObject({ error: 'company_not_found' });
    expect((await peers(cookie, 'x'.repeat(65)).expect(400)).body).toMatchObject({ error: 'invalid_request' });
  });
});
