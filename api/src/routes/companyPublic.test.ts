import request from 'supertest';
import { COMPANY_NOT_FOUND, CompanyPublicSchema, PriceHistorySchema } from 'shared-types/api';
import { year } from '../analysis/testing/builders';
import { upsertFinancialYears } from '../db/financialYearImportRepository';
import { financialYearToRow } from '../db/financialYearRows';
import { testDatabases } from '../db/testing/testDatabases';
import { createSignedInApi, signedInApiForBlock } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `public${++emailSeq}-${Date.now()}@example.test`;

const MM = { id: 'isin:INE101A01026', name: 'Mahindra & Mahindra Limited', code: 'M&M', isin: 'INE101A01026', bse_code: '500520' };
// From the BSE list alone: its code is the BSE ticker, which is no NSE symbol.
const BSE_ONLY = { id: 'isin:INE000B01011', name: 'Only On BSE Limited', code: 'ONLYBSE', bse_id: 'ONLYBSE', isin: 'INE000B01011', bse_code: '531234' };

const yearRow = (fiscalYear: number, fields: { netProfit: number; reserves: number; dividends: number }) =>
  financialYearToRow(
    MM.id,
    year(fiscalYear, { sales: 10_000, operatingProfit: 2_000, interest: 100, profitBeforeTax: 1_500, shares: 100, equity: 500, borrowings: 1_000, ...fields }),
    'screener',
  );

describe.each(testDatabases())('GET /api/company/by-key/:key on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  const get = (path: string) => request(setup.api.app).get(path);

  beforeAll(async () => {
    const { db } = setup.database;
    await db
      .insertInto('companies')
      .values([
        { ...MM, is_demo: false },
        { ...BSE_ONLY, is_demo: false },
      ])
      .execute();
    await db
      .insertInto('company_aliases')
      .values({ company_id: MM.id, kind: 'nse_symbol', value: 'MAHINDRA', source: 'test', recorded_on: '2020-01-01' })
      .execute();
    await upsertFinancialYears(db, [
      yearRow(2024, { netProfit: 800, reserves: 4_500, dividends: 100 }),
      yearRow(2025, { netProfit: 1_000, reserves: 5_500, dividends: 200 }),
    ]);
    await db
      .insertInto('prices')
      .values([
        { company_id: MM.id, price: 90, as_of: '2024-03-31', source: 'screener', approximate: false },
        { company_id: MM.id, price: 190, as_of: '2025-03-31', source: 'screener', approximate: false },
        { company_id: MM.id, price: 100, as_of: '2025-08-01', source: 'bhavcopy', exchange: 'NSE', approximate: false },
        { company_id: MM.id, price: 101, as_of: '2025-08-01', source: 'bse-bhavcopy', exchange: 'BSE', approximate: false },
      ])
      .execute();
    await db
      .insertInto('corporate_actions')
      .values({
        company_id: MM.id,
        kind: 'split',
        ex_date: '2025-04-15',
        record_date: null,
        ratio_from: 1,
        ratio_to: 2,
        share_multiplier: 2,
        amount: null,
        description: 'Split 10 to 5',
        source: 'test.csv',
        identity_key: 'split|2025-04-15',
      })
      .execute();
  });

  it('answers anyone the public view, by the NSE symbol in any case, in the contract’s shape', async () => {
    const res = await get(`/api/company/by-key/${encodeURIComponent('m&m')}/public`).expect(200);
    const body = CompanyPublicSchema.parse(res.body);
    expect(body.company).toEqual({
      id: MM.id,
      key: 'M&M',
      name: MM.name,
      nse_symbol: 'M&M',
      bse_code: '500520',
      isin: MM.isin,
      has_statements: true,
      is_demo: false,
    });
    expect(body.key_figures.price).toEqual({ value: 100, reason: null, as_of: '2025-08-01', source: 'nse', approximate: false });
    // The export's 100 crore shares are of before the split of 15 April: never paired with a close after it.
    expect(body.key_figures.market_cap).toEqual({ value: null, reason: 'no_shares_outstanding', as_of: null });
    expect(body.key_figures.score).toEqual({ value: null, reason: 'not_rated', as_of: null });
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('finds a company by its BSE code, its ISIN, a former symbol and its id', async () => {
    for (const key of ['500520', 'ine101a01026', 'MAHINDRA', MM.id]) {
      const res = await get(`/api/company/by-key/${encodeURIComponent(key)}/public`).expect(200);
      expect({ key, id: res.body.company.id }).toEqual({ key, id: MM.id });
    }
    const bseOnly = await get('/api/company/by-key/531234/public').expect(200);
    expect(bseOnly.body.company).toMatchObject({ key: '531234', nse_symbol: null, bse_code: '531234', has_statements: false });
    expect(bseOnly.body.key_figures.pe_ttm).toEqual({ value: null, reason: 'no_statements', as_of: null });
  });

  it('answers 404 company_not_found for a key no company has, not cached', async () => {
    for (const suffix of ['public', 'prices']) {
      const res = await get(`/api/company/by-key/NOSUCH/${suffix}`).expect(404);
      expect(res.body).toEqual({ error: COMPANY_NOT_FOUND, message: 'No company matches NOSUCH' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a key longer than any identifier', async () => {
    await get(`/api/company/by-key/${'A'.repeat(65)}/public`).expect(400);
  });

  it('records no access and costs no free research for a signed-in caller', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await get('/api/company/by-key/M%26M/public').set('Cookie', cookie).expect(200);
    await get('/api/company/by-key/M%26M/prices').set('Cookie', cookie).expect(200);
    const summary = await get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200);
    expect(summary.body).toMatchObject({ access_count: 0, remaining_access: 5 });
  });

  it('answers the price chart’s closes, one a day, year ends marked, adjusted for the split', async () => {
    const res = await get('/api/company/by-key/M%26M/prices').expect(200);
    expect(PriceHistorySchema.parse(res.body)).toEqual({
      points: [
        { date: '2024-03-31', close: 45, kind: 'year_end' },
        { date: '2025-03-31', close: 95, kind: 'year_end' },
        { date: '2025-08-01', close: 100, kind: 'close' },
      ],
      adjusted_for: [{ ex_date: '2025-04-15', kind: 'split', share_multiplier: 2 }],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('limits each client’s requests per minute', async () => {
    const limited = await createSignedInApi(setup.database, { RATE_LIMIT_PUBLIC_COMPANY_PER_MINUTE: '2' });
    await request(limited.app).get('/api/company/by-key/M%26M/public').expect(200);
    await request(limited.app).get('/api/company/by-key/M%26M/prices').expect(200);
    const res = await request(limited.app).get('/api/company/by-key/M%26M/public').expect(429);
    expect(res.body).toMatchObject({ error: 'rate_limited' });
  });
});
