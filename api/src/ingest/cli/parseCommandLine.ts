import { CommanderError, type Command } from 'commander';

/**
 * Runs commander over the arguments (its program set to exitOverride). Returns
 * undefined when an action ran, else the exit code: 0 after --help, 2 after a
 * usage error or no command (help printed to stderr). Shared by ingest and sync.
 */
export async function parseCommandLine(program: Command, argv: readonly string[], ran: () => boolean): Promise<number | undefined> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  if (!ran()) {
    program.outputHelp({ error: true });
    return 2;
  }
  return undefined;
}
