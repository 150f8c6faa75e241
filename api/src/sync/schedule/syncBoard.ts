/**
 * What GET /api/admin/sync answers (docs/sync.md): whether this server syncs on
 * its own and when, the run in progress, the last run's report (from
 * DATA_DIR/downloads/sync-status.json, so a command-line run shows too) and
 * the problem each scheduled run last logged, if it has not cleared.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SYNC_STATUS_FILE } from '../run/runSync';
import { type SyncReport } from '../run/syncContext';

export const SYNC_TIMES = {
  daily: '18:30 India time, Monday to Friday (again every 30 minutes until the day is published)',
  filings: '22:30 India time, every night',
} as const;

export interface SyncStatus {
  /** SYNC=nse on this server. Runs happen on the worker instance only. */
  scheduled: boolean;
  worker: boolean;
  times: typeof SYNC_TIMES;
  running: { what: string; startedAt: string } | null;
  lastRun: SyncReport | null;
  /** The problem each scheduled run last logged, until it clears. */
  problems: Record<ScheduledRun, { message: string; since: string } | null>;
}

export type ScheduledRun = 'daily' | 'filings';

export interface SyncBoard {
  status(): SyncStatus;
  setWorker(worker: boolean): void;
  started(what: string, at: Date): void;
  finished(): void;
  /** Returns 'new' when the run's problem is new (logged once, not at every run), 'cleared' when it went away. */
  problem(run: ScheduledRun, message: string | undefined, at: Date): 'new' | 'same' | 'cleared' | 'none';
}

export function createSyncBoard(options: { dataDir: string; scheduled: boolean }): SyncBoard {
  let worker = false;
  let running: SyncStatus['running'] = null;
  const problems: SyncStatus['problems'] = { daily: null, filings: null };
  return {
    status: () => ({ scheduled: options.scheduled, worker, times: SYNC_TIMES, running, lastRun: readLastRun(options.dataDir), problems: { ...problems } }),
    setWorker: (value) => {
      worker = value;
    },
    started: (what, at) => {
      running = { what, startedAt: at.toISOString() };
    },
    finished: () => {
      running = null;
    },
    problem(run, message, at) {
      const before = problems[run];
      if (message === undefined) {
        problems[run] = null;
        return before === null ? 'none' : 'cleared';
      }
      if (before?.message === message) return 'same';
      problems[run] = { message, since: at.toISOString() };
      return 'new';
    },
  };
}

function readLastRun(dataDir: string): SyncReport | null {
  const file = path.join(dataDir, 'downloads', SYNC_STATUS_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SyncReport;
  } catch {
    return null;
  }
}
