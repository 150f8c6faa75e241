import { year } from '../analysis/testing/builders';
import { loadCompanyFacts } from './companyFactsRepository';
import { insertFiling, replaceStatements, type NewStatement } from './filingRepository';
import { recordAliases } from './companyAliasRepository';
import { financialYearToRow } from './financialYearRows';
import { upsertFinancialYears } from './financialYearImportRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';

const ID = 'isin:INE000Y01011';

/** A consolidated annual filing for the year to 31 March `year`, with its balance sheet and cash flow. */
async function annualFiling(database: TestDatabase, year: number, statements: { bs?: boolean } = {}): Promise<void> {
  const end = `${year}-03-31`;
  const id = await insertFiling(database.db, {
    company_id: ID,
    kind: 'results',
    document: `INDAS_${year}_0104${year}000000.xml`,
    content_hash: String(year),
    taxonomy: 'ind_as',
    basis: 'consolidated',
    reporting: 'FY',
    period_end: end,
    financial_year_start: `${year - 1}-04-01`,
    financial_year_end: end,
    filed_at: `${year}-04-20T18:00`,
    audited: true,
    notes: [],
  });
  const rows: NewStatement[] = [
    {
      statement: 'year_to_date',
      period_start: `${year - 1}-04-01`,
      period_end: end,
      months: 12,
      figures: {
        revenue: 1000 * (year - 2017),
        operating_profit: 200,
        net_profit: 120,
        net_profit_owners: 110,
        eps_basic: 11,
        paid_up_capital: 10,
        face_value: 1,
        finance_costs: 5,
        cost_of_materials: 300,
      },
    },
    {
      statement: 'cash_flow',
      period_start: `${year - 1}-04-01`,
      period_end: end,
      months: 12,
      figures: { operating_cash_flow: 150, capex: 40, dividends_paid: 30 },
    },
  ];
  if (statements.bs === true) {
    rows.push({
      statement: 'balance_sheet',
      period_start: null,
      period_end: end,
      months: null,
      figures: {
        total_assets: 2000,
        equity_share_capital: 10,
        other_equity: 900,
        borrowings: 100,
        total_liabilities: 1090,
        current_assets: 700,
        current_liabilities: 400,
      },
    });
  }
  await replaceStatements(database.db, id, rows);
}

describe.each(testDatabases())('the engine’s facts of a company with filings, on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await database.db.insertInto('companies').values({ id: ID, name: 'Filed Example Ltd', code: 'FILEDX', isin: 'INE000Y01011' }).execute();
    await annualFiling(database, 2023);
    await annualFiling(database, 2024, { bs: true });
    // A Screener export (no --basis) for an older year and one the filings cover, agreeing with them.
    await upsertFinancialYears(database.db, [
      { ...financialYearToRow(ID, year(2022, { sales: 4000, netProfit: 100, reserves: 800, equity: 10 }), 'screener'), months: 12 },
      { ...financialYearToRow(ID, year(2023, { sales: 6000, netProfit: 110, dividends: 25 }), 'screener'), months: 12 },
    ]);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('reads one merged history: the export’s older year, then the filings’ years with their balance sheets and cash flows', async () => {
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.years.map((year) => [year.periodEnd, year.sales])).toEqual([
      ['2022-03-31', 4000],
      ['2023-03-31', 6000],
      ['2024-03-31', 7000],
    ]);
    const latest = facts?.years.at(-1);
    expect(latest).toMatchObject({
      fiscalYear: 2024,
      netProfit: 110, // the owners' share, as Screener's Net profit and EPS are
      eps: 11,
      shares: 10, // ₹10 crore paid up at ₹1 a share: 10 crore shares
      interest: 5,
      totalAssets: 2000,
      equity: 10,
      reserves: 900,
      borrowings: 100,
      otherLiabilities: 990,
      operatingCashFlow: 150,
      capex: 40,
      capexEstimated: false,
      dividends: 30,
      rawMaterialCost: 300,
    });
    // The filing wins the year both give, but the export's dividends (declared) stay the engine's measure.
    expect(facts?.years[1]).toMatchObject({ netProfit: 110, dividends: 25, capex: 40 });
  });

  it('names the filings among its sources, with the basis', async () => {
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts?.sources).toContainEqual(
      expect.objectContaining({ kind: 'exchange_filing', asOf: '2024-03-31', basis: 'consolidated', notes: [], reasons: [] }),
    );
    expect(facts?.sources).toContainEqual(expect.objectContaining({ kind: 'screener', basis: 'consolidated' }));
  });

  it('says when filings were made under a symbol the company no longer trades as (a rename or a demerger since)', async () => {
    await recordAliases(database.db, [
      { company_id: ID, kind: 'nse_symbol', value: 'OLDFILED', source: 'filing INDAS_2023_01042023000000.xml', recorded_on: '2024-08-01' },
    ]);
    const filing = (await loadCompanyFacts(database.db, ID))?.sources.find((source) => source.kind === 'exchange_filing');
    expect(filing?.notes).toEqual([
      expect.stringMatching(
        /^Filings on record were made under the symbol OLDFILED, not FILEDX: the company has changed identity since \(a rename, a merger or a demerger\)\./,
      ),
    ]);
    expect(filing?.notes?.[0]).toContain('growth, returns and per-share figures across it are not like for like');
    expect(filing?.reasons).toEqual([{ code: 'source.earlier_symbol', params: { symbols: ['OLDFILED'], current_symbol: 'FILEDX' } }]);
  });
});
