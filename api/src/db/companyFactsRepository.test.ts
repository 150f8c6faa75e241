import { type FinancialYear } from '../analysis/types';
import { deriveSources, loadCompanyFacts, loadCompanyFactsBatch } from './companyFactsRepository';
import { financialYearToRow } from './financialYearRows';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';

/** A hand-written listed company (fictional ISIN), imported from Screener and bhavcopy files. */
const ID = 'isin:INE000X01014';

function year(fiscalYear: number, overrides: Partial<FinancialYear> = {}): FinancialYear {
  return {
    fiscalYear,
    sales: 1000 + fiscalYear - 2020,
    operatingProfit: 150,
    otherIncome: 10,
    depreciation: 40,
    interest: 20,
    profitBeforeTax: 100,
    netProfit: 74.83,
    eps: 7.48,
    shares: 10,
    equity: 10,
    reserves: 500,
    borrowings: 200,
    totalAssets: 900,
    currentAssets: 400,
    currentLiabilities: 250,
    netBlock: 350,
    cwip: 25,
    receivables: 120,
    inventory: 140,
    cash: 60,
    operatingCashFlow: 110,
    capex: 70,
    capexEstimated: false,
    dividends: 15,
    otherLiabilities: 120,
    rawMaterialCost: 410,
    sellingAndAdmin: null,
    ...overrides,
  };
}

