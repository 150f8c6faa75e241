/**
 * Parses `npm run sync -- <what> …` with commander (docs/sync.md). Returns
 * the request, or an exit code when commander printed help (0) or a usage
 * error (2).
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { parseIsoDate } from '../../ingest/formats/values';
import { parseCommandLine } from '../../ingest/cli/parseCommandLine';
import { type OutputStream } from '../../ingest/cli/progressReporter';
import { INDEX_LISTS, type IndexName } from '../sources/exchangeAddresses';
import { type SyncRequest } from '../run/runSync';

export interface SyncInvocation {
  request: SyncRequest;
  dryRun: boolean;
  serverUrl: string | undefined;
}

interface Options {
  index?: IndexName;
  symbols?: string[];
  date?: string;
  since?: string;
  dryRun?: boolean;
  server?: string;
}

const HELP = `
Tracked companies: those named by --symbols, the members of --index, and every company any user has researched.
Everything downloaded is kept under DATA_DIR/downloads/ and never fetched twice; a run stopped at any point resumes.
Exit code: 0 when everything was fetched and imported, 3 when a source was refused or a file failed (the rest went on),
1 when nothing could run, 2 for a usage error.

Examples:
  npm run sync -- all --index nifty50
  npm run sync -- daily --since 2025-12-01
  npm run sync -- filings --symbols RELIANCE,TCS --since 2025-01-01
  npm run sync -- all --index nifty50 --dry-run
`;

function isoDay(value: string): string {
  const day = parseIsoDate(value);
  if (day === null) throw new InvalidArgumentError('expected a date as YYYY-MM-DD');
  return day;
}

function symbolList(value: string): string[] {
  const symbols = value
    .split(',')
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol !== '');
  if (symbols.length === 0 || symbols.some((symbol) => !/^[A-Z0-9&_.-]{1,20}$/.test(symbol))) {
    throw new InvalidArgumentError('expected NSE symbols separated by commas, such as RELIANCE,TCS,M&M');
  }
  return symbols;
}

export async function parseSyncArgs(argv: readonly string[], output: { stdout: OutputStream; stderr: OutputStream }): Promise<SyncInvocation | number> {
  let invocation: SyncInvocation | undefined;
  const program = new Command('npm run sync --')
    .description("Fetch the exchanges' published files (prices, corporate actions, results, shareholding) and import them.")
    .usage('<lists|daily|filings|all> [options]')
    .configureOutput({ writeOut: (text) => output.stdout.write(text), writeErr: (text) => output.stderr.write(text) })
    .showHelpAfterError('(run with --help for every command and an example)')
    .addHelpText('after', HELP)
    .exitOverride();

  const index = () => new Option('--index <name>', 'track the members of an NSE index').choices(Object.keys(INDEX_LISTS));
  const shared = (command: Command) =>
    command
      .option('--dry-run', 'list what would be fetched and imported; fetch only the lists, write nothing')
      .option('--server <url>', 'the running server that holds the embedded database, when not where its token file says');
  const done = (sources: SyncRequest['sources'], what: string) => (options: Options) => {
    const request: SyncRequest = { sources, what };
    if (options.index !== undefined) request.index = options.index;
    if (options.symbols !== undefined) request.symbols = options.symbols;
    if (options.date !== undefined || options.since !== undefined) {
      request.daily = options.date !== undefined ? { date: options.date } : { since: options.since! };
    }
    if (options.since !== undefined) request.filingsSince = options.since;
    invocation = { request, dryRun: options.dryRun === true, serverUrl: options.server };
  };

  shared(program.command('lists'))
    .summary("NSE's universe (EQUITY_L.csv), and an index's members")
    .addOption(index())
    .action(done(['lists'], 'lists'));
  shared(program.command('daily'))
    .summary('bhavcopy, PR zip (corporate actions, shares, ranges) and 52-week file of each trading day')
    .addOption(new Option('--date <YYYY-MM-DD>', 'just this day').argParser(isoDay).conflicts('since'))
    .addOption(new Option('--since <YYYY-MM-DD>', 'every trading day from this one').argParser(isoDay))
    .action(done(['daily'], 'daily'));
  shared(program.command('filings'))
    .summary('results and shareholding filings of the tracked companies not imported yet')
    .addOption(new Option('--symbols <A,B>', 'track these NSE symbols too').argParser(symbolList))
    .addOption(index())
    .addOption(new Option('--since <YYYY-MM-DD>', 'only filings made on or after this day').argParser(isoDay))
    .action(function (this: Command, options: Options) {
      // --index needs the index's list, fetched by the lists step.
      done(options.index === undefined ? ['filings'] : ['lists', 'filings'], 'filings')(options);
    });
  shared(program.command('all'))
    .summary('lists, then daily files, then filings')
    .addOption(index())
    .addOption(new Option('--symbols <A,B>', 'track these NSE symbols too').argParser(symbolList))
    .addOption(new Option('--since <YYYY-MM-DD>', 'daily files and filings from this day').argParser(isoDay))
    .action(done(['lists', 'daily', 'filings'], 'all'));

  const exitCode = await parseCommandLine(program, argv, () => invocation !== undefined);
  if (exitCode !== undefined || invocation === undefined) return exitCode ?? 2;
  invocation.request.what = argv.filter((arg) => arg !== '--dry-run').join(' ');
  return invocation;
}
