import request from 'supertest';
import { STATEMENTS_RESEARCH_REQUIRED, StatementsResponseSchema } from 'shared-types/api';
import { insertFiling, replaceStatements } from '../db/filingRepository';
import { upsertFinancialYears } from '../db/financialYearImportRepository';
import { testDatabases } from '../db/testing/testDatabases';
import { makePremiumForADay, TEST_COMPANIES, signedInApiForBlock } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `statements${++emailSeq}-${Date.now()}@example.test`;

const REAL = { id: 'isin:INE467B01029', name: 'Tata Consultancy Services Limited', code: 'TCS', isin: 'INE467B01029' };
const DEMO = TEST_COMPANIES[3]!;

describe.each(testDatabases())('GET /api/company/:id/statements on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  const statements = (cookie: string, id: string, query = '') =>
    request(setup.api.app)
      .get(`/api/company/${encodeURIComponent(id)}/statements${query}`)
      .set('Cookie', cookie);
  const research = (cookie: string, company: { id: string; name: string }) =>
    request(setup.api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: company.name, company_id: company.id }).expect(200);
  const accessCount = async (cookie: string, userId: string) =>
    ((await request(setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body as { access_count: number })
      .access_count;

  beforeAll(async () => {
    const { db } = setup.database;
    await db
      .insertInto('companies')
      .values({ ...REAL, is_demo: false })
      .execute();
    for (const basis of ['consolidated', 'standalone'] as const) {
      const revenue = basis === 'consolidated' ? 240_893 : 202_359;
      const id = await insertFiling(db, {
        company_id: REAL.id,
        kind: 'results',
        document: `INDAS_${basis}_12042024090154.xml`,
        content_hash: basis,
        taxonomy: 'ind_as',
        basis,
        reporting: 'FY',
        period_end: '2024-03-31',
        financial_year_start: '2023-04-01',
        financial_year_end: '2024-03-31',
        filed_at: '2024-04-12T21:01',
        audited: true,
        notes: [],
      });
      await replaceStatements(db, id, [
        { statement: 'quarter', period_start: '2024-01-01', period_end: '2024-03-31', months: 3, figures: { revenue: revenue / 4 } },
        { statement: 'year_to_date', period_start: '2023-04-01', period_end: '2024-03-31', months: 12, figures: { revenue, eps_basic: 125.88 } },
      ]);
    }
    await upsertFinancialYears(db, [
      {
        company_id: DEMO.id,
        fiscal_year: 2024,
        period_end: '2024-03-31',
        sales: 1234.5,
        operating_profit: 234.5,
        other_income: null,
        depreciation: null,
        interest: null,
        profit_before_tax: null,
        net_profit: 100,
        eps: 10,
        shares: 10,
        equity: null,
        reserves: null,
        borrowings: null,
        total_assets: null,
        current_assets: null,
        current_liabilities: null,
        net_block: null,
        cwip: null,
        receivables: null,
        inventory: null,
        cash: null,
        operating_cash_flow: null,
        capex: null,
        dividends: null,
        source: 'demo',
      },
    ]);
  });

  it('asks who is calling', async () => {
    await request(setup.api.app)
      .get(`/api/company/${encodeURIComponent(REAL.id)}/statements`)
      .expect(401);
  });

  it('refuses a free user a company they have not researched, and records no access', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    const res = await statements(cookie, REAL.id).expect(403);
    expect(res.body).toMatchObject({ error: STATEMENTS_RESEARCH_REQUIRED });
    expect(res.body.can_access).toBeUndefined(); // not the free-limit answer: it must not open the upgrade dialog
    expect(await accessCount(cookie, userId)).toBe(0);
  });

  it('answers the researched company on its analysed basis, in the contract’s shape', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await research(cookie, REAL);
    const res = await statements(cookie, REAL.id).expect(200);
    const body = StatementsResponseSchema.parse(res.body);
    expect(body.company).toEqual({ id: REAL.id, name: REAL.name, isin: REAL.isin, nse_symbol: 'TCS', bse_code: null, former_symbols: [], former_isins: [] });
    expect(body.basis).toBe('consolidated');
    expect(body.bases_available).toEqual(['consolidated', 'standalone']);
    expect(body.annual).toEqual([
      expect.objectContaining({
        period_start: '2023-04-01',
        period_end: '2024-03-31',
        months: 12,
        figures: expect.objectContaining({ revenue: 240_893, eps_basic: 125.88, net_profit: null }),
        source: { kind: 'xbrl', document: 'INDAS_consolidated_12042024090154.xml', filed_at: '2024-04-12T21:01', audited: true },
      }),
    ]);
    expect(body.lender_metrics).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const standalone = StatementsResponseSchema.parse((await statements(cookie, REAL.id, '?basis=standalone').expect(200)).body);
    expect(standalone.basis).toBe('standalone');
    expect(standalone.annual.map((period) => period.figures.revenue)).toEqual([202_359]);
  });

  // A view, not research: the company the premium user never researched is not recorded as opened.
  it('answers a premium user for any company, researched or not, recording no access', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await makePremiumForADay(setup.database, userId);
    const body = StatementsResponseSchema.parse((await statements(cookie, REAL.id).expect(200)).body);
    expect(body.annual).toHaveLength(1);
    expect(await accessCount(cookie, userId)).toBe(0);
  });

  it('answers a demo company in the same shape from its generated figures, on no stated basis', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await research(cookie, DEMO);
    const body = StatementsResponseSchema.parse((await statements(cookie, DEMO.id).expect(200)).body);
    expect(body.basis).toBeNull();
    expect(body.basis_note).toContain('Fictional demo company');
    expect(body.annual).toEqual([
      expect.objectContaining({
        period_end: '2024-03-31',
        figures: expect.objectContaining({ revenue: 1234.5, operating_profit: 234.5, net_profit_owners: 100, eps_basic: 10 }),
        source: { kind: 'demo', document: null, filed_at: null, audited: null },
      }),
    ]);
  });

  it('says so for an unknown company, and for a basis that is not one', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    expect((await statements(cookie, 'isin:INE000X01010').expect(404)).body).toMatchObject({ error: 'company_not_found' });
    await research(cookie, REAL);
    const res = await statements(cookie, REAL.id, '?basis=both').expect(400);
    expect(JSON.stringify(res.body)).toContain('basis must be one of: consolidated, standalone');
  });
});
