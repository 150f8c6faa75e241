import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { generatedIsin, generatedNseList, nseListCsv, nseListRow } from '../testing';
import { ImportFailedError } from './importErrors';
import { fakeEngine, importText, snapshotTables } from './testing/importHarness';

const RELIANCE = nseListRow();
const TCS = nseListRow({ symbol: 'TCS', name: 'Tata Consultancy Services Limited', isin: 'INE467B01029', listingDate: '2004-08-25' });
const MM = nseListRow({ symbol: 'M&M', name: 'Mahindra  &  Mahindra Limited', isin: 'INE101A01026', series: 'BE', listingDate: null });

describe.each(testDatabases())('nse-list import on $name', ({ open }) => {
  let database: TestDatabase;
  const engine = fakeEngine();
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const companies = () =>
    database.db.selectFrom('companies').select(['id', 'name', 'code', 'isin', 'series', 'listing_date', 'nse_as_of']).orderBy('id').execute();

  it('adds every listing keyed by ISIN, with its symbol as the code, series and listing date', async () => {
    const { summary, analyses } = await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([RELIANCE, TCS, MM]));
    expect(summary.totals).toEqual({ added: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(summary.skippedTotal).toBe(0);
    expect(summary.notes).toEqual(['Series: 2 EQ, 1 BE']);
    expect(await companies()).toEqual([
      {
        id: 'isin:INE002A01018',
        name: 'Reliance Industries Limited',
        code: 'RELIANCE',
        isin: 'INE002A01018',
        series: 'EQ',
        listing_date: '1995-11-29',
        nse_as_of: '2026-11-20',
      },
      {
        id: 'isin:INE101A01026',
        name: 'Mahindra & Mahindra Limited',
        code: 'M&M',
        isin: 'INE101A01026',
        series: 'BE',
        listing_date: null,
        nse_as_of: '2026-11-20',
      },
      {
        id: 'isin:INE467B01029',
        name: 'Tata Consultancy Services Limited',
        code: 'TCS',
        isin: 'INE467B01029',
        series: 'EQ',
        listing_date: '2004-08-25',
        nse_as_of: '2026-11-20',
      },
    ]);
    expect(analyses).toMatchObject({ computed: 3, failed: 0 });
  });

  it('changes nothing when the same file is imported again, even on a later day', async () => {
    const before = await snapshotTables(database.db);
    const { summary, analyses } = await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([RELIANCE, TCS, MM]), { today: '2026-12-01' });
    expect(summary.totals).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
    expect(analyses).toBeUndefined();
    const after = await snapshotTables(database.db);
    // Only the bookkeeping row of the import itself is new.
    expect({ ...after, import_runs: [] }).toEqual({ ...before, import_runs: [] });
    expect(after.import_runs).toHaveLength(before.import_runs!.length + 1);
  });

  it('updates a renamed company and a moved symbol in place, adds a new listing, duplicates nothing', async () => {
    const renamed = { ...TCS, name: 'TCS Limited', series: 'BE' };
    // NSE gives the symbol RELIANCE to a new ISIN; the old ISIN is no longer listed.
    const newReliance = nseListRow({ symbol: 'RELIANCE', name: 'Reliance New Limited', isin: generatedIsin(77) });
    const { summary } = await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv([renamed, MM, newReliance]), { today: '2026-12-02' });
    expect(summary.totals).toEqual({ added: 1, updated: 2, unchanged: 1, removed: 0 });
    expect(summary.notes.join('\n')).toContain('now belong to another ISIN');
    expect(summary.notes.join('\n')).toContain('not in this file and were kept');
    const rows = await companies();
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.isin === 'INE467B01029')).toMatchObject({ name: 'TCS Limited', series: 'BE', nse_as_of: '2026-12-02' });
    expect(rows.find((row) => row.isin === 'INE002A01018')).toMatchObject({ code: '', name: 'Reliance Industries Limited' });
    expect(rows.find((row) => row.isin === generatedIsin(77))).toMatchObject({ code: 'RELIANCE' });
  });

  it('stops the whole file at a name too long to store, naming the file and line, and writes nothing', async () => {
    const listings = generatedNseList(3000);
    listings[2900] = { ...listings[2900]!, name: 'X'.repeat(201) };
    const before = await snapshotTables(database.db);
    const failure = importText(database.db, engine, 'nse-list', 'big.csv', nseListCsv(listings));
    await expect(failure).rejects.toThrow(ImportFailedError);
    await expect(failure).rejects.toThrow('big.csv, line 2902: the company name is 201 characters long (at most 200)');
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('stops at a malformed row with the parser reason, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const text = nseListCsv([RELIANCE, TCS]).replace('INE467B01029', 'INE467B01020');
    await expect(importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', text)).rejects.toThrow(/EQUITY_L\.csv, line 3.*check digit/);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('reports in a dry run what it would do, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const { summary, analyses } = await importText(database.db, engine, 'nse-list', 'EQUITY_L.csv', nseListCsv(generatedNseList(40)), { dryRun: true });
    expect(summary).toMatchObject({ dryRun: true, totals: { added: 40, updated: 0, unchanged: 0, removed: 0 } });
    expect(analyses).toBeUndefined();
    expect(await snapshotTables(database.db)).toEqual(before);
  });
});
