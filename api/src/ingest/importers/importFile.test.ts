import { listRealCompanies, upsertCompanies } from '../../db/companyImportRepository';
import { currentDataVersion } from '../../db/importRunRepository';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { generatedIsin, generatedNseList, nseListCsv, utf8 } from '../testing';
import { IngestFormatError } from '../records';
import { FILE_IMPORTERS } from './fileImporters';
import { importFile, localDate, runImport } from './importFile';
import { snapshotTables } from './testing/importHarness';

const companyRows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({
    id: `isin:${generatedIsin(from + i)}`,
    isin: generatedIsin(from + i),
    name: `Runner Test ${from + i} Ltd`,
    code: `RUN${from + i}`,
  }));

describe.each(testDatabases())('the import runner on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('commits a successful import with its bookkeeping row, which moves the data version', async () => {
    const version = await currentDataVersion(database.db);
    const summary = await runImport({ db: database.db, command: 'nse-list', file: 'ok.csv', dryRun: false }, async (trx) => {
      await upsertCompanies(trx, companyRows(3), ['name']);
      return {
        parts: [{ part: 'companies', added: 3, updated: 0, unchanged: 0, removed: 0 }],
        skipped: [{ line: 9, reason: 'not wanted' }],
        notes: [],
        affected: [],
      };
    });
    expect(summary).toMatchObject({ file: 'ok.csv', totals: { added: 3 }, skippedTotal: 1, skipped: [{ reason: 'not wanted', count: 1, lines: [9] }] });
    expect(await currentDataVersion(database.db)).toBeGreaterThan(version);
    expect(await listRealCompanies(database.db)).toHaveLength(3);
  });

  it('audits a committed import and a failed one as the import tool, and a dry run not at all', async () => {
    const events = () =>
      database.db
        .selectFrom('audit_events')
        .select(['actor_kind', 'actor_user_id', 'action', 'target', 'outcome'])
        .where('action', '=', 'import')
        .orderBy('id')
        .execute();
    const before = (await events()).length;
    const nothing = async () => ({ parts: [], skipped: [], notes: [], affected: [] });
    await runImport({ db: database.db, command: 'prices', file: 'audited.csv', dryRun: false }, nothing);
    await runImport({ db: database.db, command: 'prices', file: 'dry.csv', dryRun: true }, nothing);
    await expect(
      runImport({ db: database.db, command: 'prices', file: 'broken.csv', dryRun: false }, async () => {
        throw new Error('the write failed');
      }),
    ).rejects.toThrow();
    expect((await events()).slice(before)).toEqual([
      { actor_kind: 'import_tool', actor_user_id: null, action: 'import', target: 'prices audited.csv', outcome: 'success' },
      { actor_kind: 'import_tool', actor_user_id: null, action: 'import', target: 'prices broken.csv', outcome: 'failure' },
    ]);
  });

  it('rolls back everything a failing import wrote, even after several full statements', async () => {
    const before = await snapshotTables(database.db);
    const failing = runImport({ db: database.db, command: 'nse-list', file: 'half.csv', dryRun: false }, async (trx) => {
      await upsertCompanies(trx, companyRows(3000, 100), ['name']); // two multi-row statements
      await upsertCompanies(trx, [{ id: 'isin:BAD', isin: 'BAD', name: 'Broken Ltd' }], ['name']); // the database refuses this ISIN
      throw new Error('not reached');
    });
    await expect(failing).rejects.toThrow(/^half\.csv: .*companies/);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('stops a file whose parse fails before opening a transaction, keeping the parser message', async () => {
    const before = await snapshotTables(database.db);
    const parse = () => {
      throw new IngestFormatError({ file: 'bad.csv', line: 4 }, 'PRICE is not a number');
    };
    await expect(
      importFile({
        db: database.db,
        command: 'prices',
        file: 'bad.csv',
        dryRun: false,
        bytes: new Uint8Array(),
        parse,
        write: async () => ({ parts: [], skipped: [], notes: [], affected: [] }),
      }),
    ).rejects.toThrow('bad.csv, line 4: PRICE is not a number');
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('points a file given to the wrong command at the right one, writing nothing', async () => {
    const before = await snapshotTables(database.db);
    const nseList = utf8(nseListCsv(generatedNseList(2)));
    await expect(
      importFile({ db: database.db, command: 'screener', file: 'EQUITY_L.csv', dryRun: false, bytes: nseList, ...FILE_IMPORTERS.screener }),
    ).rejects.toThrow(
      "EQUITY_L.csv: not an Excel workbook (.xlsx); export it again from Screener with Export to Excel (this looks like NSE's list of securities (EQUITY_L.csv): try npm run ingest -- nse-list EQUITY_L.csv)",
    );
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('queues imports one after another', async () => {
    const order: string[] = [];
    const slow = (name: string) =>
      runImport({ db: database.db, command: 'guidance', file: name, dryRun: false }, async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} end`);
        return { parts: [], skipped: [], notes: [], affected: [] };
      });
    await Promise.all([slow('a'), slow('b')]);
    // Either may take the lock first (PostgreSQL hands out pooled connections in no set order); they never interleave.
    const [first, second] = [order.slice(0, 2), order.slice(2)];
    expect([first, second].sort()).toEqual([
      ['a start', 'a end'],
      ['b start', 'b end'],
    ]);
  });
});

describe('localDate', () => {
  it('is the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
