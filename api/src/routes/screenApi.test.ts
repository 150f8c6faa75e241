import request from 'supertest';
import { ScreenResultsSchema, type ParsedScreen, type ScreenQuery } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { FIGURES_VERSION } from '../db/companyFiguresRepository';
import { refreshAnalyses } from '../services/analysisRefresh';
import { syncCompanyFigures } from '../services/screener/syncCompanyFigures';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../services/testing/fakeAnalysis';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

/** The parser is another branch's (parseQuery.ts): here each query text stands for a fixed AST. */
const mockQueries: Record<string, ScreenQuery> = {
  'ROCE > 20': { where: { kind: 'compare', figure: 'roce', op: '>', value: 20 }, top: null, figures: ['roce'] },
  'TOP 3 BY ROCE': { where: null, top: { n: 3, by: 'roce', direction: 'desc' }, figures: ['roce'] },
  'Sector = "it"': { where: { kind: 'text', figure: 'sector', op: '=', value: 'IT' }, top: null, figures: ['sector'] },
  'Has data': { where: { kind: 'flag', figure: 'has_data', value: true }, top: null, figures: ['has_data'] },
  'Sector > 3': { where: { kind: 'compare', figure: 'sector', op: '>', value: 3 }, top: null, figures: ['sector'] },
};
jest.mock('../services/screener/parseQuery', () => ({
  parseScreenQuery: (text: string): ParsedScreen =>
    text in mockQueries
      ? { ok: true, query: mockQueries[text]! }
      : { ok: false, error: { message: `No figure '${text}'`, column: 1, length: 4, suggestion: 'ROCE' } },
}));

let emailSeq = 0;
const freshEmail = () => `screen${++emailSeq}-${Date.now()}@example.test`;
/** Eight companies with data: ROCE 5, 10, … 40; the first four in sector 'IT'. */
const RATED = TEST_COMPANIES.slice(0, 8);

