import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { COMPILED_SERVER, NODE_FLAGS, REPO_ROOT } from './compiledServer';

/**
 * One data folder every test copies: a 40-company demo, migrated, seeded and
 * analysed by one start of the compiled server, so each test's server starts
 * in a couple of seconds.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(COMPILED_SERVER)) {
    throw new Error('The compiled server is missing (api/dist/server.js). Run `npm run build` first (npm test does).');
  }
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'conviction-faults-')), 'data');
  const database = await createDatabase({ dataDir, logger: pino({ level: 'silent' }) });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, { count: 40 });
  await database.close();

  const child = spawn(process.execPath, [...NODE_FLAGS, COMPILED_SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Conviction is running')) {
        child.kill('SIGTERM');
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`Preparing the fault suite's data folder failed (exit ${code}):\n${output}`)));
  });
  const code = await exited;
  if (code !== 0) throw new Error(`The preparing server did not stop cleanly (exit ${code}):\n${output}`);
  process.env.FAULTS_PRISTINE_DATA_DIR = dataDir;
  // Where the analyses' large payloads live, for the damage that only shows when they are read.
  const reopened = await createDatabase({ dataDir, logger: pino({ level: 'silent' }) });
  const { rows } = await sql<{ file: string }>`
    select pg_relation_filepath(reltoastrelid) as file from pg_class where relname = 'analyses'
  `.execute(reopened.db);
  // The index research reads the stored analyses through.
  const { rows: indexes } = await sql<{ file: string }>`select pg_relation_filepath('analyses_pkey') as file`.execute(reopened.db);
  await reopened.close();
  process.env.FAULTS_ANALYSES_TOAST_FILE = rows[0]!.file;
  process.env.FAULTS_ANALYSES_INDEX_FILE = indexes[0]!.file;
}
