import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';
import { insertFiling } from './filingRepository';
import { upsertFinancialYears } from './financialYearImportRepository';
import { listStocks } from './stockRepository';
import { demoYear } from './testing/financialYearRows';

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
const SCHEME_BY_INDUSTRY = {
  id: 'isin:INE000X01010',
  name: 'A Scheme BSE Classes As A Fund',
  code: 'SCHEME',
  isin: 'INE000X01010',
  is_demo: false,
  bse_isubgroup_name: 'Mutual Fund Scheme - ETF',
};

// Rows an NSE list import stored before its non-equity series were skipped (db/companyEquity.ts).
const GOLD_BOND = {
  id: 'isin:IN0020230168',
  name: '2.50% Sovereign Gold Bond 2023-24 Series III',
  code: 'SGBDE31III',
  isin: 'IN0020230168',
  series: 'GB',
  is_demo: false,
};
const DEBT = { id: 'isin:IN0020200092', name: '9.5% Secured Debentures', code: 'DEBTCO', isin: 'IN0020200092', series: 'N1', is_demo: false };
const SME = { id: 'isin:INE004A07011', name: 'An SME Company Limited', code: 'SMECO', isin: 'INE004A07011', series: 'SM', is_demo: false };

describe.each(testDatabases())('listStocks on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await database.db.insertInto('companies').values([COMPANY, ETF, FUND_UNIT, SCHEME_BY_INDUSTRY, GOLD_BOND, DEBT, SME]).execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('says which companies have statements: annual rows, or an annual results filing', async () => {
    const other = { id: 'isin:INE009A01021', name: 'Infosys Limited', code: 'INFY', isin: 'INE009A01021', is_demo: false };
    const filed = { id: 'isin:INE467B01029', name: 'Tata Consultancy Services Limited', code: 'TCS', isin: 'INE467B01029', is_demo: false };
    await database.db.insertInto('companies').values([other, filed]).execute();
    await upsertFinancialYears(database.db, [demoYear(other.id, 2024)]);
    await insertFiling(database.db, {
      company_id: filed.id,
      kind: 'results',
      document: 'INDAS_1_1.xml',
      content_hash: 'tcs-fy',
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
    const flags = Object.fromEntries((await listStocks(database.db)).map((stock) => [stock.code, stock.has_statements]));
    expect(flags).toEqual({ INFY: true, TCS: true, RELIANCE: false, SMECO: false });
  });

  it('leaves out fund units and ETFs an earlier import stored', async () => {
    const listed = (await listStocks(database.db)).map((stock) => stock.id);
    expect(listed).toContain(COMPANY.id);
    expect(listed.filter((id) => [ETF.id, FUND_UNIT.id, SCHEME_BY_INDUSTRY.id].includes(id))).toEqual([]);
  });

  it('leaves out NSE series that are not a company’s equity (gold bonds, debt), keeping SME shares', async () => {
    const listed = (await listStocks(database.db)).map((stock) => stock.id);
    expect(listed).toContain(SME.id);
    expect(listed.filter((id) => [GOLD_BOND.id, DEBT.id].includes(id))).toEqual([]);
  });
});
