import express from 'express';
import request from 'supertest';
import { errorHandler } from './errors';
import { isLoopbackAddress, loopbackOnly } from './loopbackOnly';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.0.0.7', false],
    ['::ffff:192.168.1.4', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('loopbackOnly', () => {
  const app = express();
  app.post('/local', loopbackOnly('local_only', 'Only from this machine.'), (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  const post = () => request(app).post('/local');

  it('lets a request made on this machine through, from a loopback page or none', async () => {
    await post().expect(200);
    await post().set('Origin', 'http://localhost:3000').expect(200);
    await post().set('Origin', 'http://127.0.0.1:3000').expect(200);
    await post().set('Origin', 'http://localhost.').expect(200);
    await post().set('Origin', 'http://[::1]:3000').expect(200);
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9'],
    ['X-Real-IP', '203.0.113.9'],
    ['X-Forwarded-Host', 'conviction.example.com'],
    ['Origin', 'https://conviction.example.com'],
    ['Origin', 'null'],
  ])('refuses a request with %s: %s (relayed by a proxy on this machine, or sent by a page elsewhere)', async (header, value) => {
    const res = await post().set(header, value).expect(403);
    expect(res.body).toEqual({ error: 'local_only', message: 'Only from this machine.' });
  });
});
