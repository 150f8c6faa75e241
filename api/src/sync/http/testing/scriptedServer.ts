/**
 * A real HTTP server on loopback for the polite client's tests: each test
 * scripts the answers, and the server records what arrived (paths, headers)
 * and how many requests it was serving at once.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface ScriptedServer {
  /** http://127.0.0.1:port */
  readonly origin: string;
  readonly requests: ReceivedRequest[];
  /** The most requests in progress at one moment. */
  readonly maxConcurrent: number;
  /** Resolves when the server has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void | Promise<void>;

export async function startScriptedServer(handler: Handler): Promise<ScriptedServer> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let inFlight = 0;
  let maxConcurrent = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    maxConcurrent = Math.max(maxConcurrent, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    const index = requests.push({ path: req.url ?? '', headers: req.headers }) - 1;
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
    Promise.resolve(handler(req, res, index)).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends a complete answer. */
export function answer(res: ServerResponse, status: number, body: string | Buffer = '', headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** Declares `declared` bytes, sends `sent`, then closes the connection. */
export function answerCutShort(res: ServerResponse, declared: number, sent: number): void {
  res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': declared });
  res.write(Buffer.alloc(sent, 'a'), () => res.socket?.end());
}

/** Records the waits asked of `sleep`, and a clock that only those waits move: pacing and backoff are checked without waiting. */
export function recordedTime(start = 1_000_000) {
  let clock = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => clock,
    sleep: (ms: number) => {
      waits.push(ms);
      clock += ms;
      return Promise.resolve();
    },
  };
}

/** For a test file: starts scripted servers on demand and closes them after each test. */
export function scriptedServers(): (handler: Handler) => Promise<ScriptedServer> {
  const servers: ScriptedServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (handler) => {
    const server = await startScriptedServer(handler);
    servers.push(server);
    return server;
  };
}

/** The error `promise` rejects with, checked to be a `type`. */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
