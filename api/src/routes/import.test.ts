import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import { type Express } from 'express';
import request from 'supertest';
import { ANALYSIS_ENGINE_VERSION } from '../analysis';
import { analyseResearch } from '../analysis/analyseResearch';
import { createApp } from '../app';
import { createIdentityVerifier } from '../auth/identityVerifier';
import { createLocalIssuer, loadOrCreateLocalKeys } from '../auth/localIssuer';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { snapshotTables } from '../ingest/importers/testing/importHarness';
import { generatedIsin, nseListCsv, nseListRow, screenerWorkbook, standardScreenerSpec, udiffBhavcopyCsv } from '../ingest/testing';
import { inflatingEntry, workbookZip } from '../ingest/testing/zipBombs';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';

const TOKEN = 'test-import-token-0123456789abcdefghijklmnopqrstuv';
const LISTING = nseListRow({ symbol: 'ROUTECO', name: 'Route Company Limited', isin: generatedIsin(901) });

/** The NDJSON lines of a streamed import answer. */
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string } & Record<string, unknown>);

/** A non-loopback address of this machine, if any: the route must refuse callers arriving there. */
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal);

describe.each(testDatabases())('POST /api/admin/import/:command on $name', ({ open }) => {
  let database: TestDatabase;
  let dir: TempDir;
  let app: Express;
  beforeAll(async () => {
    database = await open();
    dir = createTempDir();
    const issuer = createLocalIssuer({ keys: await loadOrCreateLocalKeys(dir.root), issuer: 'http://localhost/api/auth/local' });
    const verifier = createIdentityVerifier({ issuer: issuer.issuer, keys: issuer.keySet() });
    // Host allowed, so a request to the external address reaches the route's own loopback check.
    app = createApp(testConfig(dir.root, { ALLOWED_HOSTS: external?.address, ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' }), {
      logger: silentLogger(),
      data: {
        db: database.db,
        identity: { verifier, localIssuer: issuer, publicConfig: { mode: 'local', supabase_url: null, supabase_anon_key: null } },
        engine: { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch },
        importToken: TOKEN,
      },
    });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    dir?.remove();
  });

  const upload = (command: string, body: string, options: { token?: string | null; file?: string; query?: string } = {}) => {
    const req = request(app)
      .post(`/api/admin/import/${command}${options.query ?? ''}`)
      .set('Content-Type', 'application/octet-stream')
      .set('X-Import-File', encodeURIComponent(options.file ?? 'EQUITY_L.csv'));
    if (options.token !== null) req.set('X-Import-Token', options.token ?? TOKEN);
    return req.send(Buffer.from(body));
  };

  it('refuses a caller without the token, or with a wrong one, before reading the file', async () => {
    expect((await upload('nse-list', nseListCsv([LISTING]), { token: null })).status).toBe(401);
    const wrong = await upload('nse-list', nseListCsv([LISTING]), { token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toContain('import token');
  });

  it('refuses a request relayed by a proxy even with the token', async () => {
    const res = await upload('nse-list', nseListCsv([LISTING])).set('X-Forwarded-For', '203.0.113.9');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'loopback_only', message: 'Imports are only accepted from this machine.' });
  });

  it('answers an unknown command with 404', async () => {
    expect((await upload('everything', 'x')).status).toBe(404);
  });

  it('refuses an invalid option with 400, naming it, before importing anything', async () => {
    const res = await upload('screener', 'x', { query: '?price_date=20-05-2026' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_option', message: 'Invalid import option: price_date: expected a date as YYYY-MM-DD.' });
    expect((await upload('screener', 'x', { query: '?kind=bank' })).body.message).toMatch(/^Invalid import option: kind: /);
  });

  it('validates a dry run and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const res = await upload('nse-list', nseListCsv([LISTING]), { query: '?dry_run=1' });
    expect(res.status).toBe(200);
    expect(lines(res.text)).toEqual([
      expect.objectContaining({
        type: 'summary',
        summary: expect.objectContaining({ dryRun: true, totals: { added: 1, updated: 0, unchanged: 0, removed: 0 } }),
      }),
    ]);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('reports a malformed file as an error line naming the file and line, and writes nothing', async () => {
    const before = await snapshotTables(database.db);
    const res = await upload('nse-list', nseListCsv([LISTING]).replace('ROUTECO', 'route co'), { file: 'broken.csv' });
    expect(lines(res.text)).toEqual([{ type: 'error', code: 'invalid_file', message: expect.stringMatching(/^broken\.csv, line 2/) }]);
    expect(await snapshotTables(database.db)).toEqual(before);
  });

  it('refuses a zip bomb as a bad file, code zip_refused, naming the limit it passed', async () => {
    const bomb = workbookZip(inflatingEntry('sheet', { mebibytes: 1024, prefix: '<worksheet><sheetData>' }));
    const res = await request(app)
      .post('/api/admin/import/screener')
      .set('Content-Type', 'application/octet-stream')
      .set('X-Import-File', 'bomb.xlsx')
      .set('X-Import-Token', TOKEN)
      .send(Buffer.from(bomb));
    expect(res.status).toBe(200);
    expect(lines(res.text)).toEqual([
      {
        type: 'error',
        code: 'zip_refused',
        message: expect.stringMatching(/^bomb\.xlsx: .* would inflate to 1 GiB, more than the 2 MiB one entry may hold here; refused as a possible zip bomb$/),
      },
    ]);
  });

  it('imports a file, streams the recomputation, and GET /api/stocks shows it at once', async () => {
    const cachedBefore = await request(app).get('/api/stocks').expect(200);
    expect(cachedBefore.body.map((stock: { code: string }) => stock.code)).not.toContain('ROUTECO');

    const res = await upload('nse-list', nseListCsv([LISTING]));
    const events = lines(res.text);
    expect(events.at(-1)).toMatchObject({ type: 'summary', summary: { file: 'EQUITY_L.csv', totals: { added: 1 } }, analyses: { computed: 1, failed: 0 } });
    expect(events.filter((event) => event.type === 'progress')).toContainEqual({ type: 'progress', stage: 'analyses', done: 1, total: 1 });

    const after = await request(app).get('/api/stocks').expect(200);
    // Listed, and marked as having no statements yet (an exchange list carries none).
    expect(after.body).toContainEqual({
      id: `isin:${LISTING.isin}`,
      name: 'Route Company Limited',
      code: 'ROUTECO',
      is_demo: false,
      has_statements: false,
      key: 'ROUTECO',
    });
  });

  it('leaves the analyses stale with ?defer_analyses=1, and recomputes them once when asked, behind the same guards', async () => {
    const deferred = lines(
      (
        await upload('nse-list', nseListCsv([LISTING, { ...LISTING, symbol: 'LATERCO', isin: generatedIsin(902), name: 'Later Co Limited' }]), {
          query: '?defer_analyses=1',
        })
      ).text,
    );
    expect(deferred.at(-1)).toMatchObject({ type: 'summary', summary: { totals: { added: 1 } } });
    expect(deferred.at(-1)).not.toHaveProperty('analyses');

    await request(app).post('/api/admin/analyses/refresh').expect(401);
    await request(app).post('/api/admin/analyses/refresh').set('X-Import-Token', TOKEN).set('X-Forwarded-For', '203.0.113.9').expect(403);
    const refreshed = lines((await request(app).post('/api/admin/analyses/refresh').set('X-Import-Token', TOKEN).expect(200)).text);
    expect(refreshed.at(-1)).toMatchObject({ type: 'analyses', analyses: { computed: 1, failed: 0 } });
  });

  it('gives a real company without statements the spec message, and names its source and date', async () => {
    const { access_token: token } = (
      await request(app).post('/api/auth/local/sign-in').send({ email: 'importer@example.test', full_name: 'Import Tester' }).expect(200)
    ).body;
    const res = await request(app)
      .post('/api/company/search')
      .set('Authorization', `Bearer ${token}`)
      .send({ company_name: 'Route Company Limited' })
      .expect(200);
    const meta = res.body.company_data.analysis_meta;
    expect(meta).toMatchObject({ is_demo: false, rating_status: 'not_rated', not_rated_reason: 'Not rated — no financial statements imported yet' });
    expect(meta.data_sources).toEqual([
      { kind: 'nse_list', description: 'Company list: NSE equity list.', as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });

  it('serves the new price in the company details right after a bhavcopy import (no stale cached payload)', async () => {
    const { access_token: token } = (
      await request(app).post('/api/auth/local/sign-in').send({ email: 'prices@example.test', full_name: 'Price Watcher' }).expect(200)
    ).body;
    const research = async () =>
      (await request(app).post('/api/company/search').set('Authorization', `Bearer ${token}`).send({ company_name: 'Route Company Limited' }).expect(200)).body
        .company_data;
    expect((await research()).current_price).toBeNull(); // now cached by the server
    const bhavcopy = udiffBhavcopyCsv([{ symbol: 'ROUTECO', isin: LISTING.isin, series: 'EQ', close: 123.45, tradeDate: '2024-07-08' }], { exchange: 'NSE' });
    const res = await upload('prices', bhavcopy, { file: 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv' });
    expect(lines(res.text).at(-1)).toMatchObject({ type: 'summary', summary: { totals: { added: 1 } } });
    expect(await research()).toMatchObject({ current_price: 123.45, last_updated: '2024-07-08' });
  });

  it('takes the command line options as query parameters: --company names a nameless sheet, --price-date dates its price', async () => {
    const nameless = Buffer.from(await screenerWorkbook({ ...standardScreenerSpec(), companyName: '' }));
    const post = (query: string) =>
      request(app)
        .post(`/api/admin/import/screener${query}`)
        .set('Content-Type', 'application/octet-stream')
        .set('X-Import-File', 'export.xlsx')
        .set('X-Import-Token', TOKEN)
        .send(nameless);
    expect(lines((await post('')).text)).toEqual([
      { type: 'error', code: 'invalid_file', message: expect.stringContaining('say which company it is with --company') },
    ]);
    const res = await post('?company=ROUTECO&price_date=2026-05-20');
    expect(lines(res.text).at(-1)).toMatchObject({
      type: 'summary',
      summary: { notes: expect.arrayContaining([expect.stringContaining('by --company ROUTECO'), 'Current price ₹450 dated 2026-05-20 (--price-date)']) },
    });
    const price = await database.db
      .selectFrom('prices')
      .select(['as_of', 'approximate'])
      .where('company_id', '=', `isin:${LISTING.isin}`)
      .where('source', '=', 'screener')
      .orderBy('as_of', 'desc')
      .executeTakeFirstOrThrow();
    expect(price).toEqual({ as_of: '2026-05-20', approximate: false });
  });

  it('refuses a caller that is not on the loopback interface, even with the token', async () => {
    if (external === undefined) return; // no non-loopback interface here; isLoopbackAddress is covered below
    const server = http.createServer(app).listen(0, '0.0.0.0');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://${external!.address}:${port}/api/admin/import/nse-list`, {
        method: 'POST',
        headers: { 'X-Import-Token': TOKEN, 'Content-Type': 'application/octet-stream' },
        body: nseListCsv([LISTING]),
      });
      expect(res.status).toBe(403);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
