import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { capturingLogger } from '../testing/fixtures';
import { createDatabase, DatabaseOpenError } from './createDatabase';
import { overwriteBlock } from './testing/dataFolderFiles';
import { OPEN_TIMEOUT_MS } from './testing/testDatabases';

const quiet = pino({ level: 'silent' });
const open = (dataDir: string) => createDatabase({ dataDir, logger: quiet });

/**
 * Each case damages a copy of one real PGlite data folder the way a disk, a
 * careless `rm` or a half-restored backup would, and expects start-up to be
 * refused with a message naming the folder, never a fresh database over it.
 */
describe('opening a damaged PGlite data folder', () => {
  let root: string;
  let pristine: string;
  /** Relative paths (under pglite/) of the notes table's heap and its TOAST heap, and of the lookups table's index. */
  let files: { heap: string; toast: string; index: string };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'conviction-damage-'));
    pristine = path.join(root, 'pristine');
    const database = await open(pristine);
    await sql`create table notes (id int primary key, body text)`.execute(database.db);
    // Random hex does not compress, so each body is stored out of line in the TOAST table.
    for (let id = 1; id <= 20; id += 1) {
      await sql`insert into notes values (${id}, ${randomBytes(20_000).toString('hex')})`.execute(database.db);
    }
    // Enough rows that lookups go through the primary key's index, whose pages span several blocks.
    await sql`create table lookups (id int primary key, label text)`.execute(database.db);
    await sql`insert into lookups select n, 'label ' || n from generate_series(1, 5000) n`.execute(database.db);
    const { rows } = await sql<{ heap: string; toast: string; index: string }>`
      select pg_relation_filepath('notes') as heap, pg_relation_filepath(reltoastrelid) as toast,
             pg_relation_filepath('lookups_pkey') as index
      from pg_class where relname = 'notes'
    `.execute(database.db);
    files = rows[0]!;
    await database.close();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function damagedCopy(damage: (pgliteDir: string) => void): { dataDir: string; pgliteDir: string } {
    const dataDir = path.join(root, `copy-${randomBytes(4).toString('hex')}`);
    cpSync(pristine, dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
    const pgliteDir = path.join(dataDir, 'pglite');
    damage(pgliteDir);
    return { dataDir, pgliteDir };
  }

  async function expectRefused(dataDir: string, message: RegExp): Promise<void> {
    const error = await open(dataDir).then(
      (database) => database.close().then(() => undefined),
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toContain(path.join(dataDir, 'pglite'));
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain('Nothing was changed');
  }

  it(
    'opens the undamaged copy and reads its rows',
    async () => {
      const { dataDir } = damagedCopy(() => undefined);
      const database = await open(dataDir);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes`.execute(database.db);
      await database.close();
      expect(database.created).toBe(false);
      expect(rows[0]!.n).toBe(20);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a folder whose PG_VERSION was deleted, and does not initialise a new database in it',
    async () => {
      const { dataDir, pgliteDir } = damagedCopy((dir) => unlinkSync(path.join(dir, 'PG_VERSION')));
      const before = readdirSync(pgliteDir).sort();
      await expectRefused(dataDir, /not empty but holds no database \(PG_VERSION is missing/);
      expect(readdirSync(pgliteDir).sort()).toEqual(before);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a non-empty folder that never held a database',
    async () => {
      const { dataDir, pgliteDir } = damagedCopy((dir) => {
        rmSync(dir, { recursive: true });
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'notes.txt'), 'mine');
      });
      await expectRefused(dataDir, /holds no database .*it has notes\.txt/);
      expect(readdirSync(pgliteDir)).toEqual(['notes.txt']);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a PG_VERSION that does not hold a version',
    async () => {
      const { dataDir } = damagedCopy((dir) => writeFileSync(path.join(dir, 'PG_VERSION'), 'garbage\n'));
      await expectRefused(dataDir, /PG_VERSION should hold a PostgreSQL major version but reads "garbage"/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a folder missing its control file',
    async () => {
      const { dataDir } = damagedCopy((dir) => unlinkSync(path.join(dir, 'global', 'pg_control')));
      await expectRefused(dataDir, /damaged: global\/pg_control is missing/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a folder missing its tables folder',
    async () => {
      const { dataDir } = damagedCopy((dir) => rmSync(path.join(dir, 'base'), { recursive: true }));
      await expectRefused(dataDir, /damaged: base is missing/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'explains a write-ahead log that was emptied instead of repeating PGlite\'s "Aborted()"',
    async () => {
      const { dataDir } = damagedCopy((dir) => {
        for (const entry of readdirSync(path.join(dir, 'pg_wal'))) rmSync(path.join(dir, 'pg_wal', entry), { recursive: true });
      });
      await expectRefused(dataDir, /\(made by PostgreSQL \d+\) could not be started: its files are damaged/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a data folder whose database path is a file',
    async () => {
      const { dataDir } = damagedCopy((dir) => {
        rmSync(dir, { recursive: true });
        writeFileSync(dir, 'not a folder');
      });
      await expectRefused(dataDir, /is a file, not a folder/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'finds a deleted table file at start-up, not at the first request that reads it',
    async () => {
      const { dataDir } = damagedCopy((dir) => unlinkSync(path.join(dir, files.heap)));
      await expectRefused(dataDir, /damaged: table notes cannot be read \(could not open file/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'finds a truncated out-of-line value store (the large values of a table)',
    async () => {
      const { dataDir } = damagedCopy((dir) => truncateSync(path.join(dir, files.toast), 8192));
      await expectRefused(dataDir, /damaged: table notes cannot be read \(could not read blocks? /);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'rebuilds an index whose file was overwritten at start-up, so lookups through it answer',
    async () => {
      // Block 1 is the index's first leaf page; garbage there fails every scan that reaches it.
      const { dataDir } = damagedCopy((dir) => overwriteBlock(path.join(dir, files.index), 1));
      const { logger, lines } = capturingLogger();
      const database = await createDatabase({ dataDir, logger });
      try {
        await sql`set enable_seqscan = off`.execute(database.db);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from lookups where id between 1 and 5000`.execute(database.db);
        expect(rows[0]!.n).toBe(5000);
      } finally {
        await database.close();
      }
      const warning = lines().find((line) => line.msg.includes('lookups_pkey'));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/^Index lookups_pkey of table lookups was damaged \(invalid page in block 1 .*\); rebuilt it from the table/);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses to start, naming the index and what to do, when a damaged index cannot be rebuilt',
    async () => {
      const dataDir = path.join(root, 'unrebuildable');
      const database = await open(dataDir);
      // An index over a function that now fails: rebuilding it evaluates the function for every row.
      await sql`create function label_key(text) returns text immutable language sql as 'select upper($1)'`.execute(database.db);
      await sql`create table tags (id int primary key, label text)`.execute(database.db);
      await sql`create index tags_label_key_idx on tags (label_key(label))`.execute(database.db);
      await sql`insert into tags select n, 'tag ' || n from generate_series(1, 3000) n`.execute(database.db);
      await sql`create or replace function label_key(text) returns text immutable language plpgsql as $$ begin raise exception 'label_key is gone'; end $$`.execute(
        database.db,
      );
      const { rows } = await sql<{ file: string }>`select pg_relation_filepath('tags_label_key_idx') as file`.execute(database.db);
      await database.close();
      overwriteBlock(path.join(dataDir, 'pglite', rows[0]!.file), 1);

      const error = await open(dataDir).then(
        (reopened) => reopened.close().then(() => undefined),
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DatabaseOpenError);
      expect((error as Error).message).toContain(`The database at ${path.join(dataDir, 'pglite')} is damaged: index tags_label_key_idx of table tags`);
      expect((error as Error).message).toMatch(/could not be rebuilt \(label_key is gone\)/);
      expect((error as Error).message).toContain("docs/configuration.md, 'When the data folder is damaged'");
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'creates a database in an empty folder and says so',
    async () => {
      const dataDir = path.join(root, 'empty');
      mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      const database = await open(dataDir);
      await database.close();
      expect(database.created).toBe(true);
    },
    OPEN_TIMEOUT_MS,
  );
});
