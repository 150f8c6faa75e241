import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { parseAllowedHosts } from '../config/allowedHosts';
import { capturingLogger } from '../testing/fixtures';
import { errorHandler } from './errors';
import { hostAllowList } from './hostAllowList';

function setup() {
  const { logger, lines } = capturingLogger();
  const reached: string[] = [];
  const app = express();
  app.use(hostAllowList(parseAllowedHosts('app.example', undefined), logger));
  app.use((req, res) => {
    reached.push(`${req.method} ${req.path}`);
    res.json({ reached: true });
  });
  app.use(errorHandler);
  return { app, reached, lines };
}

describe('hostAllowList', () => {
  it('passes allowed hosts on to the routes', async () => {
    const { app, reached } = setup();
    await request(app).post('/api/thing').set('Host', 'app.example').expect(200);
    await request(app).get('/').set('Host', 'localhost:3000').expect(200);
    expect(reached).toEqual(['POST /api/thing', 'GET /']);
  });

  it('refuses any other host before a route runs, and logs the host at warn level', async () => {
    const { app, reached, lines } = setup();
    const res = await request(app).post('/API/thing').set('Host', 'attacker.example:3000');
    expect(res.status).toBe(421);
    expect(res.body).toEqual({ error: 'misdirected_request', message: 'This server does not answer for the host named in the request.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(reached).toEqual([]);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 40, host: 'attacker.example:3000', msg: 'Refused a request for a host this server does not serve' }),
    ]);
  });

  it('lets GET and HEAD probes of /healthz and /readyz through with any host, but nothing else', async () => {
    const { app, reached } = setup();
    await request(app).get('/healthz').set('Host', '10.0.0.7').expect(200);
    await request(app).head('/readyz?full=1').set('Host', '10.0.0.7').expect(200);
    await request(app).post('/healthz').set('Host', '10.0.0.7').expect(421);
    await request(app).get('/healthz/extra').set('Host', '10.0.0.7').expect(421);
    expect(reached).toEqual(['GET /healthz', 'HEAD /readyz']);
  });

  describe('an HTTP/1.0 request without a Host header', () => {
    let server: Server;
    let state: ReturnType<typeof setup>;
    beforeEach(async () => {
      state = setup();
      server = createServer(state.app).listen(0, '127.0.0.1');
      await once(server, 'listening');
    });
    afterEach(() => new Promise((resolve) => server.close(resolve)));

    it('is refused', async () => {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.end('GET /api/thing HTTP/1.0\r\n\r\n');
      let response = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (response += chunk));
      await once(socket, 'close');
      expect(response).toMatch(/^HTTP\/1\.[01] 421 /);
      expect(state.reached).toEqual([]);
      expect(state.lines()).toEqual([expect.objectContaining({ level: 40, host: null })]);
    });
  });
});
