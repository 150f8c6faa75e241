// The standalone page's mock API: the contract's fixtures, answered in the browser
// by MSW's service worker with the same handlers the tests use, so a squad can run
// one remote with nothing else started. Loaded only in development builds.
import { setupWorker } from 'msw/browser';
import { apiHandlers } from '../testing/handlers';
import { screenerHandlers } from '../testing/screenerFixtures';

/** Served by each remote's dev server from the installed msw package (webpack.base.js), never built. */
const WORKER_URL = '/mockServiceWorker.js';

export async function startMockApi(): Promise<void> {
  await setupWorker(...apiHandlers, ...screenerHandlers()).start({
    serviceWorker: { url: WORKER_URL },
    // Everything that is not the API (the page's own scripts, hot updates) goes to the dev server.
    onUnhandledRequest: 'bypass',
  });
}
