import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../../db/testing/testDatabases';
import { bseListCsv, bseListRow, nseListCsv, nseListRow, resultsXbrl, shareholdingXbrl, utf8 } from '../../testing';
import { fakeEngine, importText, snapshotTables } from '../testing/importHarness';

const TCS = { symbol: 'TCS', isin: 'INE467B01029', bseCode: '532540', name: 'Tata Consultancy Services Limited' };
const TMPV = { id: 'isin:INE155A01022', isin: 'INE155A01022' };

/** TCS's FY2024 consolidated annual filing, as NSE names it with the broadcast time in front. */
const TCS_FY2024 = '12Apr2024_2101_INDAS_104549_1090527_12042024090154.xml';
const tcsAnnual = (revenue = 240_893) =>
  resultsXbrl({
    identity: TCS,
    basis: 'Consolidated',
    reportingQuarter: 'Yearly',
    quarter: { revenue: 61_237, net_profit: 12_502, net_profit_owners: 12_434, paid_up_capital: 362, face_value: 1, eps_basic: 34.37 },
    yearToDate: { revenue, net_profit: 46_099, net_profit_owners: 45_908, paid_up_capital: 362, face_value: 1, eps_basic: 125.88 },
    balanceSheet: { total_assets: 146_449, equity_share_capital: 362 },
    cashFlow: { operating_cash_flow: 44_338, capex: 2_674 },
  });

/** A database that fails every insert into one table, as one that drops mid-write would. */
const failingInsertsInto = (table: string): KyselyPlugin => ({
  transformQuery: ({ node }) => {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) throw new Error(`insert into ${table} failed`);
    return node;
  },
  transformResult: async ({ result }) => result,
});

