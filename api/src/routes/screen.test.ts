import request from 'supertest';
import { ScreenResultsSchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { refreshAnalyses } from '../services/analysisRefresh';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../services/testing/fakeAnalysis';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

/**
 * GET /api/screen through the real parser (shared-types parseScreenQuery.ts, written on another
 * branch): passes once it is merged. screenApi.test.ts covers the route with fixed ASTs.
 */
describe.each(testDatabases())('GET /api/screen with the parser on $name', (engine) => {
  const setup = signedInApiForBlock(engine);

  beforeAll(async () => {
    const { db } = setup.database;
    await refreshAnalyses({ db, analyse: createFakeAnalyse().analyse, engineVersion: FAKE_ENGINE_VERSION, now: () => new Date('2026-11-21T06:00:00Z') });
    for (const [i, company] of TEST_COMPANIES.slice(0, 4).entries()) {
      await db
        .updateTable('company_figures')
        .set({ has_data: true, roce: 10 * (i + 1) })
        .where('company_id', '=', company.id)
        .execute();
    }
  });

  it('answers a parsed query', async () => {
    const { cookie } = await setup.api.signIn(`screen-parser-${Date.now()}@example.test`);
    const res = await request(setup.api.app).get('/api/screen').query({ q: 'ROCE > 20' }).set('Cookie', cookie).expect(200);
    const body = ScreenResultsSchema.parse(res.body);
    expect(body.total).toBe(2);
    expect(body.figures).toEqual(['roce']);
  });

  it('answers 400 invalid_query where the parser stops', async () => {
    const { cookie } = await setup.api.signIn(`screen-parser-bad-${Date.now()}@example.test`);
    const res = await request(setup.api.app).get('/api/screen').query({ q: 'ROEC > 20' }).set('Cookie', cookie).expect(400);
    expect(res.body).toMatchObject({ code: 'invalid_query', column: 1, length: 4 });
  });
});
