import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/**
 * Redis tests run when TEST_REDIS_URL is set (redis://127.0.0.1:6379 on the
 * test machine) and are skipped otherwise, like the PostgreSQL ones.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export const describeWithRedis = TEST_REDIS_URL === undefined ? describe.skip : describe;

/** A fresh key and channel namespace per test file, so parallel jest workers never share counts. */
export function randomRedisPrefix(): string {
  return `conviction-test:${randomBytes(6).toString('hex')}:`;
}

/** The Redis URL with its host and port replaced (a proxy in front of the test Redis). */
export function redisUrlVia(port: number): string {
  const url = new URL(TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

export function testRedisTarget(): { host: string; port: number } {
  const url = new URL(TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  return { host: url.hostname, port: Number(url.port || 6379) };
}

/** A plain client for the test itself (raw PUBLISH, clean-up); close it in afterAll. */
export async function rawRedisClient() {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Deletes every key under the prefix. */
export async function deleteKeys(prefix: string): Promise<void> {
  const client = await rawRedisClient();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.destroy();
  }
}

/** Resolves once the check passes, polling every few milliseconds; rejects after the time limit. */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`Not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
