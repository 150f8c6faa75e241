import { type AnalysesRecomputed } from '../importers/afterImport';
import { ImportFailedError } from '../importers/importErrors';
import { optionsToQuery } from '../importers/importOptions';
import { type ImportOutcome } from '../importers/importService';
import { IMPORT_FILE_HEADER, IMPORT_TOKEN_HEADER } from '../serverCoordination/importTokenFile';
import { type ImportSummary } from '../importers/importTypes';
import { ImportRefusedError, type ImportTarget } from './importTargets';

type Line =
  | { type: 'progress'; stage: string; done: number; total: number }
  | { type: 'summary'; summary: ImportSummary; analyses?: AnalysesRecomputed }
  | { type: 'analyses'; analyses: AnalysesRecomputed }
  | { type: 'error'; code?: string; message: string };

/**
 * Sends each import to the server that holds the embedded database
 * (POST /api/admin/import/:command, see routes/import.ts): the file's bytes
 * as the body, the token from DATA_DIR/import-token.json in a header. The
 * answer streams progress lines, then the summary or the error.
 */
export function serverTarget(options: { url: string; token: string; holder: string; fetch?: typeof fetch }): ImportTarget {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    description: `the server at ${base}`,
    async run(request, onProgress) {
      const query = new URLSearchParams();
      if (request.dryRun) query.set('dry_run', '1');
      if (request.command === 'demo') query.set('action', request.action);
      else {
        optionsToQuery(request.options ?? {}, query);
        if (request.deferAnalyses === true) query.set('defer_analyses', '1');
      }
      const headers: Record<string, string> = { [IMPORT_TOKEN_HEADER]: options.token, 'Content-Type': 'application/octet-stream' };
      if (request.command !== 'demo') headers[IMPORT_FILE_HEADER] = encodeURIComponent(request.file.name);
      const file = request.command === 'demo' ? `demo --${request.action}` : request.file.name;
      let response: Response;
      try {
        response = await doFetch(`${base}/api/admin/import/${request.command}${query.size > 0 ? `?${query}` : ''}`, {
          method: 'POST',
          headers,
          body: request.command === 'demo' ? undefined : Buffer.from(request.file.bytes),
        });
      } catch (error) {
        throw new ImportRefusedError(
          `${options.holder}, but its server at ${base} did not answer (${reason(error)}). Nothing was imported. ` +
            'Start it again, pass --server <url> if it listens elsewhere, or stop that process so the tool can open the data directory itself.',
        );
      }
      if (!response.ok) throw await refusal(response, base);
      return readOutcome(response, file, onProgress);
    },
    async recomputeAnalyses(onProgress) {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/admin/analyses/refresh`, { method: 'POST', headers: { [IMPORT_TOKEN_HEADER]: options.token } });
      } catch (error) {
        throw new ImportRefusedError(`the server at ${base} did not answer (${reason(error)}); it recomputes stale analyses at its next start`);
      }
      if (!response.ok) throw await refusal(response, base);
      const lines =
        response.body === null
          ? []
          : await readLines(response.body, (line) => line.type === 'progress' && onProgress({ done: line.done, total: line.total, failed: 0 }));
      const last = lines.at(-1);
      if (last?.type === 'analyses') return last.analyses;
      throw new ImportRefusedError(last?.type === 'error' ? last.message : `the server at ${base} ended its answer without the analyses; check its log`);
    },
    async researchedSymbols() {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/admin/researched-symbols`, { headers: { [IMPORT_TOKEN_HEADER]: options.token } });
      } catch (error) {
        throw new ImportRefusedError(`the server at ${base} did not answer (${reason(error)})`);
      }
      if (!response.ok) throw await refusal(response, base);
      const body = (await response.json()) as { symbols?: unknown };
      return Array.isArray(body.symbols) ? body.symbols.filter((symbol): symbol is string => typeof symbol === 'string') : [];
    },
    close: async () => undefined,
  };
}

async function readOutcome(
  response: Response,
  file: string,
  onProgress: (progress: { done: number; total: number; failed: number }) => void,
): Promise<ImportOutcome> {
  const lines =
    response.body === null
      ? []
      : await readLines(response.body, (line) => {
          if (line.type === 'progress') onProgress({ done: line.done, total: line.total, failed: 0 });
        });
  const last = lines.at(-1);
  if (last?.type === 'summary') return { summary: last.summary, ...(last.analyses === undefined ? {} : { analyses: last.analyses }) };
  if (last?.type === 'error') throw new ImportFailedError(file, last.message, last.code === undefined ? {} : { code: last.code });
  throw new ImportFailedError(file, `${file}: the server's answer ended without a summary (it may have stopped); check its log`);
}

/** Reads NDJSON as it arrives, handing each line to `each`; returns them all. */
async function readLines(body: ReadableStream<Uint8Array>, each: (line: Line) => void): Promise<Line[]> {
  const decoder = new TextDecoder();
  const lines: Line[] = [];
  let pending = '';
  const take = (text: string) => {
    if (text.trim() === '') return;
    const line = JSON.parse(text) as Line;
    lines.push(line);
    each(line);
  };
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    parts.forEach(take);
  }
  take(pending + decoder.decode());
  return lines;
}

async function refusal(response: Response, base: string): Promise<ImportRefusedError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  const hint = response.status === 401 ? ' Is --server pointing at the server that holds this DATA_DIR?' : '';
  return new ImportRefusedError(`The server at ${base} refused the import: ${message}${hint} Nothing was imported.`);
}

/** "ECONNREFUSED" from fetch's "fetch failed" (duck-typed: under jest the error comes from another realm). */
function reason(error: unknown): string {
  const { cause, message } = (typeof error === 'object' && error !== null ? error : {}) as { cause?: { code?: unknown; message?: unknown }; message?: unknown };
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return typeof message === 'string' ? message : String(error);
}
