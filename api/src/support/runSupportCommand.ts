/**
 * `npm run support -- list|show <reference>|close <reference>`: the operator's
 * view of the contact form's messages (docs/support.md). It reaches the
 * database as `npm run ingest` does: DATABASE_URL, or DATA_DIR's embedded
 * database when no process holds it.
 */
import { Command } from 'commander';
import pino from 'pino';
import { ConfigError } from '../config/configError';
import { loadConfig } from '../config/loadConfig';
import { createDatabase, DatabaseOpenError, type DatabaseHandle } from '../db/createDatabase';
import { dataDirOwner, DataDirLockedError } from '../db/dataDirLock';
import { migrateToLatest } from '../db/migrations';
import { closeSupportMessage, openSupportMessages, supportMessageByReference } from '../db/supportRepository';
import { parseCommandLine } from '../ingest/cli/parseCommandLine';
import { type OutputStream } from '../ingest/cli/progressReporter';
import { listLines, showLines } from './supportLines';

export interface SupportIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: OutputStream;
  stderr: OutputStream;
  now?: () => Date;
}

type Invocation = { command: 'list' } | { command: 'show' | 'close'; reference: string };

export const SUPPORT_EXIT = { done: 0, failed: 1, usage: 2 } as const;

const HELP = `
Messages come from the contact form in the page's footer; premium users' are priority.
With the embedded database (no DATABASE_URL) stop the server first: only one process can open DATA_DIR.

Examples:
  npm run support -- list
  npm run support -- show SUP-7K3QX9
  npm run support -- close SUP-7K3QX9
`;

async function parseSupportArgs(argv: readonly string[], io: SupportIo): Promise<Invocation | number> {
  let invocation: Invocation | undefined;
  const program = new Command('npm run support --')
    .description("Read and close the messages sent through the footer's contact form.")
    .usage('<list|show|close> [reference]')
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .showHelpAfterError('(run with --help for every command and an example)')
    .addHelpText('after', HELP)
    .exitOverride();
  program
    .command('list')
    .summary('open messages: priority first, then oldest first')
    .action(() => {
      invocation = { command: 'list' };
    });
  program
    .command('show')
    .summary('one message in full')
    .argument('<reference>', "the message's reference, such as SUP-7K3QX9")
    .action((reference: string) => {
      invocation = { command: 'show', reference: reference.trim().toUpperCase() };
    });
  program
    .command('close')
    .summary('mark a message answered; it leaves the list')
    .argument('<reference>', "the message's reference, such as SUP-7K3QX9")
    .action((reference: string) => {
      invocation = { command: 'close', reference: reference.trim().toUpperCase() };
    });
  const exitCode = await parseCommandLine(program, argv, () => invocation !== undefined);
  return exitCode ?? invocation ?? SUPPORT_EXIT.usage;
}

export async function runSupportCommand(argv: readonly string[], io: SupportIo): Promise<number> {
  const parsed = await parseSupportArgs(argv, io);
  if (typeof parsed === 'number') return parsed;
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);
  const now = io.now ?? (() => new Date());
  let database: DatabaseHandle;
  try {
    database = await openDatabase(io);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
      complain(`Cannot read support messages: ${error.message}`);
      return SUPPORT_EXIT.failed;
    }
    throw error;
  }
  try {
    if (parsed.command === 'list') {
      listLines(await openSupportMessages(database.db), now()).forEach(say);
      return SUPPORT_EXIT.done;
    }
    if (parsed.command === 'show') {
      const row = await supportMessageByReference(database.db, parsed.reference);
      if (row === undefined) return notFound(complain, parsed.reference);
      showLines(row, now()).forEach(say);
      return SUPPORT_EXIT.done;
    }
    if (await closeSupportMessage(database.db, parsed.reference, now())) {
      say(`Closed ${parsed.reference}.`);
      return SUPPORT_EXIT.done;
    }
    const row = await supportMessageByReference(database.db, parsed.reference);
    if (row === undefined) return notFound(complain, parsed.reference);
    complain(`${parsed.reference} was already closed on ${row.closed_at?.toISOString() ?? 'an earlier day'}.`);
    return SUPPORT_EXIT.failed;
  } finally {
    await database.close();
  }
}

function notFound(complain: (line: string) => void, reference: string): number {
  complain(`No support message ${reference}. See the open ones with: npm run support -- list`);
  return SUPPORT_EXIT.failed;
}

/** PostgreSQL beside the server; the embedded database only while no process holds it, else a clear refusal. */
async function openDatabase(io: SupportIo): Promise<DatabaseHandle> {
  const config = loadConfig(io.env, io.cwd);
  const logger = pino({ level: 'silent' });
  const owner = config.databaseUrl === undefined ? dataDirOwner(config.dataDir) : undefined;
  if (owner !== undefined) throw new DatabaseOpenError(heldMessage(config.dataDir, `process ${owner}`));
  try {
    const database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
    await migrateToLatest(database.db).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return database;
  } catch (error) {
    if (error instanceof Error && error.cause instanceof DataDirLockedError) throw new DatabaseOpenError(heldMessage(config.dataDir, 'another process'));
    throw error;
  }
}

const heldMessage = (dataDir: string, holder: string): string =>
  `${dataDir} is held by ${holder} (the Conviction server, most likely), and the embedded database opens in one process at a time. ` +
  'Stop the server, run this again, then start the server; or run with DATABASE_URL (PostgreSQL), which works beside a running server. ' +
  'With SMTP_URL and SUPPORT_EMAIL set, each message also reaches SUPPORT_EMAIL by e-mail.';
