import express, { type Express } from 'express';
import request from 'supertest';
import { signInLimiter } from '../http/rateLimits';
import { capturingLogger, silentLogger } from '../testing/fixtures';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy';
import { type Logger } from '../logger';
import { createRedisRateLimits } from './rateLimitStore';
import { openRedisConnection, type RedisConnection } from './redisConnection';
import { deleteKeys, describeWithRedis, eventually, randomRedisPrefix, redisUrlVia, TEST_REDIS_URL, testRedisTarget } from './testing/testRedis';

const LIMITS = { signInPer15Min: 3, researchPerMinute: 60, exportPerHour: 5, publicCompanyPerMinute: 100, supportPerHour: 5 };

describeWithRedis('rate limits in Redis', () => {
  const prefix = randomRedisPrefix();
  const opened: RedisConnection[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    await deleteKeys(prefix);
  });

  /** One "instance": its own connection and limiter, counting under the shared prefix. */
  function instance(url: string, logger: Logger = silentLogger(), keyPrefix = prefix): { app: Express; connection: RedisConnection } {
    const connection = openRedisConnection({ url, logger, commandTimeoutMs: 200 });
    opened.push(connection);
    const app = express();
    app.use(signInLimiter(LIMITS, createRedisRateLimits({ sendCommand: connection.sendCommand, prefix: keyPrefix, logger })));
    app.get('/', (_req, res) => void res.send('ok'));
    return { app, connection };
  }

  it('shares one count between instances', async () => {
    const a = instance(TEST_REDIS_URL!);
    const b = instance(TEST_REDIS_URL!);
    await eventually(() => a.connection.client.isReady && b.connection.client.isReady, 5_000);
    await request(a.app).get('/').expect(200);
    await request(b.app).get('/').expect(200);
    await request(a.app).get('/').expect(200);
    const limited = await request(b.app).get('/').expect(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    await request(a.app).get('/').expect(429);
  });

  it('serves requests, with one warning, when Redis cannot be reached at all', async () => {
    const { logger, lines } = capturingLogger();
    const nothingListens = await startTcpProxy(testRedisTarget());
    const port = nothingListens.port;
    await nothingListens.close(); // the port is free again: connections are refused
    const { app } = instance(redisUrlVia(port), logger);
    for (let i = 0; i < 6; i += 1) await request(app).get('/').expect(200);
    const warnings = lines().filter((line) => line.msg.startsWith('Rate limits are not enforced'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40); // warn
  });

  describe('when Redis goes away and comes back', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      proxy = await startTcpProxy(testRedisTarget());
    });
    afterAll(() => proxy.close());

    it('fails open during the outage and counts again afterwards', async () => {
      const { logger, lines } = capturingLogger();
      const { app, connection } = instance(redisUrlVia(proxy.port), logger, `${prefix}outage:`);
      await eventually(() => connection.client.isReady, 5_000);
      await request(app).get('/').expect(200);

      proxy.cut();
      for (let i = 0; i < 5; i += 1) await request(app).get('/').expect(200);
      expect(lines().filter((line) => line.msg.startsWith('Rate limits are not enforced'))).toHaveLength(1);

      proxy.restore();
      await eventually(() => connection.client.isReady, 5_000);
      await request(app).get('/').expect(200); // 2 of 3: the outage's requests were not counted
      await request(app).get('/').expect(200);
      await request(app).get('/').expect(429);
      expect(lines().some((line) => line.msg.startsWith('Rate limits are enforced again'))).toBe(true);
    });

    it('fails open within the command timeout when Redis stops answering', async () => {
      const { app, connection } = instance(redisUrlVia(proxy.port), silentLogger(), `${prefix}hang:`);
      await eventually(() => connection.client.isReady, 5_000);
      proxy.hang();
      const started = Date.now();
      await request(app).get('/').expect(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      proxy.restore();
    });
  });
});
