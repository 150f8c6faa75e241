import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { ConfigError } from '../../config/configError';
import { loadConfig } from '../../config/loadConfig';
import { DatabaseOpenError } from '../../db/createDatabase';
import { type AnalysisEngine } from '../../services/companyDetails';
import { ImportFailedError } from '../importers/importErrors';
import { type ImportRequest } from '../importers/importService';
import { chooseTarget } from './chooseTarget';
import { ImportRefusedError, type ImportTarget } from './importTargets';
import { expandInputs, type InputFile } from './inputFiles';
import { parseIngestArgs, type IngestInvocation } from './ingestProgram';
import { analysesLine, filesLine, summaryLines } from './printSummary';
import { createProgressReporter, type OutputStream, type ProgressReporter } from './progressReporter';

export interface IngestIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: OutputStream;
  stderr: OutputStream;
  /** The analysis engine for direct imports (the script passes the real one). */
  engine: AnalysisEngine;
  fetch?: typeof fetch;
}

/**
 * `npm run ingest -- <command> …`: parse the command line, pick where the
 * data goes (see chooseTarget), then import each file in its own transaction,
 * printing a summary per file. Exit code 0 when every file was imported, 1
 * when any failed or the import was refused, 2 for a usage error.
 */
export async function runIngest(argv: readonly string[], io: IngestIo): Promise<number> {
  const parsed = await parseIngestArgs(argv, io);
  if (typeof parsed === 'number') return parsed;
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const complain = (line: string) => io.stderr.write(`${line}\n`);

  let target: ImportTarget;
  try {
    const config = loadConfig(io.env, io.cwd);
    // Warnings and errors only, on stderr: stdout is for the summaries.
    const logger = pino({ level: io.env.LOG_LEVEL === 'debug' ? 'debug' : 'warn' }, pino.destination(2));
    target = await chooseTarget({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      serverUrl: parsed.serverUrl,
      dryRun: parsed.dryRun,
      engine: io.engine,
      logger,
      fetch: io.fetch,
    });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ImportRefusedError || error instanceof DatabaseOpenError) {
      complain(`Cannot import: ${error.message}`);
      return 1;
    }
    throw error;
  }

  const progress = createProgressReporter(io.stderr);
  progress.step(`Importing into ${target.description}${parsed.dryRun ? ' (dry run: nothing will be written)' : ''}`);
  try {
    const inputs = parsed.command === 'demo' ? { files: [], passedOver: [] } : await expandInputs(io.cwd, parsed.files, parsed.command);
    if (inputs.passedOver.length > 0) say(`Passed over ${inputs.passedOver.length} file(s) this command does not read: ${inputs.passedOver.join('; ')}`);
    const { failed, staleAnalyses } = await importEach(parsed, inputs.files, target, progress, io.cwd, say, complain);
    if (staleAnalyses) {
      progress.step('Recomputing the analyses of the companies that changed …');
      const analyses = await target.recomputeAnalyses(({ done, total }) => progress.progress('Recomputing analyses', done, total));
      progress.finish();
      analysesLine(analyses).forEach(say);
    }
    const total = parsed.command === 'demo' ? 1 : inputs.files.length;
    if (total > 1) say(filesLine(total, failed, parsed.dryRun));
    return failed > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) throw error;
    complain(`Cannot import: ${error.message}`);
    return 1;
  } finally {
    progress.finish();
    await target.close();
  }
}

/**
 * Runs each file (or the demo action); returns how many failed, and whether
 * analyses were left stale for one recomputation at the end (many files: a
 * folder of filings would otherwise recompute one company fifty times). A
 * refusal stops the rest.
 */
async function importEach(
  invocation: IngestInvocation,
  files: readonly InputFile[],
  target: ImportTarget,
  progress: ProgressReporter,
  cwd: string,
  say: (line: string) => void,
  complain: (line: string) => void,
): Promise<{ failed: number; staleAnalyses: boolean }> {
  const deferAnalyses = files.length > 1 && !invocation.dryRun;
  const requests: Array<() => Promise<ImportRequest>> =
    invocation.command === 'demo'
      ? [async () => ({ command: 'demo', action: invocation.action ?? 'load', dryRun: invocation.dryRun })]
      : files.map((file) => async () => ({
          command: invocation.command as Exclude<ImportRequest['command'], 'demo'>,
          file: await readInput(cwd, file),
          dryRun: invocation.dryRun,
          options: invocation.options,
          deferAnalyses,
        }));
  let failed = 0;
  let staleAnalyses = false;
  for (const next of requests) {
    try {
      const request = await next();
      progress.step(request.command === 'demo' ? `demo --${request.action} …` : `${request.command} ${request.file.name} …`);
      const outcome = await target.run(request, ({ done, total }) => progress.progress('Recomputing analyses', done, total));
      progress.finish();
      summaryLines(outcome.summary).forEach(say);
      if (outcome.analyses) analysesLine(outcome.analyses).forEach(say);
      if (deferAnalyses && outcome.summary.affectedCompanies > 0) staleAnalyses = true;
    } catch (error) {
      progress.finish();
      if (!(error instanceof ImportFailedError)) throw error;
      failed += 1;
      complain(`✗ ${error.message}. Nothing from this file was written.`);
    }
  }
  return { failed, staleAnalyses };
}

/** A file's bytes, with its base name for messages. Unreadable: that file fails, the others go on. */
async function readInput(cwd: string, input: InputFile): Promise<{ name: string; bytes: Uint8Array }> {
  const { name, path: file } = input;
  try {
    return { name, bytes: new Uint8Array(await readFile(path.resolve(cwd, file))) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'a folder, not a file'
          : code === 'EACCES'
            ? 'not readable (permissions)'
            : (error as Error).message;
    throw new ImportFailedError(name, `${file}: ${reason}`);
  }
}
