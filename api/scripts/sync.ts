/**
 * `npm run sync -- <lists|daily|filings|all> …`: fetches the exchanges'
 * published files and imports them. See docs/sync.md, or run it with --help.
 */
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { runSyncCommand } from '../src/sync/cli/runSyncCommand';

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());

runSyncCommand(process.argv.slice(2), {
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  engine: { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch },
  signal: stop.signal,
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
