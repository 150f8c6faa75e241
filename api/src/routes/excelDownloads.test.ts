import request, { type Response } from 'supertest';
import { EXCEL_CONTENT_TYPE, EXCEL_PREMIUM_MESSAGE, STATEMENTS_RESEARCH_REQUIRED } from 'shared-types/api';
import { insertFiling, replaceStatements } from '../db/filingRepository';
import { testDatabases } from '../db/testing/testDatabases';
import { refreshAnalyses } from '../services/analysisRefresh';
import { readWorkbook, rowValues } from '../services/excel/testing/readWorkbook';
import { createFakeAnalyse, FAKE_ENGINE_VERSION } from '../services/testing/fakeAnalysis';
import { makePremiumForADay, signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `excel${++emailSeq}-${Date.now()}@example.test`;

const REAL = { id: 'isin:INE467B01029', name: 'Tata Consultancy Services Limited', code: 'TCS', isin: 'INE467B01029' };
/** Six companies with data: ROCE 10, 20, … 60. */
const RATED = TEST_COMPANIES.slice(0, 6);
const day = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** supertest's parser for a binary body: the bytes as they came. */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const workbookOf = (res: Response) => readWorkbook(res.body as Buffer);

const expectPremiumRequired = (res: Response) =>
  expect(res.body).toEqual({ error: 'premium_required', feature: 'excel_downloads', message: EXCEL_PREMIUM_MESSAGE });

describe.each(testDatabases())('Excel downloads on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  const get = (path: string, cookie?: string) => {
    const call = request(setup.api.app).get(path);
    return cookie === undefined ? call : call.set('Cookie', cookie);
  };
  const statementsXlsx = (id: string, cookie?: string, query = '') => get(`/api/company/${encodeURIComponent(id)}/statements.xlsx${query}`, cookie);
  const screenXlsx = (query: Record<string, string>, cookie?: string) => get(`/api/screen.xlsx?${new URLSearchParams(query).toString()}`, cookie);
  const premiumUser = async () => {
    const user = await setup.api.signIn(freshEmail());
    await makePremiumForADay(setup.database, user.userId);
    return user;
  };

  beforeAll(async () => {
    const { db } = setup.database;
    await db
      .insertInto('companies')
      .values({ ...REAL, is_demo: false })
      .execute();
    const id = await insertFiling(db, {
      company_id: REAL.id,
      kind: 'results',
      document: 'INDAS_consolidated_12042024090154.xml',
      content_hash: 'consolidated',
      taxonomy: 'ind_as',
      basis: 'consolidated',
      reporting: 'FY',
      period_end: '2024-03-31',
      financial_year_start: '2023-04-01',
      financial_year_end: '2024-03-31',
      filed_at: '2024-04-12T21:01',
      audited: true,
      notes: [],
    });
    await replaceStatements(db, id, [
      { statement: 'quarter', period_start: '2024-01-01', period_end: '2024-03-31', months: 3, figures: { revenue: 61_237 } },
      { statement: 'year_to_date', period_start: '2023-04-01', period_end: '2024-03-31', months: 12, figures: { revenue: 240_893, eps_basic: 125.88 } },
    ]);
    await refreshAnalyses({ db, analyse: createFakeAnalyse().analyse, engineVersion: FAKE_ENGINE_VERSION, now: () => new Date('2026-11-21T06:00:00Z') });
    for (const [i, company] of RATED.entries()) {
      await db
        .updateTable('company_figures')
        .set({ has_data: true, roce: 10 * (i + 1), score: 50 + i })
        .where('company_id', '=', company.id)
        .execute();
    }
  });

  it('asks who is calling', async () => {
    await statementsXlsx(REAL.id).expect(401);
    await screenXlsx({ q: 'ROCE > 20' }).expect(401);
  });

  it('refuses a free user with 403 premium_required, also for a company they researched; the CSV stays free', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await request(setup.api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: REAL.name, company_id: REAL.id }).expect(200);
    await get(`/api/company/${encodeURIComponent(REAL.id)}/statements`, cookie).expect(200);
    expectPremiumRequired(await statementsXlsx(REAL.id, cookie).expect(403));
    expectPremiumRequired(await screenXlsx({ q: 'ROCE > 20' }, cookie).expect(403));
    await get('/api/screen.csv?q=ROCE%20%3E%2020', cookie).expect(200);
  });

  it('refuses a company the free user never opened, as the statements route refuses it, and names nothing of it', async () => {
    const owner = await setup.api.signIn(freshEmail());
    await request(setup.api.app).post('/api/company/search').set('Cookie', owner.cookie).send({ company_name: REAL.name, company_id: REAL.id }).expect(200);
    const { cookie } = await setup.api.signIn(freshEmail());
    const json = await get(`/api/company/${encodeURIComponent(REAL.id)}/statements`, cookie).expect(403);
    expect(json.body).toMatchObject({ error: STATEMENTS_RESEARCH_REQUIRED });
    const xlsx = await statementsXlsx(REAL.id, cookie).expect(403);
    expect(JSON.stringify(xlsx.body)).not.toContain('Tata');
  });

  it('gives a premium user the statements as a workbook named after the symbol and the day', async () => {
    const { cookie } = await premiumUser();
    const res = await statementsXlsx(REAL.id, cookie).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="TCS-statements-${day()}.xlsx"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const workbook = await workbookOf(res);
    // Every table the page shows has its sheet, an empty one too (it says so, as its panel does).
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Quarterly results',
      'Profit & loss',
      'Balance sheet',
      'Cash flows',
      'Shareholding pattern',
      'Sources',
    ]);
    expect(rowValues(workbook, 'Profit & loss', 4)).toEqual(['Line item', 'Unit', 'Mar 2024']);
    expect(rowValues(workbook, 'Profit & loss', 5)).toEqual(['Revenue', '₹ crore', 240_893]);
  });

  it('answers 404 for an unknown company and 400 for a basis that is not one, as the statements route does', async () => {
    const { cookie } = await premiumUser();
    expect((await statementsXlsx('isin:INE000X01010', cookie).expect(404)).body).toMatchObject({ error: 'company_not_found' });
    const bad = await statementsXlsx(REAL.id, cookie, '?basis=both').expect(400);
    expect(JSON.stringify(bad.body)).toContain('basis must be one of: consolidated, standalone');
  });

  it('gives a premium user every match of a screen in its order, with the query and the day on top', async () => {
    const { cookie } = await premiumUser();
    const res = await screenXlsx({ q: 'ROCE > 20', sort: 'roce', dir: 'asc' }, cookie).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="screen-${day()}.xlsx"`);
    const workbook = await workbookOf(res);
    expect(rowValues(workbook, 'Screen', 2)).toEqual(['Query', 'ROCE > 20']);
    expect(rowValues(workbook, 'Screen', 3)).toEqual(['Date', day()]);
    expect(rowValues(workbook, 'Screen', 4)).toEqual(['Name', 'NSE code', 'Current Price', 'Score', 'ROCE']);
    const sheet = workbook.getWorksheet('Screen')!;
    const rows = sheet.getRows(5, sheet.rowCount - 4)!.map((row) => [row.getCell(1).value, row.getCell(5).value]);
    expect(rows).toEqual(RATED.slice(2).map((company, i) => [company.name, 10 * (i + 3)]));
  });

  it('answers 400 invalid_query as the screen route does, before the plan is looked at', async () => {
    const free = await setup.api.signIn(freshEmail());
    const { cookie } = await premiumUser();
    for (const who of [free.cookie, cookie]) {
      expect((await screenXlsx({ q: 'ROEC > 20' }, who).expect(400)).body).toMatchObject({
        error: 'invalid_query',
        code: 'invalid_query',
        column: 1,
        length: 4,
      });
      expect((await screenXlsx({ q: '' }, who).expect(400)).body).toMatchObject({ error: 'invalid_query' });
    }
    expect((await screenXlsx({ q: 'ROCE > 20', sort: 'nonsense' }, cookie).expect(400)).body).toMatchObject({ code: 'invalid_sort' });
  });
});
