import net from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { isDatabaseUnavailable } from '../db/errors';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { seedDemoIfEmpty } from '../demo/seedDemo';
import { createStockListService, type StockListService } from '../services/stockList';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';
import { testAppData } from '../testing/testAppData';

/**
 * Fault injection against PostgreSQL: the API reaches the
 * server through a TCP proxy the test can stop and start, which looks to the
 * pool exactly like the database going away and coming back.
 */
class StoppableProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | undefined;
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  /** Refuses new connections and cuts the open ones, like a stopped server. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const url = process.env.TEST_DATABASE_URL;
const postgres = testDatabases().find((engine) => engine.name === 'postgres');
const describeWithPostgres = url && postgres ? describe : describe.skip;

describeWithPostgres('a PostgreSQL outage', () => {
  let dir: TempDir;
  let direct: TestDatabase;
  let proxied: DatabaseHandle;
  let proxy: StoppableProxy;
  let stockList: StockListService;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = createTempDir();
    direct = await postgres!.open();
    await seedDemoIfEmpty(direct.db, { count: 20 });
    const target = new URL(url!);
    proxy = new StoppableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    proxied = await createDatabase({ databaseUrl: viaProxy.toString(), searchPath: direct.schema, logger: pino({ level: 'silent' }) });
    stockList = createStockListService(proxied.db);
    app = createApp(testConfig(dir.root), { logger: silentLogger(), data: await testAppData(proxied.db, { stockList }) });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await proxied?.close();
    await proxy?.stop();
    await direct?.close();
    dir?.remove();
  });

  it('gives 503 with Retry-After while it lasts, keeps /healthz at 200, and recovers within 5 s', async () => {
    expect((await request(app).get('/api/stocks')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);

    await proxy.stop();
    stockList.invalidate(); // otherwise the cached list keeps being served, which is the point of the cache
    for (let probe = 0; probe < 5; probe++) {
      const started = performance.now();
      const stocks = await request(app).get('/api/stocks');
      expect(stocks.status).toBe(503);
      expect(stocks.headers['retry-after']).toBeDefined();
      expect((await request(app).get('/readyz')).status).toBe(503);
      expect(performance.now() - started).toBeLessThan(2500);
    }
    expect((await request(app).get('/healthz')).status).toBe(200);

    await proxy.start();
    const restarted = performance.now();
    let recovered = false;
    while (!recovered && performance.now() - restarted < 5000) {
      recovered = (await request(app).get('/readyz')).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    expect((await request(app).get('/api/stocks')).status).toBe(200);
  }, 30_000);

  it('turns a statement that outlives statement_timeout into a "database unavailable" error', async () => {
    const slow = await createDatabase({
      databaseUrl: url!,
      searchPath: direct.schema,
      logger: pino({ level: 'silent' }),
      pool: { statementTimeoutMillis: 200 },
    });
    try {
      const error = await sql`select pg_sleep(2)`.execute(slow.db).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});
