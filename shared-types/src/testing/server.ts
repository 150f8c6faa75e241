// The node side of the mock API, for jest: jest.setup-dom.js starts it around
// every front-end test file, and a test changes answers with `server.use(...)`.
import { setupServer } from 'msw/node';
import { apiHandlers } from './handlers';

export const server = setupServer(...apiHandlers);

export interface SentRequests {
  /** Every request so far, in order (clones: their bodies can still be read). */
  all: Request[];
  /** The requests to a path, or to every path under it when it ends with '/'. */
  to: (path: string, method?: string) => Request[];
}

/** Records the requests the code under test sends from now until the test ends. */
export function recordRequests(): SentRequests {
  const all: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    all.push(request.clone());
  });
  const to = (path: string, method?: string) =>
    all.filter((request) => {
      const { pathname } = new URL(request.url);
      const pathMatches = path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
      return pathMatches && (method === undefined || request.method === method);
    });
  return { all, to };
}
