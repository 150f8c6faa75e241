import express from 'express';
import request from 'supertest';
import { errorHandler } from './errors';
import { fetchMetadataGuard } from './fetchMetadataGuard';
import { HttpError } from './httpError';

function app() {
  const server = express();
  server.use(fetchMetadataGuard(() => ['https://shell.example.test']));
  server.post('/api/thing', (_req, res) => {
    res.json({ ok: true });
  });
  server.use(((error, _req, res, next) => {
    if (error instanceof HttpError) return res.status(error.status).json({ error: error.code, message: error.message });
    return errorHandler(error, _req, res, next);
  }) as express.ErrorRequestHandler);
  return server;
}

describe('fetchMetadataGuard', () => {
  it('lets same-origin browser requests and non-browser clients through', async () => {
    await request(app()).post('/api/thing').set('Sec-Fetch-Site', 'same-origin').expect(200);
    await request(app()).post('/api/thing').expect(200);
    await request(app()).post('/api/thing').set('Origin', 'https://shell.example.test').expect(200);
  });

  it('refuses cross-site and foreign-origin state changes', async () => {
    const crossSite = await request(app()).post('/api/thing').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(crossSite.body).toEqual({ error: 'cross_site_request', message: 'Cross-site requests are not allowed.' });
    await request(app()).post('/api/thing').set('Origin', 'https://evil.example').expect(403);
    await request(app()).post('/api/thing').set('Origin', 'null').expect(403);
  });
});
