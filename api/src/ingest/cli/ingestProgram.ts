import { Command, InvalidArgumentError, Option } from 'commander';
import { COMPANY_KINDS, STATEMENT_BASES } from 'shared-types/api';
import { parseIsoDate } from '../formats/values';
import { type ImportOptions } from '../importers/importOptions';
import { type DemoAction } from '../importers/importService';
import { type ImportCommand } from '../importers/importTypes';
import { DEMO_HELP, FILE_COMMANDS, GENERAL_HELP } from './commandHelp';
import { parseCommandLine } from './parseCommandLine';
import { type OutputStream } from './progressReporter';

/** What the person asked for, once the command line has been understood. */
export interface IngestInvocation {
  command: ImportCommand;
  /** Paths as given (file commands). */
  files: string[];
  /** demo only. */
  action?: DemoAction;
  dryRun: boolean;
  serverUrl: string | undefined;
  /** Options of file commands, applied to every file of the command. */
  options: ImportOptions;
}

interface SharedOptions extends ImportOptions {
  dryRun?: boolean;
  server?: string;
}

/**
 * Parses `npm run ingest -- <command> …` with commander. Returns the
 * invocation, or an exit code when commander printed help (0) or a usage
 * error (2) itself.
 */
export async function parseIngestArgs(argv: readonly string[], output: { stdout: OutputStream; stderr: OutputStream }): Promise<IngestInvocation | number> {
  let invocation: IngestInvocation | undefined;
  const program = new Command('npm run ingest --')
    .description('Import real market data into Conviction: company lists, Screener statements, bhavcopy prices, guidance; or reset the demo universe.')
    .usage('<command> [options] <file…>')
    .configureOutput({ writeOut: (text) => output.stdout.write(text), writeErr: (text) => output.stderr.write(text) })
    .showHelpAfterError('(run with --help for every command and an example of each)')
    .addHelpText('after', GENERAL_HELP)
    .exitOverride();

  for (const spec of FILE_COMMANDS) {
    withFileOptions(spec.name, withSharedOptions(program.command(spec.name)))
      .summary(spec.summary)
      .description(`${spec.summary}.\n\n${spec.details}`)
      .argument('<files...>', spec.files)
      .addHelpText('after', `\nExample:\n  ${spec.example}\n`)
      .action((files: string[], options: SharedOptions) => {
        invocation = { command: spec.name, files, dryRun: options.dryRun === true, serverUrl: options.server, options: fileOptions(options) };
      });
  }

  withSharedOptions(program.command('demo'))
    .summary(DEMO_HELP.summary)
    .description(`${DEMO_HELP.summary}.\n\n${DEMO_HELP.details}`)
    .addOption(new Option('--reset', 'remove the demo companies').conflicts('load'))
    .addOption(new Option('--load', 'load the demo companies again'))
    .addHelpText('after', `\nExamples:\n  ${DEMO_HELP.example}\n  npm run ingest -- demo --load\n`)
    .action(function (this: Command, options: SharedOptions & { reset?: boolean; load?: boolean }) {
      if (options.reset !== true && options.load !== true) this.error('demo needs --reset or --load', { exitCode: 2, code: 'ingest.demoAction' });
      invocation = {
        command: 'demo',
        files: [],
        action: options.reset === true ? 'reset' : 'load',
        dryRun: options.dryRun === true,
        serverUrl: options.server,
        options: {},
      };
    });

  const exitCode = await parseCommandLine(program, argv, () => invocation !== undefined);
  if (exitCode !== undefined || invocation === undefined) return exitCode ?? 2;
  return invocation;
}

/** The options one command takes besides --dry-run and --server (see importers/importOptions.ts). */
function withFileOptions(name: string, command: Command): Command {
  if (name === 'screener') {
    return command
      .option('--company <code>', 'the company the workbook is about: its NSE symbol, BSE code or ISIN (when the sheet names none, or to override its name)')
      .addOption(new Option('--kind <kind>', 'classify the company yourself; wins over the BSE list and the statements, and stays').choices(COMPANY_KINDS))
      .addOption(new Option('--basis <basis>', 'whether the export is consolidated or standalone (it does not say)').choices(STATEMENT_BASES))
      .option(
        '--price-date <YYYY-MM-DD>',
        "the day you downloaded the export, which dates its current price (default: 'on or after' its latest period)",
        isoDateArgument,
      )
      .option(
        '--replace',
        'replace stored figures even when most of them change by more than 5%, or when a newer export wrote them (the replaced ones are kept)',
      );
  }
  if (name === 'prices')
    return command.option(
      '--trade-date <YYYY-MM-DD>',
      'the trading day of a bhavcopy whose file name carries none (BSE EQDDMMYY.CSV renamed)',
      isoDateArgument,
    );
  if (name === 'daily')
    return command.option('--trade-date <YYYY-MM-DD>', 'the trading day of a daily file whose name carries none (a renamed pd file)', isoDateArgument);
  if (name === 'filings')
    return command.option('--company <code>', 'the company every filing given is about: its NSE symbol, BSE code or ISIN (when its own identifiers find none)');
  return command;
}

function isoDateArgument(value: string): string {
  if (parseIsoDate(value) === null) throw new InvalidArgumentError('expected a date as YYYY-MM-DD.');
  return value;
}

/** Only the options a person gave: an import's summary and the server route see nothing else. */
function fileOptions(options: SharedOptions): ImportOptions {
  const { company, kind, basis, priceDate, replace, tradeDate } = options;
  const given: ImportOptions = { company, kind, basis, priceDate, replace, tradeDate };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as ImportOptions;
}

function withSharedOptions(command: Command): Command {
  return command
    .option('--dry-run', 'validate the file and report what would change, writing nothing')
    .option('--server <url>', 'the running server to send the import to (default: the URL in DATA_DIR/import-token.json)');
}
