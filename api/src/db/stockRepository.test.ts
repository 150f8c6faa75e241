import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';
import { listStocks } from './stockRepository';

// Rows an import stored before fund units were skipped at import (ingest/formats/README.md, 'BSE list').
const COMPANY = { id: 'isin:INE002A01018', name: 'Reliance Industries Ltd.', code: 'RELIANCE', isin: 'INE002A01018', is_demo: false };
const ETF = {
  id: 'isin:INF174KA1JD7',
  name: 'Kotak Mahindra Mutual Fund',
  code: 'KTKSENSEX',
  isin: 'INF174KA1JD7',
  is_demo: false,
  bse_industry: 'Mutual Fund Scheme - ETF',
  bse_isubgroup_name: 'Mutual Fund Scheme - ETF',
};
const FUND_UNIT = { id: 'isin:INF200K01VT2', name: 'SBI Mutual Fund', code: 'SBISENSEX', isin: 'INF200K01VT2', is_demo: false };
const SCHEME_BY_INDUSTRY = { id: 'isin:INE000X01010', name: 'A Scheme BSE Classes As A Fund', code: 'SCHEME', isin: 'INE000X01010', is_demo: false, bse_isubgroup_name: 'Mutual Fund Scheme - ETF' };

describe.each(testDatabases())('listStocks on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await database.db.insertInto('companies').values([COMPANY, ETF, FUND_UNIT, SCHEME_BY_INDUSTRY]).execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('leaves out fund units and ETFs an earlier import stored', async () => {
    expect((await listStocks(database.db)).map((stock) => stock.id)).toEqual([COMPANY.id]);
  });
});
