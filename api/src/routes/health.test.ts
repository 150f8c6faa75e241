import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HealthSchema } from 'shared-types/api';
import express from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { createLifecycle } from '../lifecycle';
import { healthRouter } from './health';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';
import { MIGRATIONS, migrateToLatest } from '../db/migrations';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { testAppData } from '../testing/testAppData';

const packageVersion = (JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }).version;

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
});
afterEach(() => dir.remove());

function setup() {
  const lifecycle = createLifecycle();
  const app = createApp(testConfig(dir.root), { logger: silentLogger(), lifecycle, data: null });
  return { app, lifecycle };
}

describe('GET /api/health', () => {
  it('reports status, the api package version and uptime, matching HealthSchema', async () => {
    const res = await request(setup().app).get('/api/health');
    expect(res.status).toBe(200);
    expect(HealthSchema.parse(res.body)).toEqual({ status: 'ok', version: packageVersion, uptime_seconds: expect.any(Number) });
    expect(Number.isInteger(res.body.uptime_seconds)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says draining once shutdown has started', async () => {
    const { app, lifecycle } = setup();
    lifecycle.startDraining();
    expect((await request(app).get('/api/health')).body.status).toBe('draining');
  });
});

describe('probes', () => {
  it('/healthz answers 200 ok', async () => {
    const res = await request(setup().app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 until draining, then 503 with Retry-After while /healthz stays 200', async () => {
    const { app, lifecycle } = setup();
    expect((await request(app).get('/readyz')).status).toBe(200);

    lifecycle.startDraining();
    const draining = await request(app).get('/readyz');
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: 'draining' });
    expect(Number(draining.headers['retry-after'])).toBeGreaterThan(0);
    expect(draining.headers.connection).toBe('close');
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});

describe('/readyz with a database check', () => {
  it('answers 503 database_unavailable with Retry-After when the check fails, while /healthz stays 200', async () => {
    const lifecycle = createLifecycle();
    const app = express().use(healthRouter(lifecycle, () => Promise.reject(new Error('connect ECONNREFUSED'))));
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'database_unavailable' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('reports draining before it asks the database', async () => {
    const lifecycle = createLifecycle();
    const check = jest.fn(() => Promise.resolve());
    lifecycle.startDraining();
    const res = await request(express().use(healthRouter(lifecycle, check))).get('/readyz');
    expect(res.body).toEqual({ status: 'draining' });
    expect(check).not.toHaveBeenCalled();
  });
});

describe.each(testDatabases())('/readyz reads a real table on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open({ migrate: false });
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const readyz = async () => request(createApp(testConfig(dir.root), { logger: silentLogger(), data: await testAppData(database.db) })).get('/readyz');

  it('is not ready on a database that answers queries but holds no schema', async () => {
    const res = await readyz();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'database_unavailable' });
  });

  it('is ready once the schema is up to date, and not ready when a migration is missing', async () => {
    await migrateToLatest(database.db);
    expect((await readyz()).status).toBe(200);
    const latest = Object.keys(MIGRATIONS).sort().at(-1)!;
    await database.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', latest as never)
      .execute();
    expect((await readyz()).status).toBe(503);
  });
});
