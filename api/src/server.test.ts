import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createTempDir, type TempDir } from './testing/fixtures';

// The real entry point, started the way `npm start` does: tsx src/server.ts.
const API_DIR = path.resolve(__dirname, '..');
const TSX_CLI = require.resolve('tsx/cli');

interface Started {
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** Resolves with the URL from the "Conviction is running at ..." line. */
  url: Promise<string>;
}

// One data folder for the file: the first start creates and seeds the database
// (seconds), later starts reopen it, which is also what the restart test checks.
let dataDir: TempDir;
beforeAll(() => {
  dataDir = createTempDir('conviction-server-data-');
});
afterAll(() => dataDir.remove());

function startServer(env: NodeJS.ProcessEnv): Started {
  const { MF_REMOTES: _a, MF_REMOTES_FILE: _b, CORS_ORIGINS: _c, HOST: _d, DATABASE_URL: _e, ...inherited } = process.env;
  const child = spawn(process.execPath, [TSX_CLI, 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir.root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Conviction is running at (http:\/\/\S+?)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  url.catch(() => undefined); // tests that expect an early exit never await the URL
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exit, output: () => output, url };
}

let dir: TempDir;
let started: Started | undefined;
beforeEach(() => {
  dir = createTempDir();
  started = undefined;
});
afterEach(async () => {
  if (started && started.child.exitCode === null && started.child.signalCode === null) {
    started.child.kill('SIGKILL');
    await started.exit;
  }
  dir.remove();
});

// A first start opens PGlite, seeds the demo universe and analyses every company.
jest.setTimeout(120_000);

describe('server process', () => {
  it('listens on PORT=0, logs its URL, and exits 0 on SIGTERM with a keep-alive connection open', async () => {
    started = startServer({ PORT: '0', STATIC_ROOT: dir.root });
    const url = await started.url;
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    // The local sign-in issuer is on: only this machine can reach it.
    expect(started.output()).toContain('"address":"127.0.0.1"');

    const health = await fetch(`${url}/healthz`); // undici keeps this connection alive
    expect(health.status).toBe(200);
    expect(started.output()).toContain('Demo universe: loaded');
    // E-mail is off by default, and the log says so once (docs/support.md).
    expect(started.output().split('E-mail is off (SMTP_URL is not set)')).toHaveLength(2);
    const stocks = await fetch(`${url}/api/stocks`);
    expect(stocks.status).toBe(200);
    expect(((await stocks.json()) as unknown[]).length).toBeGreaterThanOrEqual(1200);
    const viaLoopbackIp = await fetch(url.replace('localhost', '127.0.0.1') + '/readyz');
    expect(viaLoopbackIp.status).toBe(200);

    started.child.kill('SIGTERM');
    expect(await started.exit).toEqual({ code: 0, signal: null });
    expect(started.output()).toContain('Shutting down');
    expect(started.output()).toContain('"msg":"Stopped"');
  });

  it('restarts on an existing data directory without reloading the demo or recomputing analyses', async () => {
    started = startServer({ PORT: '0', STATIC_ROOT: dir.root });
    const url = await started.url;
    expect(started.output()).toContain('the database already has companies or imports; not seeding');
    expect(started.output()).toContain('Analyses are up to date');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    started.child.kill('SIGTERM');
    expect(await started.exit).toEqual({ code: 0, signal: null });
  });

  it('exits 1 with a clear message when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      started = startServer({ PORT: String(port), STATIC_ROOT: dir.root });
      expect((await started.exit).code).toBe(1);
      expect(started.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('exits 1 naming the variable when the configuration is invalid', async () => {
    started = startServer({ PORT: 'eighty', STATIC_ROOT: dir.root });
    expect((await started.exit).code).toBe(1);
    expect(started.output()).toContain('Cannot start: Invalid environment: PORT: must be a whole number');
  });
});
