/**
 * Every file sync fetches is kept under DATA_DIR/downloads/ (docs/sync.md),
 * at its URL's host and path, beside an append-only ledger (`ledger.jsonl`)
 * of what happened to each URL: fetched (time, size, SHA-256), absent (a 404),
 * imported (or refused by the importer, with why). A file is written to
 * `.part` and renamed, so a run killed mid-download leaves no half file; a
 * ledger line cut short by a kill is ignored. The ledger is what makes a run
 * resumable and a second run fetch nothing new.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type LedgerEntry =
  | { url: string; event: 'fetched'; at: string; file: string; bytes: number; sha256: string }
  | { url: string; event: 'absent'; at: string; status: number }
  | { url: string; event: 'imported'; at: string; command: string; companies: number; sha256: string }
  | { url: string; event: 'refused'; at: string; command: string; reason: string };

export interface UrlRecord {
  fetched?: Extract<LedgerEntry, { event: 'fetched' }>;
  absentAt?: string;
  importedAt?: string;
  /** The bytes last imported from this URL: a list fetched again with the same hash has nothing new. */
  importedSha?: string;
  refused?: string;
}

export interface DownloadStore {
  readonly folder: string;
  record(url: string): UrlRecord;
  /** The kept bytes of a fetched URL, or undefined when it was never fetched or its file has gone. */
  read(url: string): Uint8Array | undefined;
  keep(url: string, bytes: Uint8Array, now: Date): string;
  markAbsent(url: string, status: number, now: Date): void;
  markImported(url: string, command: string, companies: number, now: Date): void;
  /** The days' worth of state a run keeps between runs (the last daily day imported). */
  readonly stateFile: string;
  markRefused(url: string, command: string, reason: string, now: Date): void;
}

export const downloadsFolder = (dataDir: string): string => path.join(dataDir, 'downloads');

/** Where the daily mark is kept (syncDaily), readable without opening the ledger. */
export const syncStateFile = (dataDir: string): string => path.join(downloadsFolder(dataDir), 'sync-state.json');

export function openDownloadStore(dataDir: string): DownloadStore {
  const folder = downloadsFolder(dataDir);
  const ledgerFile = path.join(folder, 'ledger.jsonl');
  const records = new Map<string, UrlRecord>();
  const apply = (entry: LedgerEntry): void => {
    const record = records.get(entry.url) ?? {};
    if (entry.event === 'fetched') records.set(entry.url, { ...record, fetched: entry, absentAt: undefined, refused: undefined });
    else if (entry.event === 'absent') records.set(entry.url, { ...record, absentAt: entry.at });
    else if (entry.event === 'imported') records.set(entry.url, { ...record, importedAt: entry.at, importedSha: entry.sha256, refused: undefined });
    else records.set(entry.url, { ...record, refused: entry.reason });
  };
  if (existsSync(ledgerFile)) {
    for (const line of readFileSync(ledgerFile, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        apply(JSON.parse(line) as LedgerEntry);
      } catch {
        // the last line of a run killed while writing it
      }
    }
  }
  const append = (entry: LedgerEntry): void => {
    // Created on the first write, so a dry run leaves no folder behind.
    mkdirSync(folder, { recursive: true });
    appendFileSync(ledgerFile, `${JSON.stringify(entry)}\n`);
    apply(entry);
  };
  const fileOf = (url: string): string => {
    const { host, pathname, search } = new URL(url);
    const parts = pathname.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
    const safe = (part: string) => {
      let decoded = part;
      try {
        decoded = decodeURIComponent(part);
      } catch {
        // a stray '%': the name as written
      }
      const name = decoded.replace(/[^A-Za-z0-9._&=-]/g, '_');
      // File systems refuse names over 255 bytes: a long one keeps its start and a hash of the whole.
      return name.length <= 120 ? name : `${name.slice(0, 80)}~${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
    };
    // An API answer's query names what it lists (symbol=…): it is part of the file's name.
    if (search !== '') parts.push(`${parts.pop() ?? 'index'}__${search.slice(1)}.json`);
    if (parts.length === 0) parts.push('index.html');
    return path.join(folder, safe(host), ...parts.map(safe));
  };
  return {
    folder,
    record: (url) => records.get(url) ?? {},
    read(url) {
      const fetched = records.get(url)?.fetched;
      if (fetched === undefined) return undefined;
      try {
        const bytes = new Uint8Array(readFileSync(path.join(folder, fetched.file)));
        return sha256(bytes) === fetched.sha256 ? bytes : undefined;
      } catch {
        return undefined;
      }
    },
    keep(url, bytes, now) {
      const file = fileOf(url);
      const hash = sha256(bytes);
      // A list fetched again unchanged: nothing to write, and no ledger line (it would grow every night).
      if (records.get(url)?.fetched?.sha256 === hash && existsSync(file)) return file;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.part`, bytes);
      renameSync(`${file}.part`, file);
      append({ url, event: 'fetched', at: now.toISOString(), file: path.relative(folder, file), bytes: bytes.length, sha256: hash });
      return file;
    },
    markAbsent: (url, status, now) => append({ url, event: 'absent', at: now.toISOString(), status }),
    markImported: (url, command, companies, now) =>
      append({ url, event: 'imported', at: now.toISOString(), command, companies, sha256: records.get(url)?.fetched?.sha256 ?? '' }),
    stateFile: syncStateFile(dataDir),
    markRefused: (url, command, reason, now) => append({ url, event: 'refused', at: now.toISOString(), command, reason }),
  };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
