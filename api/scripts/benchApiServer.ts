/**
 * The server side of `npm run bench:api`, in its own process so the load
 * generator does not share its event loop: the real app (in-memory PGlite,
 * demo universe, real engine, local sign-in) on one port, and a bare Express
 * app answering JSON bodies of the same sizes on another. Prints one JSON line
 * with both ports once ready.
 */
import { type AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { RESEARCH_V2_UNITS } from 'shared-types/api';
import { ANALYSIS_ENGINE_VERSION } from '../src/analysis';
import { analyseResearch } from '../src/analysis/analyseResearch';
import { createApp } from '../src/app';
import { createIdentity } from '../src/auth/createIdentity';
import { loadConfig } from '../src/config/loadConfig';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { createLogger } from '../src/logger';
import { refreshAnalyses } from '../src/services/analysisRefresh';
import { createTempDir } from '../src/testing/fixtures';

async function listen(app: express.Express): Promise<number> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function main(): Promise<void> {
  const logger = createLogger('silent');
  const dir = createTempDir('conviction-bench-');
  const database = await createDatabase({ logger });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db);
  await refreshAnalyses({ db: database.db, analyse: analyseResearch, engineVersion: ANALYSIS_ENGINE_VERSION, now: () => new Date() });

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir.root,
    RATE_LIMIT_RESEARCH_PER_MINUTE: '999999',
    RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000',
  });
  const identity = await createIdentity(config.auth, dir.root, logger);
  const app = createApp(config, {
    logger,
    data: { db: database.db, identity, engine: { version: ANALYSIS_ENGINE_VERSION, analyse: analyseResearch }, importToken: null },
  });

  // Sign in once and open one company, so the benchmark measures re-research of an accessed company.
  const { access_token: token } = (await request(app).post('/api/auth/local/sign-in').send({ email: 'bench@example.test', full_name: 'Bench' })).body as {
    access_token: string;
  };
  const created = await request(app).post('/api/session/create').set('Authorization', `Bearer ${token}`).send({});
  const cookie = ([] as string[]).concat(created.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  const stocks = await request(app).get('/api/stocks');
  const company = (stocks.body as Array<{ name: string }>)[0]!;
  const searchBody = JSON.stringify({ company_name: company.name });
  const searched = await request(app).post('/api/company/search').set('Cookie', cookie).set('Content-Type', 'application/json').send(searchBody);
  const searchedV2 = await request(app)
    .post(`/api/company/search?answer=v2&units=${RESEARCH_V2_UNITS.version}`)
    .set('Cookie', cookie)
    .set('Content-Type', 'application/json')
    .send(searchBody);

  // The bare twin: same body sizes, no middleware, no database.
  const bare = express();
  const stocksText = stocks.text;
  const searchText = searched.text;
  const searchV2Text = searchedV2.text;
  bare.get('/stocks', (_req, res) => {
    res.type('application/json').send(stocksText);
  });
  bare.post('/search', (_req, res) => {
    res.type('application/json').send(searchText);
  });
  bare.post('/search-v2', (_req, res) => {
    res.type('application/json').send(searchV2Text);
  });

  const appPort = await listen(app);
  const barePort = await listen(bare);
  process.stdout.write(
    `${JSON.stringify({
      appPort,
      barePort,
      cookie,
      searchBody,
      stocksBytes: stocksText.length,
      searchBytes: searchText.length,
      searchStatus: searched.status,
      searchV2Bytes: searchV2Text.length,
      searchV2Status: searchedV2.status,
    })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
