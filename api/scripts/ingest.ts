/**
 * `npm run ingest -- <command> <file…>`: imports real market data (NSE and BSE
 * lists, Screener exports, bhavcopies, a guidance ledger) or resets the demo
 * universe. See api/src/ingest/README.md, or run it with --help.
 */
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { runIngest } from '../src/ingest/cli/runIngest';

runIngest(process.argv.slice(2), {
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  engine: { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch },
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
