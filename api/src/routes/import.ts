import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Mutex } from '../concurrency/mutex';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { HttpError } from '../http/httpError';
import { loopbackOnly } from '../http/loopbackOnly';
import { type Logger } from '../logger';
import { type AnalysisEngine } from '../services/companyDetails';
import { ImportFailedError } from '../ingest/importers/importErrors';
import { optionsFromQuery } from '../ingest/importers/importOptions';
import { recomputeAnalyses } from '../ingest/importers/afterImport';
import { DEMO_ACTIONS, performImport, type DemoAction, type ImportRequest } from '../ingest/importers/importService';
import { IMPORT_FILE_HEADER, IMPORT_TOKEN_HEADER, tokensMatch } from '../ingest/serverCoordination/importTokenFile';
import { isImportCommand } from '../ingest/importers/importTypes';
import { researchedSymbols } from '../sync/researchedSymbols';
import { type SyncStatus } from '../sync/schedule/syncBoard';

/** Bhavcopies are a few MB, a Screener export a few hundred kB: 50 MB leaves room without inviting abuse. */
const IMPORT_BODY_LIMIT = '50mb';

export interface ImportRouteDeps {
  db: ServiceDatabase;
  engine: AnalysisEngine;
  /** The token in DATA_DIR/import-token.json; the CLI must send it. */
  token: string;
  /** Drops the stock-list and company-details caches after an import. */
  invalidateCaches: () => void;
  logger?: Logger;
  now?: () => Date;
  /** GET /api/admin/sync: the scheduled sync's state and the last run's report (docs/sync.md). */
  syncStatus?: () => SyncStatus;
}

/**
 * POST /api/admin/import/:command — the import tool's way in while this server
 * holds the embedded database (PGlite is single-process). Only loopback
 * callers that present the token get in, and both are checked before the body
 * is read. The body is the file's bytes; the file name comes in X-Import-File
 * (URL-encoded), `?dry_run=1` validates without writing, the command line's
 * options travel as query parameters (importOptions.ts), and `demo` takes
 * `?action=reset|load`. The answer streams NDJSON: progress lines while
 * analyses are recomputed, then one `summary` line or one `error` line
 * (`code`: 'invalid_file', 'zip_refused' for a zip bomb, … and `message`).
 */
export function importRouter(deps: ImportRouteDeps): Router {
  const router = express.Router();
  const queue = new Mutex(); // one import at a time, in arrival order
  router.post(
    '/api/admin/import/:command',
    importsFromThisMachine,
    requireToken(deps.token),
    express.raw({ type: () => true, limit: IMPORT_BODY_LIMIT }),
    async (req, res) => {
      const request = importRequest(req);
      res.status(200).type('application/x-ndjson').set('Cache-Control', 'no-store');
      res.flushHeaders();
      const send = (line: object) => res.write(`${JSON.stringify(line)}\n`);
      const unlock = await queue.lock();
      try {
        const outcome = await performImport({ ...deps, onProgress: ({ done, total }) => send({ type: 'progress', stage: 'analyses', done, total }) }, request);
        send({ type: 'summary', ...outcome });
      } catch (error) {
        if (!(error instanceof ImportFailedError)) deps.logger?.error({ err: error }, 'Import through the server failed');
        send(
          error instanceof ImportFailedError
            ? { type: 'error', code: error.code, message: error.message }
            : { type: 'error', code: 'internal', message: 'The import failed on the server; see its log.' },
        );
      } finally {
        unlock();
        res.end();
      }
    },
  );
  // After many files imported with ?defer_analyses=1: recompute the stale analyses once.
  router.post('/api/admin/analyses/refresh', importsFromThisMachine, requireToken(deps.token), async (_req, res) => {
    res.status(200).type('application/x-ndjson').set('Cache-Control', 'no-store');
    res.flushHeaders();
    const send = (line: object) => res.write(`${JSON.stringify(line)}\n`);
    const unlock = await queue.lock();
    try {
      const analyses = await recomputeAnalyses({ ...deps, onProgress: ({ done, total }) => send({ type: 'progress', stage: 'analyses', done, total }) });
      send({ type: 'analyses', analyses });
    } catch (error) {
      deps.logger?.error({ err: error }, 'Recomputing analyses through the server failed');
      send({ type: 'error', message: 'Recomputing the analyses failed on the server; see its log.' });
    } finally {
      unlock();
      res.end();
    }
  });
  // `npm run sync` tracks the filings of every company users researched; only this server can read them.
  router.get('/api/admin/researched-symbols', importsFromThisMachine, requireToken(deps.token), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ symbols: await researchedSymbols(deps.db) });
  });
  router.get('/api/admin/sync', importsFromThisMachine, requireToken(deps.token), (_req, res) => {
    if (deps.syncStatus === undefined) throw new HttpError(404, 'sync_unavailable', 'This server does not sync with the exchanges.');
    res.set('Cache-Control', 'no-store').json(deps.syncStatus());
  });
  return router;
}

function importRequest(req: Request): ImportRequest {
  const command = String(req.params.command);
  if (!isImportCommand(command)) throw new HttpError(404, 'unknown_command', `No import command "${command.slice(0, 40)}".`);
  const dryRun = req.query.dry_run === '1';
  if (command === 'demo') {
    const action = String(req.query.action);
    if (!(DEMO_ACTIONS as readonly string[]).includes(action)) throw new HttpError(400, 'invalid_action', 'demo needs ?action=reset or ?action=load.');
    return { command, action: action as DemoAction, dryRun };
  }
  const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  if (bytes.length === 0) throw new HttpError(400, 'empty_file', 'The request carries no file (send its bytes as the body).');
  const read = optionsFromQuery(req.query);
  if ('error' in read) throw new HttpError(400, 'invalid_option', `Invalid import option: ${read.error}.`);
  return {
    command,
    file: { name: fileName(req.get(IMPORT_FILE_HEADER)), bytes },
    dryRun,
    options: read.options,
    deferAnalyses: req.query.defer_analyses === '1',
  };
}

/** The file's base name as the CLI sent it, for messages only; never used as a path. */
function fileName(header: string | undefined): string {
  let name = 'upload';
  try {
    name = header === undefined ? name : decodeURIComponent(header);
  } catch {
    // a malformed escape: keep the placeholder
  }
  const printable = [...name].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.slice(0, 200) || 'upload';
}

const importsFromThisMachine = loopbackOnly('loopback_only', 'Imports are only accepted from this machine.');

function requireToken(token: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!tokensMatch(token, req.get(IMPORT_TOKEN_HEADER))) {
      throw new HttpError(401, 'invalid_import_token', 'Missing or wrong import token (the server writes it to DATA_DIR/import-token.json).');
    }
    next();
  };
}
