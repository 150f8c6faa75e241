/**
 * The fake NSE of `npm run bench:sync`, in a worker thread: a real exchange
 * serves from other machines, so its work must not share the sync's thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startFakeExchange } from '../src/sync/testing/fakeExchange';
import { fakeWorld, type FakeWorldOptions } from '../src/sync/testing/fakeWorld';

void startFakeExchange(fakeWorld(workerData as FakeWorldOptions)).then((exchange) => {
  parentPort?.postMessage(exchange.bases);
  parentPort?.once('message', () => {
    void exchange.close().then(() => process.exit(0));
  });
});