describe.each(testDatabases())('loadCompanyFacts on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await db
      .insertInto('companies')
      .values({ id: ID, name: 'Example Listed Ltd', code: 'EXLIST', isin: 'INE000X01014', sector: 'Chemicals', series: 'EQ', listing_date: '2004-08-12' })
      .execute();
    // Inserted out of order, with a gap (FY2022) and unknown figures.
    await db
      .insertInto('financial_years')
      .values([
        financialYearToRow(ID, year(2024, { currentAssets: null, currentLiabilities: null }), 'screener'),
        financialYearToRow(ID, year(2021, { capex: 64.5, capexEstimated: true }), 'screener'),
        financialYearToRow(ID, year(2023, { otherIncome: null, inventory: 0 }), 'screener'),
        // A 3-month transition period: stored, but the engine reads twelve-month periods only.
        { ...financialYearToRow(ID, year(2023, { sales: 1 }), 'screener', '2022-12-31'), months: 3 },
      ])
      .execute();
    await db
      .insertInto('prices')
      .values([
        { company_id: ID, price: 412.35, as_of: '2026-11-20', source: 'bhavcopy' },
        { company_id: ID, price: 388.1, as_of: '2024-03-31', source: 'bhavcopy' },
        { company_id: ID, price: 301.0, as_of: '2023-03-31', source: 'bhavcopy' },
        // Closes far from any quarter end are history the engine does not read; one near a quarter end it does (a December year end).
        { company_id: ID, price: 350, as_of: '2023-08-15', source: 'bhavcopy', exchange: 'NSE' },
        { company_id: ID, price: 340, as_of: '2023-12-29', source: 'bhavcopy', exchange: 'NSE' },
      ])
      .execute();
    await db
      .insertInto('quarterly_results')
      .values(
        ['2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'].map(
          (period_end, i) => ({
            company_id: ID,
            period_end,
            sales: 100 + i,
            operating_profit: 20,
            net_profit: 10 + i,
            source: 'screener',
          }),
        ),
      )
      .execute();
    await db
      .insertInto('management_guidance')
      .values([
        {
          company_id: ID,
          fiscal_year: 2025,
          metric: 'revenue_growth_pct',
          guided_value: 15,
          actual: null,
          statement: 'Revenue to grow 15% in FY2025.',
          source: 'Q4 FY2024 earnings call',
          stated_on: '2024-05-14',
        },
        {
          company_id: ID,
          fiscal_year: 2024,
          metric: 'capex_crore',
          guided_value: 80,
          actual: 70,
          statement: 'Capex of ₹80 crore in FY2024 for new capacity.',
          source: 'FY2023 annual report',
          stated_on: null,
        },
      ])
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('returns the profile, years and prices oldest first, guidance and sources', async () => {
    const facts = await loadCompanyFacts(database.db, ID);
    expect(facts).toEqual({
      profile: {
        id: ID,
        name: 'Example Listed Ltd',
        code: 'EXLIST',
        isin: 'INE000X01014',
        sector: 'Chemicals',
        industry: null,
        isDemo: false,
        isLender: false,
        kind: 'industrial',
        kindSource: 'default',
        kindReason: null,
      },
      years: [
        year(2021, { capex: 64.5, capexEstimated: true, periodEnd: '2021-03-31' }),
        year(2023, { otherIncome: null, inventory: 0, periodEnd: '2023-03-31' }),
        year(2024, { currentAssets: null, currentLiabilities: null, periodEnd: '2024-03-31' }),
      ],
      prices: [
        { price: 301, asOf: '2023-03-31', source: 'bhavcopy' },
        { price: 340, asOf: '2023-12-29', source: 'bhavcopy' },
        { price: 388.1, asOf: '2024-03-31', source: 'bhavcopy' },
        { price: 412.35, asOf: '2026-11-20', source: 'bhavcopy' },
      ],
      shortPeriods: [{ periodEnd: '2022-12-31', months: 3 }],
      // The latest eight quarters, oldest first.
      quarters: ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'].map((periodEnd, i) => ({
        periodEnd,
        sales: 102 + i,
        operatingProfit: 20,
        netProfit: 12 + i,
        // Other income, profit before tax and tax unknown: absent, as QuarterResult says.
      })),
      guidance: [
        {
          fiscalYear: 2024,
          metric: 'capex_crore',
          guidedValue: 80,
          actual: 70,
          statement: 'Capex of ₹80 crore in FY2024 for new capacity.',
          source: 'FY2023 annual report',
        },
        {
          fiscalYear: 2025,
          metric: 'revenue_growth_pct',
          guidedValue: 15,
          actual: null,
          statement: 'Revenue to grow 15% in FY2025.',
          source: 'Q4 FY2024 earnings call',
        },
      ],
      sources: [
        { kind: 'screener', description: expect.stringContaining('Screener'), asOf: '2024-03-31' },
        { kind: 'bhavcopy', description: expect.stringContaining('bhavcopy'), asOf: '2026-11-20' },
        { kind: 'guidance_ledger', description: expect.stringContaining('guidance'), asOf: '2024-05-14' },
      ],
    });
  });

  it('returns undefined for an unknown company, and only known companies from a batch', async () => {
    expect(await loadCompanyFacts(database.db, 'demo:0404')).toBeUndefined();
    const batch = await loadCompanyFactsBatch(database.db, [ID, 'demo:0404', ID]);
    expect([...batch.keys()]).toEqual([ID]);
    expect((await loadCompanyFactsBatch(database.db, [])).size).toBe(0);
  });

  it('gives a company with no facts yet empty lists', async () => {
    await database.db.insertInto('companies').values({ id: 'demo:0500', name: 'Empty Demo Ltd', is_demo: true, kind: 'lender', kind_source: 'demo' }).execute();
    expect(await loadCompanyFacts(database.db, 'demo:0500')).toEqual({
      profile: {
        id: 'demo:0500',
        name: 'Empty Demo Ltd',
        code: '',
        isin: null,
        sector: null,
        industry: null,
        isDemo: true,
        isLender: true,
        kind: 'lender',
        kindSource: 'demo',
        kindReason: null,
      },
      years: [],
      prices: [],
      guidance: [],
      sources: [{ kind: 'demo', description: expect.any(String), asOf: null }],
      quarters: [],
      shortPeriods: [],
    });
  });

  it('carries the corporate actions that change a share count, not dividends', async () => {
    await database.db.insertInto('companies').values({ id: 'isin:INE000Y01019', name: 'Bonus Issuer Ltd' }).execute();
    const action = { company_id: 'isin:INE000Y01019', record_date: null, ratio_from: 1, ratio_to: 1, amount: null, source: 'bc.csv' };
    await database.db
      .insertInto('corporate_actions')
      .values([
        { ...action, kind: 'bonus', ex_date: '2025-08-08', share_multiplier: 2, description: 'Bonus 1:1', identity_key: 'bonus|2025-08-08' },
        {
          ...action,
          kind: 'dividend',
          ex_date: '2025-07-01',
          share_multiplier: null,
          amount: 10,
          description: 'Dividend',
          identity_key: 'dividend|2025-07-01',
        },
      ])
      .execute();
    expect((await loadCompanyFacts(database.db, 'isin:INE000Y01019'))?.corporateActions).toEqual([{ kind: 'bonus', exDate: '2025-08-08', shareMultiplier: 2 }]);
  });
});

