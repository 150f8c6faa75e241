import http from 'node:http';
import { type Deadlines } from '../config/loadConfig';

/**
 * The HTTP server with the request deadlines applied: a client whose headers,
 * or headers and body, have not all arrived in time is answered 408 and its
 * connection closed, instead of holding a socket for Node's default 5 minutes.
 * Node checks the deadlines every connectionsCheckingInterval, so that is kept
 * well under the shortest of them.
 */
export function createHttpServer(app: http.RequestListener, deadlines: Pick<Deadlines, 'requestMs' | 'headersMs'>): http.Server {
  return http.createServer(
    {
      requestTimeout: deadlines.requestMs,
      // loadConfig keeps headersMs <= requestMs, as Node requires.
      headersTimeout: deadlines.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(deadlines.headersMs / 4))),
    },
    app,
  );
}
