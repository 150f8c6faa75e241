import request from 'supertest';
import { createApp } from '../app';
import { type RemoteRegistrySource } from '../config/remoteRegistry';
import { capturingLogger, createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
});
afterEach(() => dir.remove());

const app = () => createApp(testConfig(dir.root), { logger: silentLogger(), data: null });

describe('JSON 404 under /api', () => {
  it('names the method and path, without the query string', async () => {
    const res = await request(app()).get('/api/x?token=secret');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: 'not_found', message: 'No such endpoint: GET /api/x' });
  });

  it('covers other methods too', async () => {
    const res = await request(app()).delete('/api/mf/remotes');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such endpoint: DELETE /api/mf/remotes');
  });
});

describe('body parsing errors', () => {
  it('answers a body over 16 kB with 413', async () => {
    const res = await request(app())
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(20 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: 'The request body is larger than the 16 kB limit.' });
  });

  it('answers truncated JSON with 400', async () => {
    const res = await request(app()).post('/api/anything').set('Content-Type', 'application/json').send('{"name": "INF');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('rejects a bare JSON string under strict parsing', async () => {
    const res = await request(app()).post('/api/anything').set('Content-Type', 'application/json').send('"hello"');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
  });
});

describe('unexpected errors', () => {
  const failingRegistry: RemoteRegistrySource = {
    kind: 'default',
    current: () => Promise.reject(new Error('disk on fire at /secret/path')),
  };

  it('become a 500 with a request id and no stack or detail, which the log keeps', async () => {
    const { logger, lines } = capturingLogger();
    const res = await request(createApp(testConfig(dir.root), { logger, registry: failingRegistry, data: null })).get('/api/mf/remotes');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side.',
      request_id: res.headers['x-request-id'],
    });
    expect(res.text).not.toMatch(/disk on fire|secret|at .*\.ts:\d+/);
    const logged = lines().find((line) => line.level === 50);
    expect(JSON.stringify(logged)).toContain('disk on fire');
  });

  it('keep a safe caller-supplied request id and replace an unsafe one', async () => {
    const server = createApp(testConfig(dir.root), { logger: silentLogger(), registry: failingRegistry, data: null });
    const kept = await request(server).get('/api/mf/remotes').set('X-Request-Id', 'lb-1234');
    expect(kept.body.request_id).toBe('lb-1234');
    const replaced = await request(server).get('/api/mf/remotes').set('X-Request-Id', '<script>');
    expect(replaced.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request logging', () => {
  it('logs one short line per request and never the credentials it carried', async () => {
    const { logger, lines } = capturingLogger();
    await request(createApp(testConfig(dir.root), { logger, data: null }))
      .get('/api/health')
      .set('Authorization', 'Bearer abc.def.ghi')
      .set('Cookie', '__Host-sid=supersecret');
    const text = JSON.stringify(lines());
    expect(text).toContain('request completed');
    expect(text).not.toMatch(/abc\.def\.ghi|supersecret/);
    const line = lines().find((l) => l.msg === 'request completed') as unknown as { req: object; res: object };
    expect(line.req).toEqual({ id: expect.any(String), method: 'GET', url: '/api/health' });
    expect(line.res).toEqual({ statusCode: 200 });
  });
});

describe('database outages reaching the error handler', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('become 503 database_unavailable with Retry-After: %s', async (_label, error) => {
    const registry: RemoteRegistrySource = { kind: 'default', current: () => Promise.reject(error) };
    const res = await request(createApp(testConfig(dir.root), { logger: silentLogger(), registry, data: null })).get('/api/mf/remotes');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'database_unavailable', message: 'The database is unavailable. Please try again shortly.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leave SQL mistakes as 500s', async () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    const registry: RemoteRegistrySource = { kind: 'default', current: () => Promise.reject(syntax) };
    const res = await request(createApp(testConfig(dir.root), { logger: silentLogger(), registry, data: null })).get('/api/mf/remotes');
    expect(res.status).toBe(500);
  });
});
