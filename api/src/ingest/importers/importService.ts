import { type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { type RefreshProgress } from '../../services/analysisRefresh';
import { type AnalysisEngine } from '../../services/companyDetails';
import { type IsoDate } from '../records';
import { recomputeAnalyses, type AnalysesRecomputed } from './afterImport';
import { loadDemoUniverse, resetDemoUniverse } from './demoUniverse';
import { FILE_IMPORTERS } from './fileImporters';
import { importFile, runImport } from './importFile';
import { type ImportOptions } from './importOptions';
import { type ImportCommand, type ImportSummary } from './importTypes';

export const DEMO_ACTIONS = ['reset', 'load'] as const;
export type DemoAction = (typeof DEMO_ACTIONS)[number];

/** One unit of work: a file for a file command, or a demo action. */
export type ImportRequest =
  | {
      command: Exclude<ImportCommand, 'demo'>;
      file: { name: string; bytes: Uint8Array };
      dryRun: boolean;
      options?: ImportOptions;
      /** Leave the stale analyses for one recomputation after the last of many files (recomputeAnalyses). */
      deferAnalyses?: boolean;
    }
  | { command: 'demo'; action: DemoAction; dryRun: boolean };

export interface ImportOutcome {
  summary: ImportSummary;
  /** Absent for a dry run, or when no company's facts changed. */
  analyses?: AnalysesRecomputed;
}

export interface ImportServiceDeps {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  logger?: Logger;
  now?: () => Date;
  today?: IsoDate;
  /** Progress of the analyses' recomputation. */
  onProgress?: (progress: RefreshProgress) => void;
  /** Drops cached stock lists and payloads (the server passes its caches' invalidate). */
  invalidateCaches?: () => void;
}

/** Runs one import (its own transaction), then recomputes the analyses it made stale. Throws ImportFailedError. */
export async function performImport(deps: ImportServiceDeps, request: ImportRequest): Promise<ImportOutcome> {
  const summary = await runRequest(deps, request);
  if (summary.dryRun) return { summary };
  deps.invalidateCaches?.(); // the stock list changed the moment the import committed
  if (summary.affectedCompanies === 0 || (request.command !== 'demo' && request.deferAnalyses === true)) return { summary };
  const analyses = await recomputeAnalyses({ ...deps });
  return { summary, analyses };
}

function runRequest(deps: ImportServiceDeps, request: ImportRequest): Promise<ImportSummary> {
  const common = { db: deps.db, dryRun: request.dryRun, ...(deps.today === undefined ? {} : { today: deps.today }) };
  if (request.command === 'demo') {
    return runImport({ ...common, command: 'demo', file: `demo --${request.action}` }, (trx) =>
      request.action === 'reset' ? resetDemoUniverse(trx) : loadDemoUniverse(trx),
    );
  }
  const importer = FILE_IMPORTERS[request.command];
  return importFile({
    ...common,
    command: request.command,
    file: request.file.name,
    bytes: request.file.bytes,
    parse: importer.parse,
    write: importer.write,
    options: request.options ?? {},
  });
}
