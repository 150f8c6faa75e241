import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { createDatabase, DatabaseOpenError } from './createDatabase';
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
  /** Relative paths (under pglite/) of the notes table's heap and its TOAST heap. */
  let files: { heap: string; toast: string };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'conviction-damage-'));
    pristine = path.join(root, 'pristine');
    const database = await open(pristine);
    await sql`create table notes (id int primary key, body text)`.execute(database.db);
    // Random hex does not compress, so each body is stored out of line in the TOAST table.
    for (let id = 1; id <= 20; id += 1) {
      await sql`insert into notes values (${id}, ${randomBytes(20_000).toString('hex')})`.execute(database.db);
    }
    const { rows } = await sql<{ heap: string; toast: string }>`
      select pg_relation_filepath('notes') as heap, pg_relation_filepath(reltoastrelid) as toast from pg_class where relname = 'notes'
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
