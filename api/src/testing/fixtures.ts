import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type AppConfig } from '../config/loadConfig';
import { type Logger } from '../logger';

/** A throw-away STATIC_ROOT (or any folder) that tests fill with fake builds. */
export interface TempDir {
  root: string;
  write(relativePath: string, content: string | Uint8Array): string;
  remove(): void;
}

export function createTempDir(prefix = 'conviction-api-'): TempDir {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    root,
    write(relativePath, content) {
      const file = path.join(root, relativePath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Config as the server would load it, quiet, rooted at a temp folder. */
export function testConfig(staticRoot: string, env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot, ...env });
}

/** A logger whose lines the test can read back. */
export function capturingLogger(): { logger: Logger; lines: () => Array<{ level: number; msg: string }> } {
  const output: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => output.push(line) });
  return { logger, lines: () => output.map((line) => JSON.parse(line) as { level: number; msg: string }) };
}

export const silentLogger = (): Logger => pino({ level: 'silent' });

/** "script-src 'self' https://a" → Map { 'script-src' => ["'self'", 'https://a'] } */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The files webpack would emit for the shell and the given remote folders. */
export function writeFakeBuilds(dir: TempDir, remoteFolders: readonly string[] = ['search']): void {
  dir.write('shell/dist/index.html', '<!doctype html><title>Conviction</title>');
  dir.write('shell/dist/main.3fa9c1b2de.js', 'console.info("shell")');
  dir.write('shell/dist/main.3fa9c1b2de.css', 'body{}');
  dir.write('shell/dist/main.3fa9c1b2de.js.map', '{}');
  dir.write('shell/dist/theme-init.js', '/* theme */');
  dir.write('shell/dist/favicon.ico', 'ico');
  for (const folder of remoteFolders) {
    dir.write(`remotes/${folder}/dist/mf-manifest.json`, JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }));
    dir.write(`remotes/${folder}/dist/mf-stats.json`, '{}');
    dir.write(`remotes/${folder}/dist/remoteEntry.js`, 'var search;');
    dir.write(`remotes/${folder}/dist/593.0a1b2c3d4e.js`, '/* chunk */');
    dir.write(`remotes/${folder}/dist/593.0a1b2c3d4e.js.map`, '{}');
  }
}
