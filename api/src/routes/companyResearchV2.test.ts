import request from 'supertest';
import {
  CompanyResearchV2ResponseSchema,
  CompanySearchResponseSchema,
  decodeResearchV2,
  encodeResearchV2,
  NO_UNITS,
  RESEARCH_V2_UNITS,
  type ResearchV2,
} from 'shared-types/api';
import { getStoredAnswersJson } from '../db/analysisRepository';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `v2-reader${++emailSeq}-${Date.now()}@example.test`;
const envelope = (json: string) => `{"success":true,"company_data":${json}}`;
const ASK_V2 = `?answer=v2&units=${RESEARCH_V2_UNITS.version}`;
/** What the stored document is served as: its wire form, figures rounded once (docs/research-answer-v2.md). */
const served = (storedV2: string, units = RESEARCH_V2_UNITS) =>
  envelope(JSON.stringify(encodeResearchV2(JSON.parse(storedV2) as ResearchV2, { round: 'display', units })));

/** The research answer's v2 beside v1 (docs/api-compatibility.md, 'The research answer: v1 beside v2'). */
describe.each(testDatabases())('research answer v1 beside v2 on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });

  const search = (cookie: string, company: { name: string }, query = '') =>
    request(setup.api.app).post(`/api/company/search${query}`).set('Cookie', cookie).send({ company_name: company.name });
  const accessCount = async (cookie: string, userId: string): Promise<number> =>
    (await request(setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body.access_count as number;

  it('answers v2 when asked, the stored document on the wire, valid by the shared schema; v1 to a client that does not ask, as before', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const company = TEST_COMPANIES[20]!;
    const v1 = await search(cookie, company).expect(200);
    const v2 = await search(cookie, company, ASK_V2).expect(200);
    const stored = await getStoredAnswersJson(setup.database.db, company.id);
    expect(v1.text).toBe(envelope(stored!.v1));
    expect(CompanySearchResponseSchema.parse(v1.body).company_data.company_name).toBe(company.name);
    expect(v2.text).toBe(served(stored!.v2!));
    expect(v2.headers['content-type']).toMatch(/^application\/json/);
    const wire = CompanyResearchV2ResponseSchema.parse(v2.body).company_data;
    expect(wire.units).toBe(RESEARCH_V2_UNITS.version);
    const decoded = decodeResearchV2(wire);
    if (!decoded.ok) throw new Error(decoded.error);
    const document = JSON.parse(stored!.v2!) as ResearchV2;
    expect(decoded.answer.company).toEqual(document.company);
    expect(decoded.answer.summary.rating).toBe(document.summary.rating);
  });

  it('writes every figure whole for a v2 client built with another unit table, or none named', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const company = TEST_COMPANIES[22]!;
    for (const query of ['?answer=v2', '?answer=v2&units=none', '?answer=v2&units=0123456789']) {
      const v2 = await search(cookie, company, query).expect(200);
      const stored = await getStoredAnswersJson(setup.database.db, company.id);
      expect(v2.text).toBe(served(stored!.v2!, NO_UNITS));
      expect(decodeResearchV2(CompanyResearchV2ResponseSchema.parse(v2.body).company_data).ok).toBe(true);
    }
  });

  it('gives each answer its own ETag, the same on every request', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const company = TEST_COMPANIES[21]!;
    const etags = async () => [
      (await search(cookie, company).expect(200)).headers.etag,
      (await search(cookie, company, ASK_V2).expect(200)).headers.etag,
      (await search(cookie, company, '?answer=v2').expect(200)).headers.etag,
    ];
    const first = await etags();
    expect(first[0]).toMatch(/^W\/"/);
    expect(first[1]).toMatch(/^W\/"/);
    expect(first[2]).toMatch(/^W\/"/);
    expect(new Set(first).size).toBe(3);
    expect(await etags()).toEqual(first);
  });

  it('costs a free research slot exactly like v1; re-research of either answer is free; the limit refuses both alike', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const [a, b, c, d, e, f] = TEST_COMPANIES.slice(30, 36) as [(typeof TEST_COMPANIES)[number], ...(typeof TEST_COMPANIES)[number][]];
    await search(cookie, a, '?answer=v2').expect(200);
    expect(await accessCount(cookie, userId)).toBe(1);
    await search(cookie, a).expect(200);
    await search(cookie, a, '?answer=v2').expect(200);
    expect(await accessCount(cookie, userId)).toBe(1);
    await search(cookie, b!).expect(200);
    await search(cookie, b!, '?answer=v2').expect(200);
    expect(await accessCount(cookie, userId)).toBe(2);
    for (const company of [c, d, e]) await search(cookie, company!, '?answer=v2').expect(200);
    expect(await accessCount(cookie, userId)).toBe(5);
    const deniedV2 = await search(cookie, f!, '?answer=v2').expect(403);
    const deniedV1 = await search(cookie, f!).expect(403);
    expect(deniedV2.body).toEqual(deniedV1.body);
    expect(deniedV2.body).toMatchObject({ success: false, error: 'access_limit_reached', access_count: 5, max_access: 5 });
    await search(cookie, b!, '?answer=v2').expect(200);
    await search(cookie, e!).expect(200);
    expect(await accessCount(cookie, userId)).toBe(5);
  });

  it('serves a row stored before v2: v1 as stored, v2 computed then and stored, never a 500', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const olderCompany = TEST_COMPANIES[41]!;
    await search(cookie, olderCompany).expect(200);
    await setup.database.db.updateTable('analyses').set({ research_v2: null }).where('company_id', '=', olderCompany.id).execute();
    const older = (await getStoredAnswersJson(setup.database.db, olderCompany.id))!;
    expect(older.v2).toBeNull();
    const v1Stored = older.v1;
    expect((await search(cookie, olderCompany).expect(200)).text).toBe(envelope(v1Stored));
    const v2 = await search(cookie, olderCompany, ASK_V2).expect(200);
    expect(CompanyResearchV2ResponseSchema.safeParse(v2.body).success).toBe(true);
    const filled = await getStoredAnswersJson(setup.database.db, olderCompany.id);
    expect(v2.text).toBe(served(filled!.v2!));
  });

  it.each([
    ['an unknown value', '?answer=v3', 'Invalid request: answer must be one of: v2'],
    ['an unknown key', '?format=v2', 'Invalid request: Unknown field: format'],
    ['a repeated key', '?answer=v2&answer=v2', 'Invalid request: answer'],
    ['v1 asked by name (the answer without asking)', '?answer=v1', 'Invalid request: answer must be one of: v2'],
    ['a unit table without v2', '?units=none', 'units is read only with answer=v2'],
    ['a unit table that is not one', '?answer=v2&units=latest', 'units must name a unit table'],
  ])('refuses %s in the query with a 400 naming the key', async (_case, query, message) => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const refused = await search(cookie, TEST_COMPANIES[50]!, query).expect(400);
    expect(refused.body).toMatchObject({ error: 'invalid_request', message: expect.stringContaining(message) });
  });
});