describe.each(testDatabases())('filings import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  const filings = (companyId: string) =>
    database.db
      .selectFrom('filings')
      .select(['document', 'basis', 'period_end', 'filed_at', 'audited', 'superseded_by', 'id'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await open();
    await importText(
      database.db,
      engine,
      'nse-list',
      'EQUITY_L.csv',
      nseListCsv([
        nseListRow({ symbol: 'TCS', name: TCS.name, isin: TCS.isin }),
        nseListRow({ symbol: 'TMPV', name: 'Tata Motors Passenger Vehicles Limited', isin: TMPV.isin }),
        nseListRow({ symbol: 'NESTLEIND', name: 'Nestle India Limited', isin: 'INE239A01024' }),
        nseListRow({ symbol: 'INFY', name: 'Infosys Limited', isin: 'INE009A01021' }),
      ]),
    );
    await importText(
      database.db,
      engine,
      'bse-list',
      'Equity.csv',
      // A BSE list from after the rename: nothing current says TATAMOTORS any more.
      bseListCsv([bseListRow({ securityCode: '500570', issuerName: 'Tata Motors Passenger Vehicles Ltd.', securityId: 'TMPV', isin: TMPV.isin })]),
    );
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('stores a results filing with its source, its statements apart by kind, and changes nothing when it comes again', async () => {
    const { summary, analyses } = await importText(database.db, engine, 'filings', TCS_FY2024, tcsAnnual());
    expect(summary.parts).toEqual([
      { part: 'filings', added: 1, updated: 0, unchanged: 0, removed: 0 },
      { part: 'statements', added: 4, updated: 0, unchanged: 0, removed: 0 },
    ]);
    expect(summary.notes[0]).toBe('Matched to Tata Consultancy Services Limited (TCS) by ISIN INE467B01029');
    expect(analyses?.computed).toBe(1);
    expect(await filings('isin:INE467B01029')).toEqual([
      expect.objectContaining({
        document: 'INDAS_104549_1090527_12042024090154.xml',
        basis: 'consolidated',
        period_end: '2024-03-31',
        filed_at: '2024-04-12T21:01',
        audited: true,
      }),
    ]);
    const statements = await database.db
      .selectFrom('filing_statements')
      .select(['statement', 'period_start', 'period_end', 'months', 'figures'])
      .orderBy('statement')
      .execute();
    expect(statements.map((row) => [row.statement, row.period_start, row.period_end, row.months])).toEqual([
      ['balance_sheet', null, '2024-03-31', null],
      ['cash_flow', '2023-04-01', '2024-03-31', 12],
      ['quarter', '2024-01-01', '2024-03-31', 3],
      ['year_to_date', '2023-04-01', '2024-03-31', 12],
    ]);
    expect(statements.find((row) => row.statement === 'year_to_date')?.figures).toMatchObject({
      revenue: 240_893,
      net_profit_owners: 45_908,
      eps_basic: 125.88,
    });

    const again = await importText(database.db, engine, 'filings', TCS_FY2024, tcsAnnual());
    expect(again.summary.totals).toEqual({ added: 0, updated: 0, unchanged: 5, removed: 0 });
    expect(again.analyses).toBeUndefined();
  });

  it('keeps every filing of a revised period, the later one current, whatever order they come in', async () => {
    const original = 'INDAS_90001_1_12042024090154.xml';
    const revision = '26Apr2024_1633_INDAS_90002_2_26042024043332.xml';
    const quarter = (revenue: number) =>
      resultsXbrl({ identity: TCS, basis: 'Standalone', reportingQuarter: 'Third quarter', quarter: { revenue, net_profit: 100 } });
    await importText(database.db, engine, 'filings', revision, quarter(1100));
    const { summary } = await importText(database.db, engine, 'filings', `15Jan2024_1800_${original}`, quarter(1000));
    expect(summary.notes).toContain(
      'An earlier version: INDAS_90002_2_26042024043332.xml (filed 2024-04-26 16:33) was filed later for the period to 2023-12-31 and stays current; this one is kept beside it',
    );
    const stored = (await filings('isin:INE467B01029')).filter((row) => row.basis === 'standalone');
    const current = stored.find((row) => row.superseded_by === null);
    expect(current?.document).toBe('INDAS_90002_2_26042024043332.xml');
    expect(stored.find((row) => row.document === original)?.superseded_by).toBe(current?.id);
  });

  it('finds a renamed company by its BSE code, learns the old symbol, and then finds it by that symbol alone', async () => {
    const document = 'INDAS_117180_1341293_09012025093547.xml';
    const renamed = resultsXbrl({ identity: { symbol: 'TATAMOTORS', isin: null, bseCode: '500570', name: 'Tata Motors Limited' }, basis: 'Consolidated' });
    const { summary } = await importText(database.db, engine, 'filings', document, renamed);
    expect(summary.notes[0]).toBe('Matched to Tata Motors Passenger Vehicles Limited (TMPV) by BSE code 500570');
    const aliases = await database.db.selectFrom('company_aliases').select(['kind', 'value']).where('company_id', '=', TMPV.id).execute();
    expect(aliases).toEqual([{ kind: 'nse_symbol', value: 'TATAMOTORS' }]);

    const symbolOnly = resultsXbrl({ identity: { symbol: 'TATAMOTORS', isin: null, bseCode: null }, basis: 'Standalone' });
    const byFormer = await importText(database.db, engine, 'filings', 'INDAS_117181_1341294_09012025093547.xml', symbolOnly);
    expect(byFormer.summary.notes[0]).toBe('Matched to Tata Motors Passenger Vehicles Limited (TMPV) by symbol TATAMOTORS (a former symbol of the company)');
  });

  it('skips a filing that names no company we have, with the reason, unless --company says which', async () => {
    const unknown = resultsXbrl({ identity: { symbol: 'NOSUCH', isin: null, bseCode: null } });
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'filings', 'INDAS_1_1_01012024000000.xml', unknown);
    expect(summary.skipped).toEqual([
      { reason: 'no company has symbol NOSUCH (import the NSE and BSE lists first, or name it with --company)', count: 1, lines: [0] },
    ]);
    const after = await snapshotTables(database.db);
    expect({ ...after, import_runs: [] }).toEqual({ ...before, import_runs: [] });

    const named = await importText(database.db, engine, 'filings', 'INDAS_1_1_01012024000000.xml', unknown, { options: { company: 'INFY' } });
    expect(named.summary.notes[0]).toBe('Matched to Infosys Limited (INFY) by --company INFY');
    expect(named.summary.totals.added).toBeGreaterThan(0);
  });

  it('stores a transition year as the 15 months its figures cover, whichever filing comes first', async () => {
    const nestle = { symbol: 'NESTLEIND', isin: null, bseCode: null };
    const calendarYear = resultsXbrl({
      identity: nestle,
      financialYearStart: '2023-01-01',
      reportingQuarter: 'Fourth quarter',
      quarter: { revenue: 4_600.42, net_profit: 655 },
      yearToDate: { revenue: 19_126.3, net_profit: 2_999 },
    });
    const transition = resultsXbrl({
      identity: nestle,
      financialYearStart: '2023-04-01',
      reportingQuarter: 'Yearly',
      quarter: { revenue: 5_267.59, net_profit: 934 },
      yearToDate: { revenue: 24_393.89, net_profit: 3_933 },
    });
    const transitionFirst = await importText(database.db, engine, 'filings', '26Apr2024_1623_INDAS_104781_1109108_26042024042330.xml', transition);
    expect(transitionFirst.summary.notes.some((note) => note.includes('15 months'))).toBe(false);
    const { summary } = await importText(database.db, engine, 'filings', '08Feb2024_1204_INDAS_102696_1047773_08022024120443.xml', calendarYear);
    expect(summary.notes).toContain(
      'The standalone period to 2024-03-31 is filed as 2023-04-01 to 2024-03-31, but its revenue is that of 2023-01-01 to 2024-03-31 ' +
        '(2023-01-01 to 2023-12-31 and 2024-01-01 to 2024-03-31): 15 months',
    );
    const year = await database.db
      .selectFrom('filing_statements as s')
      .innerJoin('filings as f', 'f.id', 's.filing_id')
      .select(['s.period_start', 's.months', 's.declared_start', 's.length_note'])
      .where('f.document', '=', 'INDAS_104781_1109108_26042024042330.xml')
      .where('s.statement', '=', 'year_to_date')
      .executeTakeFirstOrThrow();
    expect(year).toMatchObject({ period_start: '2023-01-01', months: 15, declared_start: '2023-04-01' });
  });

  it('stores a shareholding pattern, percent or fraction alike', async () => {
    const infosys = { symbol: 'INFY', isin: 'INE009A01021', bseCode: '500209' };
    await importText(
      database.db,
      engine,
      'filings',
      'SHP_1_1_19012023040253_WEB.xml',
      shareholdingXbrl({ identity: infosys, asOf: '2022-12-31', promoterPct: 15.11, fpiPct: 36.28 }),
    );
    const fractions = shareholdingXbrl({ identity: infosys, asOf: '2023-03-31', promoterPct: 15.11, fpiPct: 36.28, scale: 'fraction' });
    const { summary } = await importText(database.db, engine, 'filings', 'SHP_2_2_19042023040253_WEB.xml', fractions);
    expect(summary.parts).toContainEqual({ part: 'shareholding', added: 1, updated: 0, unchanged: 0, removed: 0 });
    const rows = await database.db.selectFrom('shareholding_patterns').select(['as_of', 'promoter_pct', 'fii_pct', 'scale']).orderBy('as_of').execute();
    expect(rows).toEqual([
      { as_of: '2022-12-31', promoter_pct: 15.11, fii_pct: 36.28, scale: 'percent' },
      { as_of: '2023-03-31', promoter_pct: 15.11, fii_pct: 36.28, scale: 'fraction' },
    ]);
  });

  it.each([
    ['an HTML page saved as .xml', utf8('<!DOCTYPE html><html><body>Access Denied</body></html>'), 'this is an HTML page'],
    ['a document cut short', tcsAnnual().subarray(0, 3000), 'the document is cut short'],
    [
      'a document declaring entities',
      utf8('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xbrli:xbrl>&a;</xbrli:xbrl>'),
      'entities are never expanded',
    ],
    ['an Indian-GAAP filing', resultsXbrl({ taxonomy: 'indian_gaap', identity: TCS }), 'Indian-GAAP'],
  ])('refuses %s with its name and reason, and writes nothing', async (_what, bytes, reason) => {
    const before = await snapshotTables(database.db);
    await expect(importText(database.db, engine, 'filings', 'refused.xml', bytes)).rejects.toThrow(new RegExp(`^refused\\.xml(, line \\d+)?: .*${reason}`));
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('leaves the stored filing and its statements as they were when a revision fails half-way through writing', async () => {
    const revised = 'INDAS_104549_1090527_19042024090154.xml';
    await importText(database.db, engine, 'filings', revised, tcsAnnual(240_500));
    const before = await snapshotTables(database.db);
    const failing = database.db.withPlugin(failingInsertsInto('filing_statements'));
    // The filing row is updated and its old statements deleted before the insert that fails.
    await expect(importText(failing, engine, 'filings', revised, tcsAnnual(240_893))).rejects.toThrow('insert into filing_statements failed');
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('writes nothing in a dry run, but reports what it would do', async () => {
    const before = await snapshotTables(database.db);
    const { summary } = await importText(database.db, engine, 'filings', 'INDAS_2_2_01012025000000.xml', tcsAnnual(240_000), { dryRun: true });
    expect(summary.dryRun).toBe(true);
    expect(summary.parts[0]).toEqual({ part: 'filings', added: 1, updated: 0, unchanged: 0, removed: 0 });
    expect(await snapshotTables(database.db)).toEqual(before);
  });
});
