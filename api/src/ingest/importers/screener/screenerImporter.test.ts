import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { generatedIsin, nseListCsv, nseListRow, screenerWorkbook, standardScreenerSpec } from '../testing';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const MANUFACTURER = nseListRow({ symbol: 'SAMPLE', name: 'SAMPLE  MANUFACTURING LIMITED', isin: generatedIsin(11) });
const LENDER = nseListRow({ symbol: 'SAMPLEFIN', name: 'Sample Finance Services Limited', isin: generatedIsin(12) });
const TWINS = [nseListRow({ symbol: 'TWINA', name: 'Twin Co Limited', isin: generatedIsin(13) }), nseListRow({ symbol: 'TWINB', name: 'TWIN CO LTD.', isin: generatedIsin(14) })];

describe.each(testDatabases())('screener import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([MANUFACTURER, LENDER, ...TWINS]));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const id = (isin: string) => `isin:${isin}`;

  it('matches a workbook by normalised name, and imports its years, year-end and current prices', async () => {
    const bytes = await screenerWorkbook(standardScreenerSpec()); // 'Sample Manufacturing Ltd'
    const { summary, analyses } = await importText(database.db, engine, 'screener', 'Sample Manufacturing.xlsx', bytes);
    expect(summary.notes[0]).toBe(`Matched "Sample Manufacturing Ltd" to SAMPLE MANUFACTURING LIMITED (SAMPLE, ${id(MANUFACTURER.isin)}) by name`);
    expect(summary.parts).toEqual([
      { part: 'statement years', added: 3, updated: 0, unchanged: 0, removed: 0 },
      { part: 'prices', added: 4, updated: 0, unchanged: 0, removed: 0 },
      { part: 'company profile', added: 0, updated: 0, unchanged: 1, removed: 0 },
    ]);
    expect(analyses?.computed).toBe(1);
    const years = await database.db.selectFrom('financial_years').select(['fiscal_year', 'sales', 'operating_profit', 'eps', 'source', 'period_end']).where('company_id', '=', id(MANUFACTURER.isin)).orderBy('fiscal_year').execute();
    expect(years).toEqual([
      { fiscal_year: 2022, sales: 1000, operating_profit: 330, eps: 21, source: 'screener', period_end: '2022-03-31' },
      { fiscal_year: 2023, sales: 1200, operating_profit: 389, eps: 25.575, source: 'screener', period_end: '2023-03-31' },
      { fiscal_year: 2024, sales: 1500, operating_profit: 545, eps: 29.7, source: 'screener', period_end: '2024-03-31' },
    ]);
    const prices = await database.db.selectFrom('prices').select(['price', 'as_of', 'source']).where('company_id', '=', id(MANUFACTURER.isin)).orderBy('as_of').execute();
    expect(prices).toEqual([
      { price: 250, as_of: '2022-03-31', source: 'screener' },
      { price: 300, as_of: '2023-03-31', source: 'screener' },
      { price: 420, as_of: '2024-03-31', source: 'screener' },
      { price: 450, as_of: '2026-11-20', source: 'screener' },
    ]);
    const analysis = await database.db.selectFrom('analyses').select('payload').where('company_id', '=', id(MANUFACTURER.isin)).executeTakeFirstOrThrow();
    expect(analysis.payload.analysis_meta.data_sources).toEqual([
      { kind: 'nse_list', description: 'Company list: NSE equity list.', as_of: '2026-11-20' },
      { kind: 'screener', description: 'Annual statements from a Screener.in export, in ₹ crore, with its year-end and current share prices.', as_of: '2026-11-20' },
    ]);
  });

  it('changes nothing when the same workbook is imported again on a later day', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'screener', 'Sample Manufacturing.xlsx', await screenerWorkbook(standardScreenerSpec()), { today: '2026-12-24' });
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 8, removed: 0 });
    expect(summary.affectedCompanies).toBe(0);
    expect({ ...(await snapshotTables(database.db)), import_runs: [] }).toEqual({ ...before, import_runs: [] });
  });

  it('matches by the code in the file name first, and marks a bank or NBFC as a lender', async () => {
    const { summary } = await importText(database.db, engine, 'screener', 'SAMPLEFIN (1).xlsx', await screenerWorkbook(standardScreenerSpec({ lender: true })));
    expect(summary.notes[0]).toContain('by code SAMPLEFIN');
    expect(summary.parts).toContainEqual({ part: 'company profile', added: 0, updated: 1, unchanged: 0, removed: 0 });
    const company = await database.db.selectFrom('companies').select('is_lender').where('id', '=', id(LENDER.isin)).executeTakeFirstOrThrow();
    expect(company.is_lender).toBe(true);
  });

  it('refuses a workbook whose name matches two companies, naming them, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const bytes = await screenerWorkbook({ ...standardScreenerSpec(), companyName: 'Twin Co Ltd' });
    const failure = importText(database.db, engine, 'screener', 'twin.xlsx', bytes);
    await expect(failure).rejects.toThrow(/^twin\.xlsx, Data Sheet!B1: the name "Twin Co Ltd" matches 2 companies: Twin Co Limited \(TWINA, .*\); TWIN CO LTD\. \(TWINB, /);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('refuses a workbook that matches no company, saying what to do', async () => {
    const bytes = await screenerWorkbook({ ...standardScreenerSpec(), companyName: 'Nobody Industries Ltd' });
    await expect(importText(database.db, engine, 'screener', 'nobody.xlsx', bytes)).rejects.toThrow(
      'nobody.xlsx, Data Sheet!B1: no company named "Nobody Industries Ltd": import the NSE or BSE list first, or name the file after the company\'s NSE code (e.g. RELIANCE.xlsx)',
    );
  });
});
