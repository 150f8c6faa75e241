import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { bseListCsv, bseListRow, generatedIsin, nseListCsv, nseListRow } from '../testing';
import { summaryLines } from '../cli/printSummary';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const NSE = [
  nseListRow(),
  nseListRow({ symbol: 'TCS', name: 'Tata Consultancy Services Limited', isin: 'INE467B01029' }),
  nseListRow({ symbol: 'OLDCO', name: 'Old Company Limited', isin: generatedIsin(5) }),
];
const BSE = [
  bseListRow(), // Reliance: on NSE too
  bseListRow({
    securityCode: '532540',
    issuerName: 'Tata Consultancy Services Ltd',
    securityId: 'TCS',
    securityName: 'TATA CONSULTANCY SERVICES LTD.',
    isin: 'INE467B01029',
    sectorName: 'Information Technology',
  }),
  bseListRow({
    securityCode: '531001',
    issuerName: 'Bse Only Industries Ltd',
    securityId: 'BSEONLY',
    securityName: 'BSE ONLY INDUSTRIES LTD.',
    isin: generatedIsin(6),
    sectorName: 'Industrials',
  }),
  // Its BSE ticker is another company's NSE symbol: it takes its 6-digit code instead.
  bseListRow({
    securityCode: '531002',
    issuerName: 'Tcs Tiles Ltd',
    securityId: 'TCS',
    securityName: 'TCS TILES LTD.',
    isin: generatedIsin(7),
    sectorName: 'Industrials',
  }),
  bseListRow({
    securityCode: '531003',
    issuerName: 'Gone Away Ltd',
    securityId: 'GONE',
    securityName: 'GONE AWAY LTD.',
    isin: generatedIsin(8),
    status: 'Delisted',
  }),
  bseListRow({
    securityCode: '531004',
    issuerName: 'Old Company Ltd',
    securityId: 'OLDCO',
    securityName: 'OLD COMPANY LTD.',
    isin: generatedIsin(5),
    status: 'Suspended',
  }),
];

describe.each(testDatabases())('bse-list import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv(NSE));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const company = (isin: string) =>
    database.db
      .selectFrom('companies')
      .select(['name', 'code', 'sector', 'bse_code', 'bse_id', 'bse_status', 'bse_as_of', 'nse_as_of'])
      .where('isin', '=', isin)
      .executeTakeFirst();

  it('joins NSE companies on ISIN, keeping their NSE name and code, and adds active BSE-only companies', async () => {
    const { summary } = await importText(database.db, engine, 'bse-list', 'Equity.csv', bseListCsv(BSE));
    expect(summary.totals).toEqual({ added: 2, updated: 3, unchanged: 0, removed: 0 });
    expect(summary.skipped).toEqual([{ reason: 'Delisted on BSE and not a company we have: not added', count: 1, lines: [6] }]);
    expect(await company('INE002A01018')).toEqual({
      name: 'Reliance Industries Limited',
      code: 'RELIANCE',
      sector: 'Energy',
      bse_code: '500325',
      bse_id: 'RELIANCE',
      bse_status: 'Active',
      bse_as_of: '2026-11-20',
      nse_as_of: '2026-11-20',
    });
    expect(await company(generatedIsin(6))).toMatchObject({ name: 'Bse Only Industries Ltd', code: 'BSEONLY', bse_code: '531001', nse_as_of: null });
    expect(await company(generatedIsin(7))).toMatchObject({ name: 'Tcs Tiles Ltd', code: '531002', bse_id: 'TCS' });
    expect(await company(generatedIsin(8))).toBeUndefined();
  });

  it('records a suspended scrip of a company we have instead of deleting it', async () => {
    expect(await company(generatedIsin(5))).toMatchObject({ name: 'Old Company Limited', code: 'OLDCO', bse_status: 'Suspended' });
  });

  it('changes nothing on a second run', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'bse-list', 'Equity.csv', bseListCsv(BSE), { today: '2027-01-04' });
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 5, removed: 0 });
    expect((await snapshotTables(database.db)).companies).toEqual(before.companies);
  });

  it("keeps every level of BSE's classification and the kind it implies, and re-analyses a reclassified company", async () => {
    const icici = nseListRow({ symbol: 'ICICIBANK', name: 'ICICI Bank Limited', isin: 'INE090A01021' });
    await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([...NSE, icici]));
    const bank = bseListRow({
      securityCode: '532174',
      issuerName: 'ICICI Bank Ltd.',
      securityId: 'ICICIBANK',
      securityName: 'ICICI BANK LTD.',
      isin: 'INE090A01021',
      industry: 'Private Sector Bank',
      sectorName: 'Financial Services',
      industryNewName: 'Financial Services',
      igroupName: 'Banks',
      isubgroupName: 'Private Sector Bank',
    });
    const { summary, analyses } = await importText(database.db, engine, 'bse-list', 'Equity.csv', bseListCsv([...BSE, bank]));
    expect(summary.notes[0]).toMatch(/^Kinds: 5 industrial, 1 lender \(BSE's classification/);
    expect(analyses?.computed).toBe(1);
    const stored = await database.db
      .selectFrom('companies')
      .select(['sector', 'industry', 'bse_igroup_name', 'bse_isubgroup_name', 'bse_industry', 'kind', 'kind_source', 'kind_reason'])
      .where('isin', '=', 'INE090A01021')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      sector: 'Financial Services',
      industry: 'Financial Services',
      bse_igroup_name: 'Banks',
      bse_isubgroup_name: 'Private Sector Bank',
      bse_industry: 'Private Sector Bank',
      kind: 'lender',
      kind_source: 'bse_list',
      kind_reason: "BSE basic industry 'Private Sector Bank'",
    });
    const payload = await database.db.selectFrom('analyses').select('payload').where('company_id', '=', 'isin:INE090A01021').executeTakeFirstOrThrow();
    expect(payload.payload.analysis_meta.classification).toEqual({
      kind: 'lender',
      kind_source: 'bse_list',
      kind_reason: "BSE basic industry 'Private Sector Bank'",
      sector: 'Financial Services',
      industry: 'Financial Services',
    });
  });

  it('names the company list and its date among the data sources of the analysis', async () => {
    const payload = await database.db.selectFrom('analyses').select('payload').where('company_id', '=', 'isin:INE002A01018').executeTakeFirstOrThrow();
    expect(payload.payload.analysis_meta.data_sources).toEqual([
      { kind: 'nse_list', description: 'Company list: NSE equity list.', as_of: '2026-11-20' },
      { kind: 'bse_list', description: 'Company list: BSE list of scrips.', as_of: '2026-11-20' },
    ]);
  });

  it("imports an older 10-column list with a delisted scrip without an ISIN whose Face Value is '-', skipping that row with its reason", async () => {
    const gone = bseListRow({ securityCode: '500001', issuerName: '', securityId: 'OLDCO', status: 'Delisted', group: '', faceValue: '-', isin: '' });
    const text = bseListCsv([...BSE, gone], { layout: 'isin-industry-instrument' });
    const { summary } = await importText(database.db, engine, 'bse-list', 'Equity.csv', text, { dryRun: true });
    expect(summary.skipped).toEqual([
      { reason: 'Delisted on BSE and not a company we have: not added', count: 1, lines: [6] },
      { reason: 'no ISIN', count: 1, lines: [8] },
    ]);
    expect(summaryLines(summary)).toContain('  would skip 1: no ISIN (line 8)');
  });
});
