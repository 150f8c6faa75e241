import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { capturingLogger, silentLogger } from '../testing/fixtures';
import { createDatabase, DatabaseOpenError } from './createDatabase';
import { chmodTree, openToOthers } from './testing/dataFolderFiles';
import { OPEN_TIMEOUT_MS } from './testing/testDatabases';

/**
 * Finding F5: PGlite's files came out rw-rw-rw- (global/pg_control and the
 * write-ahead log included), so any local account could stop the database
 * from starting or change its rows.
 */
describe('the permissions of the PGlite data folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'conviction-modes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(
    'keeps everything PGlite writes to its owner, when created, written to and reopened',
    async () => {
      const dataDir = path.join(root, 'data');
      const database = await createDatabase({ dataDir, logger: silentLogger() });
      await sql`create table notes (id int primary key, body text)`.execute(database.db);
      await sql`insert into notes select n, repeat('x', 3000) from generate_series(1, 2000) n`.execute(database.db);
      await database.close();
      const reopened = await createDatabase({ dataDir, logger: silentLogger() });
      await sql`insert into notes values (2001, 'more')`.execute(reopened.db);
      await reopened.close();

      expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
      expect(openToOthers(dataDir)).toEqual([]);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'tightens a folder an earlier version left open to everyone, and says how much it changed',
    async () => {
      const dataDir = path.join(root, 'data');
      await (await createDatabase({ dataDir, logger: silentLogger() })).close();
      chmodTree(dataDir, 0o777, 0o666);

      const { logger, lines } = capturingLogger();
      const database = await createDatabase({ dataDir, logger });
      await database.close();

      expect(openToOthers(dataDir)).toEqual([]);
      const warning = lines().find((line) => line.msg.includes('permissions'));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/^Tightened the permissions of \d+ files and folders in .*: other accounts could read or change them/);
    },
    OPEN_TIMEOUT_MS,
  );

  const asRoot = process.getuid?.() === 0 ? it : it.skip;
  asRoot(
    'refuses a folder that belongs to another account, naming both',
    async () => {
      const dataDir = path.join(root, 'data');
      await (await createDatabase({ dataDir, logger: silentLogger() })).close();
      chownSync(path.join(dataDir, 'pglite'), 65534, 65534);

      const error = await createDatabase({ dataDir, logger: silentLogger() }).then(
        (database) => database.close(),
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DatabaseOpenError);
      expect((error as Error).message).toContain(`${path.join(dataDir, 'pglite')} belongs to another account (uid 65534)`);
      expect((error as Error).message).toContain('the server runs as uid 0');
    },
    OPEN_TIMEOUT_MS,
  );
});
