import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrations';
import { silentLogger, createTempDir, type TempDir } from '../testing/fixtures';
import { runSupportCommand } from './runSupportCommand';

// The operator's command against an embedded database in a data folder, as `npm run support` opens it.
const NOW = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function support(argv: string[], dataDir: string) {
  let stdout = '';
  let stderr = '';
  const code = await runSupportCommand(argv, {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    cwd: process.cwd(),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

let dir: TempDir;
beforeAll(async () => {
  dir = createTempDir('conviction-support-cli-');
  const database = await createDatabase({ dataDir: dir.root, logger: silentLogger() });
  try {
    await migrateToLatest(database.db);
    await database.db.insertInto('companies').values({ id: 'demo:0042', name: 'Sample Motors Ltd', code: 'SAMPLE', is_demo: true }).execute();
    await database.db
      .insertInto('support_messages')
      .values([
        { reference: 'SUP-AAAAAA', email: 'old@example.test', name: null, topic: 'data', message: 'The oldest free message.', created_at: hoursAgo(72) },
        { reference: 'SUP-BBBBBB', email: 'new@example.test', name: 'Ravi', topic: 'bug', message: 'A newer free message.', created_at: hoursAgo(1) },
        {
          reference: 'SUP-CCCCCC',
          email: 'vip@example.test',
          name: 'Meera Premium',
          topic: 'billing',
          message: 'A priority message, newest of all.',
          company_id: 'demo:0042',
          priority: true,
          created_at: hoursAgo(0.5),
        },
      ])
      .execute();
  } finally {
    await database.close();
  }
}, 60_000);
afterAll(() => dir?.remove());

describe('npm run support --', () => {
  it('lists the open messages, priority first and then oldest first, with who, what and how long ago', async () => {
    const { code, stdout } = await support(['list'], dir.root);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^REFERENCE\s+PRIORITY\s+TOPIC\s+FROM\s+COMPANY\s+AGE$/);
    expect(lines.slice(1, 4).map((line) => line.split(/\s{2,}/))).toEqual([
      ['SUP-CCCCCC', 'yes', 'billing', 'Meera Premium <vip@example.test>', 'Sample Motors Ltd', '30 min'],
      ['SUP-AAAAAA', '-', 'data', 'old@example.test', '-', '3 d'],
      ['SUP-BBBBBB', '-', 'bug', 'Ravi <new@example.test>', '-', '1 h'],
    ]);
    expect(lines.at(-1)).toBe('3 open (1 priority). Read one: npm run support -- show <reference>');
  });

  it('shows one message in full, whatever the case of the reference', async () => {
    const { code, stdout } = await support(['show', 'sup-cccccc'], dir.root);
    expect(code).toBe(0);
    expect(stdout).toContain('Reference: SUP-CCCCCC (priority: premium user)');
    expect(stdout).toContain('Topic:     Payments and plans');
    expect(stdout).toContain('Company:   Sample Motors Ltd (demo:0042)');
    expect(stdout).toContain('E-mail:    not forwarded');
    expect(stdout.trimEnd().endsWith('A priority message, newest of all.')).toBe(true);
  });

  it('closes a message, which leaves the list; closing it again or an unknown one fails with exit code 1', async () => {
    expect(await support(['close', 'SUP-AAAAAA'], dir.root)).toMatchObject({ code: 0, stdout: 'Closed SUP-AAAAAA.\n' });
    expect((await support(['list'], dir.root)).stdout).not.toContain('SUP-AAAAAA');
    expect(await support(['close', 'SUP-AAAAAA'], dir.root)).toMatchObject({ code: 1, stderr: 'SUP-AAAAAA was already closed on 2026-03-10T12:00:00.000Z.\n' });
    expect(await support(['show', 'SUP-ZZZZZZ'], dir.root)).toMatchObject({
      code: 1,
      stderr: 'No support message SUP-ZZZZZZ. See the open ones with: npm run support -- list\n',
    });
  });

  it('refuses a missing command or reference with exit code 2 and usage', async () => {
    expect(await support([], dir.root)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run support -- <list|show|close> [reference]') });
    expect(await support(['show'], dir.root)).toMatchObject({ code: 2, stderr: expect.stringContaining("missing required argument 'reference'") });
    expect((await support(['--help'], dir.root)).stdout).toContain('npm run support -- close SUP-7K3QX9');
  });

  it('says how to proceed when the server holds the embedded database, rather than failing on the lock', async () => {
    let held: DatabaseHandle | undefined;
    try {
      held = await createDatabase({ dataDir: dir.root, logger: silentLogger() });
      const { code, stdout, stderr } = await support(['list'], dir.root);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(`Cannot read support messages: ${dir.root} is held by process ${process.pid}`);
      expect(stderr).toContain('Stop the server, run this again, then start the server; or run with DATABASE_URL (PostgreSQL)');
    } finally {
      await held?.close();
    }
  });
});
