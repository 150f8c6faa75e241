/**
 * A fake NSE serving a folder of real files, for trying `npm run sync` by hand
 * (never used by tests): tsx api/scripts/fakeNse.ts --real <folder> [--port 8790].
 * The folder's layout is described in api/src/sync/testing/realFolderWorld.ts.
 * --port sets the archive's port; the website and BSE take the next two.
 */
import { Command } from 'commander';
import { startFakeExchange } from '../src/sync/testing/fakeExchange';
import { realFolderWorld } from '../src/sync/testing/realFolderWorld';

const options = new Command()
  .requiredOption('--real <folder>', 'a folder of real files in NSE layouts')
  .option('--port <port>', "the archive's port (the website's and BSE's follow)", '0')
  .parse()
  .opts<{ real: string; port: string }>();

async function main(): Promise<void> {
  const { world, notes } = realFolderWorld(options.real);
  for (const note of notes) console.info(`note: ${note}`);
  const port = Number(options.port);
  const exchange = await startFakeExchange(world, port > 0 ? { ports: [port, port + 1, port + 2] } : {});
  console.info(`NSE_ARCHIVE_BASE=${exchange.bases.nseArchive}`);
  console.info(`NSE_API_BASE=${exchange.bases.nseApi}`);
  console.info(`BSE_API_BASE=${exchange.bases.bseApi}`);
  console.info(
    `serving ${world.resultsLists.size} results lists, ${world.shareholdingLists.size} shareholding lists, ${world.documents.size} documents, days ${[...world.days.keys()].join(', ') || 'none'}`,
  );
  const stop = (): void => {
    void exchange.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
