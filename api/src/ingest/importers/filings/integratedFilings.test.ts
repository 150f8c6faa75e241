import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { integratedFilingXbrl, nseListCsv, nseListRow, resultsXbrl, type ResultsXbrlSpec } from '../../testing';
import { fakeEngine, importText } from '../testing/importHarness';

const TCS = { symbol: 'TCS', isin: 'INE467B01029', bseCode: '532540', name: 'Tata Consultancy Services Limited' };
const COMPANY = `isin:${TCS.isin}`;

/** TCS's standalone December 2023 quarter, with a balance sheet and cash flow, the same numbers in either taxonomy. */
const DECEMBER: ResultsXbrlSpec = {
  identity: TCS,
  basis: 'Standalone',
  reportingQuarter: 'Third quarter',
  quarter: {
    revenue: 51_234.56,
    other_income: 900.1,
    total_expenses: 38_000.25,
    finance_costs: 150,
    depreciation: 1_000,
    net_profit: 10_300.4,
    eps_basic: 28.46,
  },
  balanceSheet: { total_assets: 120_000.5, cash: 5_000.25, equity_share_capital: 362 },
  cashFlow: { operating_cash_flow: 30_000.75, capex: 1_500.5 },
};
const RESULTS_FILE = '15Jan2024_1800_INDAS_90011_11_15012024060000.xml';
const INTEGRATED_FILE = '29Jan2024_1000_INTEGRATED_FILING_FINANCIALS_90012_12_29012024100000.xml';

describe.each(testDatabases())('integrated filings import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  // TCS is the only company here: every filing stored is its.
  const filings = () =>
    database.db.selectFrom('filings').select(['id', 'company_id', 'document', 'basis', 'period_end', 'superseded_by']).orderBy('id').execute();
  const statementsOf = (filingId: number) =>
    database.db
      .selectFrom('filing_statements')
      .select(['statement', 'period_start', 'period_end', 'months', 'figures'])
      .where('filing_id', '=', filingId)
      .orderBy('statement')
      .execute();

  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([nseListRow({ symbol: 'TCS', name: TCS.name, isin: TCS.isin })]));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());
  // A statement rounded to lakhs, amounts in rupees as XBRL writes them: the stored crore figures must come out the same.
  const importIntegrated = () => importText(database.db, engine, 'filings', INTEGRATED_FILE, integratedFilingXbrl({ ...DECEMBER, rounding: 'Lakhs' }));

  it('stores an integrated filing’s figures as the in-bse-fin filing of the same quarter, and keeps the later one current, as a revision', async () => {
    await importText(database.db, engine, 'filings', RESULTS_FILE, resultsXbrl(DECEMBER));
    const integrated = await importIntegrated();
    expect(integrated.summary.parts[0]).toEqual({ part: 'filings', added: 1, updated: 0, unchanged: 0, removed: 0 });

    const stored = await filings();
    expect(stored.map((row) => [row.company_id, row.document, row.basis, row.period_end])).toEqual([
      [COMPANY, 'INDAS_90011_11_15012024060000.xml', 'standalone', '2023-12-31'],
      [COMPANY, 'INTEGRATED_FILING_FINANCIALS_90012_12_29012024100000.xml', 'standalone', '2023-12-31'],
    ]);
    const [original, later] = stored;
    expect(later?.superseded_by).toBeNull();
    expect(original?.superseded_by).toBe(later?.id);

    const fromResults = await statementsOf(original?.id ?? -1);
    expect(fromResults.map((row) => row.statement)).toEqual(['balance_sheet', 'cash_flow', 'quarter', 'year_to_date']);
    expect(await statementsOf(later?.id ?? -1)).toEqual(fromResults);
    expect(fromResults.find((row) => row.statement === 'quarter')?.figures).toMatchObject({ revenue: 51_234.56, net_profit: 10_300.4, eps_basic: 28.46 });

    const again = await importIntegrated();
    expect(again.summary.totals).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(await filings()).toEqual(stored);
  });

  it('refuses an integrated filing it cannot map, naming what it lacks, and stores nothing from it', async () => {
    const before = await filings();
    const refused = importText(
      database.db,
      engine,
      'filings',
      '30Jan2024_1000_INTEGRATED_FILING_FINANCIALS_90013_13_30012024100000.xml',
      integratedFilingXbrl({ ...DECEMBER, reportingQuarter: 'Half yearly', omit: ['LevelOfRounding'] }),
    );
    await expect(refused).rejects.toThrow(/it lacks LevelOfRounding/);
    expect(await filings()).toEqual(before);
  });
});