describe('deriveSources', () => {
  it('names the basis of Screener statements when the importer was told it', () => {
    expect(deriveSources({ is_demo: false }, [{ fiscal_year: 2024, source: 'screener', period_end: '2024-03-31', basis: 'standalone' }], [], [])).toEqual([
      {
        kind: 'screener',
        description: expect.stringMatching(/^Annual standalone statements from a Screener\.in export/),
        asOf: '2024-03-31',
        basis: 'standalone',
      },
    ]);
  });

  it('says the basis is not recorded when --basis was not given, and which years came from which export', () => {
    const [screener] = deriveSources(
      { is_demo: false },
      [
        { fiscal_year: 2023, source: 'screener', period_end: '2023-03-31', basis: null, export_latest_year: '2024-03-31', export_latest_quarter: null },
        { fiscal_year: 2024, source: 'screener', period_end: '2024-03-31', basis: null, export_latest_year: '2025-03-31', export_latest_quarter: '2025-06-30' },
        { fiscal_year: 2025, source: 'screener', period_end: '2025-03-31', basis: null, export_latest_year: '2025-03-31', export_latest_quarter: '2025-06-30' },
      ],
      [],
      [],
    );
    expect(screener?.description).toContain(
      'Whether they are consolidated or standalone is not recorded: the export does not say, and the import was not given --basis.',
    );
    expect(screener?.notes).toEqual([
      expect.stringContaining(
        'The years come from 2 Screener exports: FY2023 from the export with years to 2024-03-31; FY2024–FY2025 from the export with years to 2025-03-31 and quarters to 2025-06-30.',
      ),
    ]);
    // The same, as data the analysis words itself (api/src/analysis/v1/metaNotes.ts).
    expect(screener?.exports).toEqual([
      { years: 'FY2023', years_to: '2024-03-31' },
      { years: 'FY2024–FY2025', years_to: '2025-03-31', quarters_to: '2025-06-30' },
    ]);
  });

  it('ignores source names it does not know instead of guessing', () => {
    expect(deriveSources({ is_demo: false }, [{ fiscal_year: 2024, source: 'spreadsheet' }], [{ as_of: '2024-03-31', source: 'yahoo' }], [])).toEqual([]);
  });

  it('names the exchange lists a company came from, and dates a statement year by its own period end', () => {
    expect(
      deriveSources(
        { is_demo: false, nse_as_of: '2026-11-20', bse_as_of: '2026-11-21' },
        [
          { fiscal_year: 2023, source: 'screener', period_end: '2022-12-31' },
          { fiscal_year: 2024, source: 'screener' },
        ],
        [],
        [],
      ),
    ).toEqual([
      { kind: 'nse_list', description: 'Company list: NSE equity list.', asOf: '2026-11-20' },
      { kind: 'bse_list', description: 'Company list: BSE list of scrips.', asOf: '2026-11-21' },
      { kind: 'screener', description: expect.stringContaining('Screener'), asOf: '2024-03-31' },
    ]);
    expect(
      deriveSources({ is_demo: false, nse_as_of: null, bse_as_of: null }, [{ fiscal_year: 2024, source: 'screener', period_end: '2023-12-31' }], [], []),
    ).toEqual([{ kind: 'screener', description: expect.any(String), asOf: '2023-12-31' }]);
  });

  it('keeps the latest date per kind', () => {
    expect(
      deriveSources(
        { is_demo: false },
        [],
        [
          { as_of: '2024-03-31', source: 'live_price' },
          { as_of: '2026-11-20', source: 'live_price' },
        ],
        [],
      ),
    ).toEqual([{ kind: 'live_price', description: expect.any(String), asOf: '2026-11-20' }]);
  });
});
