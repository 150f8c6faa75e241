/**
 * What GET /api/admin/sync answers (docs/sync.md): whether this server syncs on
 * its own and when, the run in progress, the last run's report (from
 * DATA_DIR/downloads/sync-status.json, so a command-line run shows too) and
 * the problem the log last reported, if it has not cleared.
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
  problem: { message: string; since: string } | null;
}

export interface SyncBoard {
  status(): SyncStatus;
  setWorker(worker: boolean): void;
  started(what: string, at: Date): void;
  finished(): void;
  /** Returns true when the problem is new (so it is logged once, not at every run). */
  problem(message: string | undefined, at: Date): boolean;
}

export function createSyncBoard(options: { dataDir: string; scheduled: boolean }): SyncBoard {
  let worker = false;
  let running: SyncStatus['running'] = null;
  let problem: SyncStatus['problem'] = null;
  return {
    status: () => ({ scheduled: options.scheduled, worker, times: SYNC_TIMES, running, lastRun: readLastRun(options.dataDir), problem }),
    setWorker: (value) => {
      worker = value;
    },
    started: (what, at) => {
      running = { what, startedAt: at.toISOString() };
    },
    finished: () => {
      running = null;
    },
    problem(message, at) {
      if (message === undefined) {
        problem = null;
        return false;
      }
      if (problem?.message === message) return false;
      problem = { message, since: at.toISOString() };
      return true;
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
