import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { recomputeAnalyses } from '../ingest/importers/afterImport';
import { performImport } from '../ingest/importers/importService';
import { type Logger } from '../logger';
import { type AnalysisEngine } from '../services/companyDetails';
import { researchedSymbols } from './researchedSymbols';
import { type SyncTarget } from './run/syncContext';

/** Sync straight into a database this process holds (the server's scheduled sync), through the import service. */
export function databaseSyncTarget(deps: { db: Kysely<Database>; engine: AnalysisEngine; logger?: Logger; invalidateCaches?: () => void }): SyncTarget {
  const { db, engine, logger, invalidateCaches } = deps;
  return {
    description: "this server's database",
    run: (request, onProgress) => performImport({ db, engine, logger, invalidateCaches, onProgress }, request),
    recomputeAnalyses: (onProgress) => recomputeAnalyses({ db, engine, logger, onProgress, invalidateCaches }),
    researchedSymbols: () => researchedSymbols(db),
  };
}
