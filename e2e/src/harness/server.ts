import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER, NODE_FLAGS } from '../../../api/faults/compiledServer';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${baseUrl} was not healthy within ${timeoutMs} ms.`);
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  logFile: string;
}

/** Starts the production server exactly as `npm start` runs it, on a free port with its own data folder. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conviction-e2e-data-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...NODE_FLAGS, COMPILED_SERVER], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A loaded 2-core machine has taken over 60 s to start it (migrations, demo universe).
    await waitForHealthy(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\nServer log:\n${fs.readFileSync(logFile, 'utf8')}`, { cause: error });
  }
  return { baseUrl, process: child, dataDir, logFile };
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
}
