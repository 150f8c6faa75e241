import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { guidanceLedgerCsv, guidanceLedgerRow, nseListCsv, nseListRow } from '../testing';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const TCS_ID = 'isin:INE467B01029';
const LEDGER = [
  guidanceLedgerRow(), // TCS by NSE code
  guidanceLedgerRow({ metric: 'operating_margin_pct', guidedValue: 25, actual: 24.1, statement: 'Margins in the 25-26% band' }),
  guidanceLedgerRow({
    company: 'INE002A01018',
    fiscalYear: 2025,
    metric: 'capex_crore',
    guidedValue: 130000,
    actual: null,
    statement: 'Capex around 1.3 lakh crore',
    source: 'AGM 2024',
    statedOn: '2024-08-29',
  }),
];

describe.each(testDatabases())('guidance import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(
      database.db,
      engine,
      'nse-list',
      'EQUITY_L.csv',
      nseListCsv([nseListRow(), nseListRow({ symbol: 'TCS', name: 'Tata Consultancy Services Limited', isin: 'INE467B01029' })]),
    );
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const stored = () =>
    database.db
      .selectFrom('management_guidance')
      .select(['company_id', 'fiscal_year', 'metric', 'guided_value', 'actual', 'source', 'stated_on'])
      .orderBy('company_id')
      .orderBy('metric')
      .orderBy('stated_on')
      .execute();

  it('writes guidance for companies named by NSE code or ISIN', async () => {
    const { summary, analyses } = await importText(database.db, engine, 'guidance', 'guidance.csv', guidanceLedgerCsv(LEDGER));
    expect(summary.totals).toEqual({ added: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(analyses?.computed).toBe(2);
    expect(await stored()).toEqual([
      {
        company_id: 'isin:INE002A01018',
        fiscal_year: 2025,
        metric: 'capex_crore',
        guided_value: 130000,
        actual: null,
        source: 'AGM 2024',
        stated_on: '2024-08-29',
      },
      {
        company_id: TCS_ID,
        fiscal_year: 2024,
        metric: 'operating_margin_pct',
        guided_value: 25,
        actual: 24.1,
        source: 'Q4 FY2023 earnings call',
        stated_on: '2023-04-12',
      },
      {
        company_id: TCS_ID,
        fiscal_year: 2024,
        metric: 'revenue_growth_pct',
        guided_value: 10,
        actual: 6.8,
        source: 'Q4 FY2023 earnings call',
        stated_on: '2023-04-12',
      },
    ]);
    const analysis = await database.db.selectFrom('analyses').select('payload').where('company_id', '=', TCS_ID).executeTakeFirstOrThrow();
    expect(analysis.payload.analysis_meta.data_sources).toContainEqual({
      kind: 'guidance_ledger',
      description: 'Management guidance recorded from earnings calls and annual reports.',
      as_of: '2023-04-12',
    });
  });

  it('changes nothing on a second run', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'guidance', 'guidance.csv', guidanceLedgerCsv(LEDGER));
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
    expect((await snapshotTables(database.db)).management_guidance).toEqual(before.management_guidance);
  });

  it('treats the ledger as the whole record of the companies it names: updates, keeps revisions, removes what it dropped', async () => {
    const revised = guidanceLedgerRow({
      guidedValue: 8,
      actual: null,
      statement: 'Revenue growth lowered to 8%',
      source: 'Q2 FY2024 earnings call',
      statedOn: '2023-10-11',
    });
    const ledger = [{ ...LEDGER[0]!, actual: 7.0 }, revised]; // TCS only: its margin row is gone, Reliance is not named
    const { summary } = await importText(database.db, engine, 'guidance', 'guidance.csv', guidanceLedgerCsv(ledger));
    expect(summary.totals).toEqual({ added: 1, updated: 1, unchanged: 0, removed: 1 });
    expect((await stored()).map((row) => [row.company_id, row.metric, row.stated_on, row.actual])).toEqual([
      ['isin:INE002A01018', 'capex_crore', '2024-08-29', null],
      [TCS_ID, 'revenue_growth_pct', '2023-04-12', 7],
      [TCS_ID, 'revenue_growth_pct', '2023-10-11', null],
    ]);
  });

  it('stops at an unknown company, naming the line, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const ledger = [LEDGER[0]!, LEDGER[1]!, guidanceLedgerRow({ company: 'NOSUCHCO' })];
    await expect(importText(database.db, engine, 'guidance', 'ledger.csv', guidanceLedgerCsv(ledger))).rejects.toThrow(
      'ledger.csv, line 4: unknown company "NOSUCHCO": no company has this NSE code or ISIN (import the NSE or BSE list first)',
    );
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('stops at the same guidance written twice, naming both lines', async () => {
    await expect(importText(database.db, engine, 'guidance', 'ledger.csv', guidanceLedgerCsv([LEDGER[0]!, LEDGER[0]!]))).rejects.toThrow(
      'ledger.csv, line 3: the same company, fiscal year, metric, source and date as line 2',
    );
  });
});
