import pino from 'pino';
import request from 'supertest';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { createSignedInApi, TEST_COMPANIES, type SignedInApi } from '../testing/signedInApi';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy';

const url = process.env.TEST_DATABASE_URL;
const postgres = testDatabases().find((engine) => engine.name === 'postgres');
const describeWithPostgres = url && postgres ? describe : describe.skip;

/**
 * A database that hangs (accepts, never answers) rather than refusing: each
 * query would wait for its statement time-out, and a bearer request runs two,
 * so clients waited 12 s. The request deadline answers 503 instead; the test
 * sets it short and asserts the outcome (the fault suite reports the times).
 */
describeWithPostgres('a PostgreSQL server that stops answering', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let api: SignedInApi;

  beforeAll(async () => {
    direct = await postgres!.open();
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    proxied = await createDatabase({ databaseUrl: viaProxy.toString(), searchPath: direct.schema, logger: pino({ level: 'silent' }) });
    api = await createSignedInApi({ ...proxied, schema: direct.schema }, { DATABASE_REQUEST_DEADLINE_MS: '300' });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    proxy?.restore();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  it('answers a signed-in request 503 with Retry-After, closes the connection, and serves again once it answers', async () => {
    const { token } = await api.signIn('hang@example.com');
    const research = () => request(api.app).post('/api/company/search').set('Authorization', `Bearer ${token}`).send({ company_name: TEST_COMPANIES[0]!.name });
    expect((await research()).status).toBe(200);

    proxy.hang();
    const stuck = await research();
    expect(stuck.status).toBe(503);
    expect(stuck.body).toEqual({ error: 'database_unavailable', message: 'The database did not answer in time. Please try again shortly.' });
    expect(Number(stuck.headers['retry-after'])).toBeGreaterThan(0);
    expect(stuck.headers.connection).toBe('close');
    expect((await request(api.app).get('/healthz')).status).toBe(200);

    proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await research()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 30_000);
});
