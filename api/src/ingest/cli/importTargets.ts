import { type RefreshProgress } from '../../services/analysisRefresh';
import { type AnalysesRecomputed } from '../importers/afterImport';
import { type ImportOutcome, type ImportRequest } from '../importers/importService';

/** Where the tool sends its imports: the database itself, or the server that holds it. */
export interface ImportTarget {
  /** "PostgreSQL at postgres://…", "the embedded database in …/data", "the server at http://localhost:3000". */
  description: string;
  run(request: ImportRequest, onProgress: (progress: RefreshProgress) => void): Promise<ImportOutcome>;
  /** Recomputes every stale analysis: once after many files imported with deferAnalyses. */
  recomputeAnalyses(onProgress: (progress: RefreshProgress) => void): Promise<AnalysesRecomputed>;
  /** NSE symbols of the companies users researched (`npm run sync` tracks their filings). */
  researchedSymbols(): Promise<string[]>;
  close(): Promise<void>;
}

/** The tool will not run the import (the data directory is held by a process it cannot reach); nothing was written. */
export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
}