describe.each(testDatabases())('GET /api/screen on $name', (engine) => {
  const setup = signedInApiForBlock(engine);
  const screen = (cookie: string, params: Record<string, string>) => request(setup.api.app).get('/api/screen').query(params).set('Cookie', cookie);

  beforeAll(async () => {
    const { db } = setup.database;
    const fake = createFakeAnalyse();
    const report = await refreshAnalyses({ db, analyse: fake.analyse, engineVersion: FAKE_ENGINE_VERSION, now: () => new Date('2026-11-21T06:00:00Z') });
    expect(report.figuresWritten).toBe(TEST_COMPANIES.length);
    for (const [i, company] of RATED.entries()) {
      await db
        .updateTable('company_figures')
        .set({ has_data: true, roce: 5 * (i + 1), sector: i < 4 ? 'IT' : 'Banks', score: 50 + i })
        .where('company_id', '=', company.id)
        .execute();
    }
  });

  it('fills a row per analysed company, unknowns null', async () => {
    const rows = await setup.database.db.selectFrom('company_figures').selectAll().where('company_id', '=', TEST_COMPANIES[30]!.id).execute();
    // The fake analysis is rated 50 but the company has no statements: no data, and nothing else known.
    expect(rows[0]).toMatchObject({
      score: 50,
      has_data: false,
      kind: 'industrial',
      roce: null,
      market_cap: null,
      analysis_key: expect.stringMatching(/^fake-1:/),
    });
  });

  it('rewrites only the rows whose key is stale: a new analysis, or figures computed by an older FIGURES_VERSION', async () => {
    const { db } = setup.database;
    const now = new Date('2026-11-21T07:00:00Z');
    expect(await syncCompanyFigures(db, now)).toBe(0);
    const id = TEST_COMPANIES[30]!.id;
    const row = await db.selectFrom('company_figures').select('analysis_key').where('company_id', '=', id).executeTakeFirstOrThrow();
    expect(row.analysis_key).toMatch(new RegExp(`:f${FIGURES_VERSION}$`));
    // As an API computing figures the older way wrote it.
    await db
      .updateTable('company_figures')
      .set({ analysis_key: row.analysis_key.replace(/:f\d+$/, '') })
      .where('company_id', '=', id)
      .execute();
    expect(await syncCompanyFigures(db, now)).toBe(1);
    const rewritten = await db.selectFrom('company_figures').select(['analysis_key', 'updated_at']).where('company_id', '=', id).executeTakeFirstOrThrow();
    expect(rewritten.analysis_key).toBe(row.analysis_key);
    expect(new Date(rewritten.updated_at).toISOString()).toBe(now.toISOString());
  });

  it('asks who is calling', async () => {
    await request(setup.api.app).get('/api/screen').query({ q: 'ROCE > 20' }).expect(401);
  });

  it('answers the matching companies with the named figures, records no access', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const body = ScreenResultsSchema.parse((await screen(cookie, { q: 'ROCE > 20' }).expect(200)).body);
    expect(body).toMatchObject({ query: 'ROCE > 20', figures: ['roce'], total: 4, page: 1, size: 25 });
    // Default order: the score, best first.
    expect(body.rows.map((row) => row.values.roce)).toEqual([40, 35, 30, 25]);
    expect(body.rows[0]).toMatchObject({ company_id: RATED[7]!.id, name: RATED[7]!.name, code: RATED[7]!.code, score: 57, price: null });
    const access = await setup.database.db.selectFrom('company_access').select('company_id').where('user_id', '=', userId).execute();
    expect(access).toEqual([]);
  });

  it('ranks TOP n, compares text without case, and names has_data to see companies without data', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    expect((await screen(cookie, { q: 'TOP 3 BY ROCE' }).expect(200)).body.rows.map((row: { values: { roce: number } }) => row.values.roce)).toEqual([
      40, 35, 30,
    ]);
    expect((await screen(cookie, { q: 'Sector = "it"' }).expect(200)).body.total).toBe(4);
    expect((await screen(cookie, { q: 'Has data' }).expect(200)).body.total).toBe(8);
  });

  it('pages and sorts, nulls last', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const page2 = (await screen(cookie, { q: 'TOP 3 BY ROCE', sort: 'roce', dir: 'asc', page: '2', size: '25' }).expect(200)).body;
    expect(page2).toMatchObject({ total: 3, page: 2, rows: [] });
    const byName = (await screen(cookie, { q: 'ROCE > 20', sort: 'name' }).expect(200)).body.rows.map((row: { name: string }) => row.name);
    expect(byName).toEqual([...byName].sort());
    const asc = (await screen(cookie, { q: 'ROCE > 20', sort: 'roce', dir: 'asc' }).expect(200)).body.rows.map(
      (row: { values: { roce: number } }) => row.values.roce,
    );
    expect(asc).toEqual([25, 30, 35, 40]);
  });

  it.each([
    [{ q: 'ROEC' }, 'invalid_query'],
    [{ q: '' }, 'invalid_query'],
    [{ q: 'Sector > 3' }, 'invalid_query'],
    [{ q: 'ROCE > 20', page: '0' }, 'invalid_page'],
    [{ q: 'ROCE > 20', size: '30' }, 'invalid_size'],
    [{ q: 'ROCE > 20', sort: 'price; drop' }, 'invalid_sort'],
    [{ q: 'ROCE > 20', dir: 'up' }, 'invalid_direction'],
  ])('refuses %j with 400 %s', async (params, code) => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const res = await screen(cookie, params).expect(400);
    expect(res.body).toMatchObject({ code, error: code, message: expect.any(String) });
  });

  it('says where a query fails to parse', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    expect((await screen(cookie, { q: 'ROEC' }).expect(400)).body).toMatchObject({
      code: 'invalid_query',
      message: "No figure 'ROEC'",
      column: 1,
      length: 4,
      suggestion: 'ROCE',
    });
  });

  it('downloads every match as CSV, quoted, as an attachment', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await setup.database.db.updateTable('companies').set({ name: 'Harness "Quoted", Ltd' }).where('id', '=', RATED[7]!.id).execute();
    const res = await request(setup.api.app).get('/api/screen.csv').query({ q: 'ROCE > 20' }).set('Cookie', cookie).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="conviction-screen.csv"');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,NSE code,Current Price,Score,ROCE');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(`"Harness ""Quoted"", Ltd",${RATED[7]!.code},,57,40`);
  });
});
