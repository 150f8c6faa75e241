/**
 * What every sync step shares: the client, where the exchanges are, the kept
 * downloads, where imports go, and the report it fills in (docs/sync.md).
 */
import { type ImportTarget } from '../../ingest/cli/importTargets';
import { type PoliteClient } from '../http/politeClient';
import { type DownloadStore } from '../downloads/downloadStore';
import { type ExchangeBases } from '../sources/exchangeAddresses';

export const SYNC_SOURCES = ['lists', 'daily', 'filings'] as const;
export type SyncSource = (typeof SYNC_SOURCES)[number];

/** Where sync sends its files: an import target that can also say which companies people researched. */
export interface SyncTarget extends Pick<ImportTarget, 'description' | 'run' | 'recomputeAnalyses'> {
  /** NSE symbols of the (non-demo) companies any user has researched: sync tracks their filings. */
  researchedSymbols(): Promise<string[]>;
}

export interface SourceReport {
  /** Files downloaded this run (lists included). */
  fetched: number;
  /** Files imported this run. */
  imported: number;
  /** Files already imported by an earlier run, or lists unchanged since. */
  alreadyHad: number;
  /** Days with no file (holidays, or not yet published). */
  absent: number;
  /** Files that could not be fetched, failed their check or were refused by the importer: the rest went on. */
  failed: Array<{ url: string; reason: string }>;
  /** The exchange refused this source (403, or an HTML page for a file): it stopped here; the others went on. */
  refused?: { url: string; message: string };
  /** Dry run: what would be fetched and imported. */
  planned: string[];
}

export interface SyncReport {
  startedAt: string;
  finishedAt?: string;
  what: string;
  dryRun: boolean;
  sources: Partial<Record<SyncSource, SourceReport>>;
  requests: number;
  /** Set when the run could not start or stopped on an error that is not a source's. */
  error?: string;
}

export interface SyncContext {
  client: PoliteClient;
  bases: ExchangeBases;
  store: DownloadStore;
  target: SyncTarget;
  now: () => Date;
  dryRun: boolean;
  /** A progress line for people (stderr on the command line, the log in the server). */
  say: (line: string) => void;
  /** Stops between files (the server's shutdown; Ctrl-C on the command line). */
  signal?: AbortSignal;
}

export function emptySourceReport(): SourceReport {
  return { fetched: 0, imported: 0, alreadyHad: 0, absent: 0, failed: [], planned: [] };
}

/** A run that is whole: nothing refused, nothing failed. */
export function syncComplete(report: SyncReport): boolean {
  return report.error === undefined && Object.values(report.sources).every((source) => source.refused === undefined && source.failed.length === 0);
}
