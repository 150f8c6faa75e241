import net, { type AddressInfo } from 'node:net';
import { createApp } from '../app';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';
import { createHttpServer } from './createHttpServer';

let dir: TempDir;
let server: ReturnType<typeof createHttpServer>;

beforeEach(() => {
  dir = createTempDir();
});
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  dir.remove();
});

async function listen(deadlines: { requestMs: number; headersMs: number }): Promise<number> {
  const app = createApp(testConfig(dir.root), { logger: silentLogger(), data: null });
  server = createHttpServer(app, deadlines);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `text` and never anything more; resolves with everything the server answers until it closes. */
function sendAndWait(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request deadlines', () => {
  it('answers 408 and closes the connection when a body never finishes arriving', async () => {
    const port = await listen({ requestMs: 300, headersMs: 300 });
    const answer = await sendAndWait(
      port,
      'POST /api/session/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"partial":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('answers 408 when the headers never finish arriving', async () => {
    const port = await listen({ requestMs: 1000, headersMs: 300 });
    const answer = await sendAndWait(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('still serves a request that arrives in time', async () => {
    const port = await listen({ requestMs: 300, headersMs: 300 });
    const answer = await sendAndWait(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
