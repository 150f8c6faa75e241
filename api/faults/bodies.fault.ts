import net from 'node:net';
import { copyDataFolder, reportFigure, startServer, type RunningServer } from './harness';

/** Finding 7: a body that never completed held its connection for about 5 minutes. */
describe('slow and never-finished request bodies', () => {
  let data: ReturnType<typeof copyDataFolder>;
  let server: RunningServer;

  beforeAll(async () => {
    data = copyDataFolder();
    server = await startServer({ via: 'node', env: { DATA_DIR: data.dataDir, REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    data?.remove();
  });

  /** Sends the request in pieces `gapMs` apart; resolves with the answer once the server closes or answers. */
  function trickle(pieces: string[], gapMs: number): Promise<{ raw: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1');
      const startedAt = performance.now();
      let raw = '';
      let index = 0;
      const timer = setInterval(() => {
        if (index < pieces.length && !socket.destroyed) socket.write(pieces[index++]!);
      }, gapMs);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ raw, closedAfterMs: Math.round(performance.now() - startedAt) });
      });
    });
  }

  const head = (port: number, length: number) =>
    `POST /api/session/validate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

  it('serves a slow body that arrives within the deadline', async () => {
    const body = `{${' '.repeat(8)}}`;
    const { raw } = await trickle([head(server.port, body.length), ...body.split('')], 100);
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('answers 408 and closes the connection when the body never completes', async () => {
    const { raw, closedAfterMs } = await trickle([head(server.port, 100), '{"partial":'], 50);
    expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    reportFigure(`a never-finished body (REQUEST_TIMEOUT_MS=1500): 408 and closed after ${closedAfterMs} ms`);
  });

  it('answers 408 when the headers never complete', async () => {
    const { raw, closedAfterMs } = await trickle(['GET /api/stocks HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'], 50);
    expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    reportFigure(`never-finished headers (HEADERS_TIMEOUT_MS=1000): 408 and closed after ${closedAfterMs} ms`);
  });

  it('is still serving everyone else afterwards', async () => {
    expect((await fetch(`${server.baseUrl}/api/stocks`)).status).toBe(200);
  });
});
