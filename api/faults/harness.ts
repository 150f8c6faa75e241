import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { COMPILED_SERVER, NODE_FLAGS, REPO_ROOT } from './compiledServer';

/** Every server the suite starts is stopped at the end, whatever a test did. */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A private copy of the prepared data folder (globalSetup made it: a small demo, analysed). */
export function copyDataFolder(): { dataDir: string; remove(): void } {
  const pristine = process.env.FAULTS_PRISTINE_DATA_DIR;
  if (!pristine) throw new Error('FAULTS_PRISTINE_DATA_DIR is not set: run the suite through api/faults/jest.config.js');
  const root = mkdtempSync(path.join(os.tmpdir(), 'conviction-fault-'));
  const dataDir = path.join(root, 'data');
  cpSync(pristine, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the production server as people do: `npm start` (which builds nothing
 * here: globalSetup built everything) or `node api/dist/server.js` directly.
 * Each runs in its own process group, so a test can signal the group as a
 * terminal's Ctrl-C or systemd would.
 */
export async function startServer(options: { via: 'npm' | 'node'; env: Record<string, string>; waitForReady?: boolean }): Promise<RunningServer> {
  const port = Number(options.env.PORT ?? (await freePort()));
  const env = { ...inheritedEnv(), LOG_LEVEL: 'info', ...options.env, PORT: String(port) };
  const child =
    options.via === 'npm'
      ? spawn('npm', ['start', '--silent'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, [...NODE_FLAGS, COMPILED_SERVER], {
          cwd: REPO_ROOT,
          env: { NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', ...env },
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exit };
  if (options.waitForReady !== false) await waitForReady(server);
  return server;
}

async function waitForReady(server: RunningServer): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.child.exitCode !== null) throw new Error(`The server exited (${server.child.exitCode}) before it was ready:\n${server.output()}`);
    const ready = await fetch(`${server.baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready within 60 s:\n${server.output()}`);
}

/** The environment without variables that would point the server elsewhere. */
function inheritedEnv(): Record<string, string> {
  const drop = new Set(['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'MF_REMOTES', 'MF_REMOTES_FILE', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'NODE_ENV', 'CI']);
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !drop.has(entry[0])));
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Process ids still alive in the group (the server left behind, if any). */
export function survivorsOf(child: ChildProcess): number[] {
  const survivors: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 5 (after the parenthesised name) is the process group id.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === child.pid && fields[0] !== 'Z') survivors.push(Number(entry));
    } catch {
      // exited while we looked
    }
  }
  return survivors;
}

/**
 * A request whose body arrives in two halves: the first now, the rest when
 * finish() is called. Stands for an in-flight request across a signal.
 */
export function requestInFlight(port: number): { finish(): void; response: Promise<{ status: number; raw: string }> } {
  // An empty object padded with spaces: valid JSON, split anywhere.
  const body = `{${' '.repeat(200)}}`;
  const head = `POST /api/session/validate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const socket = net.connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  socket.once('connect', () => socket.write(head + body.slice(0, half)));
  const response = new Promise<{ status: number; raw: string }>((resolve) => {
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      raw += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(raw);
      if (match && raw.includes('\r\n\r\n') && raw.includes('"success"')) {
        socket.end();
        resolve({ status: Number(match[1]), raw });
      }
    });
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw }));
    socket.on('error', () => undefined);
  });
  return { finish: () => socket.write(body.slice(half)), response };
}

/** Figures the suite prints at the end (README.md, "Fault tests"). */
const figures: string[] = [];
export function reportFigure(line: string): void {
  figures.push(line);
}
afterAll(() => {
  if (figures.length > 0)
    process.stdout.write(`\nFault suite figures (${path.basename(expect.getState().testPath ?? '')}):\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
});
