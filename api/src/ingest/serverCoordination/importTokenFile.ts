import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The handshake between a server that holds the embedded database and the
 * import tool. PGlite is single-process, so while the server holds DATA_DIR
 * the tool sends its files to the server instead of opening the database. The
 * server writes a random token into DATA_DIR (mode 0600: only the account that
 * runs it can read it) once it listens, with its URL and pid; the tool must
 * present the token, and the route also only answers loopback callers.
 */
const IMPORT_TOKEN_FILE = 'import-token.json';
export const IMPORT_TOKEN_HEADER = 'x-import-token';
/** The uploaded file's name (URL-encoded), for messages only. */
export const IMPORT_FILE_HEADER = 'x-import-file';

export interface ImportTokenFile {
  token: string;
  /** Where the server listens, e.g. http://localhost:3000. */
  url: string;
  /** The server's process id: must be the one holding the data directory's lock. */
  pid: number;
}

/** 256 random bits, URL-safe. */
export function createImportToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes the token file (replacing any earlier one atomically), readable by this account only. */
export function publishImportToken(dataDir: string, content: ImportTokenFile): string {
  const file = path.join(dataDir, IMPORT_TOKEN_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return file;
}

/** Removes the token file at shutdown (a leftover one is ignored anyway: its pid no longer holds the lock). */
export function withdrawImportToken(dataDir: string): void {
  rmSync(path.join(dataDir, IMPORT_TOKEN_FILE), { force: true });
}

/** The token file, or undefined when there is none or it is not one of ours. */
export function readImportToken(dataDir: string): ImportTokenFile | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, IMPORT_TOKEN_FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<ImportTokenFile>;
    const { token, url, pid } = parsed;
    return typeof token === 'string' && typeof url === 'string' && typeof pid === 'number' ? { token, url, pid } : undefined;
  } catch {
    return undefined;
  }
}

/** Constant-time comparison (of digests, so differing lengths leak nothing either). */
export function tokensMatch(expected: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
