import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER, NODE_FLAGS, REPO_ROOT } from '../faults/compiledServer';

/**
 * The log line (pino `msg`, matched case-insensitively as a substring) an
 * instance writes when it takes the shared-jobs role (PostgreSQL advisory
 * lock; api/src/coordination/jobLeadership.ts).
 */
export const WORKER_LOG_MESSAGE = 'this instance is now the worker';

/** What the scale suite and bench need from the machine: one PostgreSQL and one Redis. */
export interface ScaleServices {
  databaseUrl: string;
  redisUrl: string;
}

export function scaleServices(env: NodeJS.ProcessEnv = process.env): ScaleServices | undefined {
  const databaseUrl = env.TEST_DATABASE_URL;
  const redisUrl = env.TEST_REDIS_URL;
  return databaseUrl && redisUrl ? { databaseUrl, redisUrl } : undefined;
}

/** DATABASE_URL for an instance: the test database with search_path pinned to one schema (as testDatabases does). */
export function schemaUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export interface LogEntry {
  msg?: string;
  [key: string]: unknown;
}

export interface Instance {
  name: string;
  child: ChildProcess;
  /** Set once the server logged its address. */
  baseUrl: string;
  output(): string;
  /** Every JSON log line so far. */
  entries(): LogEntry[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL the process group, as a crashed host would. */
  kill(): Promise<void>;
}

const running = new Set<Instance>();
const RUNNING_AT = /Conviction is running at (http:\/\/[^\s"]+)/;
// Variables that would point an instance somewhere other than where the harness says.
const DROPPED = /^(DATABASE_URL|DATA_DIR|PORT|HOST|REDIS_URL|REDIS_PREFIX|NODE_ENV|CI|SHUTDOWN_NOTICE_MS|SUPABASE_.*|MF_.*|RATE_LIMIT_.*|FREE_COMPANY_LIMIT)$/;

/**
 * Starts `node api/dist/server.js` (the flags of `npm start`) on PORT=0 in its
 * own process group and its own data folder; resolves once it logged its address.
 * `logFile`: the server writes its output straight to that file (the bench, so
 * the client process spends no time reading logs); output() reads it back.
 */
export async function startInstance(name: string, env: Record<string, string>, options: { logFile?: string } = {}): Promise<Instance> {
  const root = mkdtempSync(path.join(os.tmpdir(), `conviction-scale-${name}-`));
  const fd = options.logFile === undefined ? undefined : openSync(options.logFile, 'a');
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !DROPPED.test(entry[0])),
  );
  const child = spawn(process.execPath, [...NODE_FLAGS, COMPILED_SERVER], {
    cwd: REPO_ROOT,
    // A short shutdown notice: no load balancer here waits on /readyz, and the pairs stop many times a run.
    env: {
      ...inherited,
      NODE_ENV: 'production',
      ALLOW_LOCAL_ISSUER: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(root, 'data'),
      SHUTDOWN_NOTICE_MS: '250',
      ...env,
      PORT: '0',
    },
    detached: true,
    stdio: ['ignore', fd ?? 'pipe', fd ?? 'pipe'],
  });
  if (fd !== undefined) closeSync(fd); // the child holds its own copy
  let output = '';
  const readOutput = (): string => (options.logFile === undefined ? output : readFileSync(options.logFile, 'utf8'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(instance);
      rmSync(root, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const instance: Instance = {
    name,
    child,
    baseUrl: '',
    output: readOutput,
    entries: () => parseEntries(readOutput()),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child), 15_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      killGroup(child);
      await exited;
    },
  };
  running.add(instance);
  reapOnExit(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  instance.baseUrl = await addressOf(instance);
  return instance;
}

/** The address from the "Conviction is running at" line (PORT=0 means the server picked it). */
async function addressOf(instance: Instance): Promise<string> {
  for (let waited = 0; waited < 120_000; waited += 50) {
    const match = RUNNING_AT.exec(instance.output());
    if (match) return match[1]!.replace('localhost', '127.0.0.1');
    if (instance.child.exitCode !== null)
      throw new Error(`Instance ${instance.name} exited (${instance.child.exitCode}) before listening:\n${instance.output()}`);
    await sleep(50);
  }
  throw new Error(`Instance ${instance.name} did not listen within 120 s:\n${instance.output()}`);
}

/** Until /readyz answers 200 (database reachable, not draining). */
export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${instance.baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (instance.child.exitCode !== null) throw new Error(`Instance ${instance.name} exited before it was ready:\n${instance.output()}`);
    await sleep(100);
  }
  throw new Error(`Instance ${instance.name} was not ready within ${timeoutMs} ms:\n${instance.output()}`);
}

export function parseEntries(output: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      entries.push(JSON.parse(line) as LogEntry);
    } catch {
      // a line cut while it was being written
    }
  }
  return entries;
}

export function loggedWorker(instance: Instance): boolean {
  return instance.entries().some((entry) => typeof entry.msg === 'string' && entry.msg.toLowerCase().includes(WORKER_LOG_MESSAGE));
}

/** Kills every instance still running: test teardown and the process exit handler (synchronous, so it works in 'exit'). */
export function killAllInstances(): void {
  for (const instance of running) killGroup(instance.child);
}
process.once('exit', killAllInstances);

/**
 * Jest gives test code a copy of `process` whose 'exit' and signal events never
 * fire, and a killed runner runs no afterAll: a small detached process holds a
 * pipe from this one and, when the pipe closes (however this process ended),
 * SIGKILLs every instance group still listed.
 */
const REAPER = `
const groups = new Set();
let rest = '';
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) line.startsWith('-') ? groups.delete(line.slice(1)) : groups.add(line);
});
process.stdin.on('end', () => {
  for (const group of groups) { try { process.kill(-Number(group), 'SIGKILL'); } catch {} }
  process.exit(0);
});`;
let reaper: ChildProcess | undefined;

function reapOnExit(child: ChildProcess): void {
  if (!reaper) {
    reaper = spawn(process.execPath, ['-e', REAPER], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    reaper.unref();
    (reaper.stdin as unknown as { unref(): void }).unref();
    reaper.stdin!.on('error', () => undefined); // the reaper gone: nothing left to tell it
  }
  const stdin = reaper.stdin!;
  stdin.write(`${child.pid}\n`);
  child.once('exit', () => stdin.write(`-${child.pid}\n`));
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
