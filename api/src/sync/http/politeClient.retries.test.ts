import { createPoliteClient, DownloadFailedError, type PoliteClientOptions } from './politeClient';
import { answer, answerCutShort, recordedTime, rejectionOf, scriptedServers } from './testing/scriptedServer';

const serve = scriptedServers();
const failure = (promise: Promise<unknown>) => rejectionOf(promise, DownloadFailedError);

/** A client whose waits are recorded, not waited; random 0.5 so each backoff is half its ceiling. */
function testClient(overrides: Partial<PoliteClientOptions> = {}) {
  const time = recordedTime();
  const retries: { attempt: number; reason: string; waitMs: number }[] = [];
  const client = createPoliteClient({
    paceFor: () => 0,
    sleep: time.sleep,
    now: time.now,
    random: () => 0.5,
    onRetry: ({ attempt, reason, waitMs }) => retries.push({ attempt, reason, waitMs }),
    ...overrides,
  });
  return { client, waits: time.waits, retries };
}

const csv = 'SYMBOL,CLOSE\nINFY,1500\n';

describe('retries', () => {
  it('honours Retry-After on a 429, then gets the file', async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) answer(res, 429, 'slow down', { 'Retry-After': '7' });
      else answer(res, 200, csv, { 'Content-Type': 'text/csv' });
    });
    const { client, waits, retries } = testClient();
    const outcome = await client.get(`${server.origin}/prices.csv`, { expect: 'csv' });
    expect(outcome.found && new TextDecoder().decode(outcome.bytes)).toBe(csv);
    expect(waits).toEqual([7_000]);
    expect(retries).toEqual([{ attempt: 1, reason: 'HTTP 429', waitMs: 7_000 }]);
    expect(client.requestsMade).toBe(2);
  });

  it('retries a 503 with jittered exponential backoff, then gets the file', async () => {
    const server = await serve((_req, res, index) => {
      if (index < 2) answer(res, 503, 'busy');
      else answer(res, 200, csv, { 'Content-Type': 'text/csv' });
    });
    const { client, waits } = testClient();
    const outcome = await client.get(`${server.origin}/prices.csv`, { expect: 'csv' });
    expect(outcome.found).toBe(true);
    expect(waits).toEqual([500, 1_000]);
    expect(client.requestsMade).toBe(3);
  });

  it('fails after the retries, naming the URL, the attempts and the last reason', async () => {
    const server = await serve((_req, res) => answer(res, 503, 'busy'));
    const { client, waits } = testClient({ retries: 2, backoff: { baseMs: 100, maxMs: 150 } });
    const url = `${server.origin}/prices.csv`;
    const error = await failure(client.get(url, { expect: 'csv' }));
    expect(error).toMatchObject({ url, attempts: 3, reason: 'HTTP 503' });
    expect(error.message).toContain(url);
    expect(waits).toEqual([50, 75]);
  });

  it('gives up at once on a Retry-After beyond the cap', async () => {
    const server = await serve((_req, res) => answer(res, 429, '', { 'Retry-After': '3600' }));
    const { client, waits } = testClient();
    const error = await failure(client.get(`${server.origin}/prices.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ attempts: 1, reason: 'HTTP 429, asked to retry after 3600 s' });
    expect(waits).toEqual([]);
  });

  it('retries a body cut short, then gets the whole file', async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) answerCutShort(res, 4_096, 1_024);
      else answer(res, 200, Buffer.alloc(4_096, 'a'), { 'Content-Type': 'text/csv' });
    });
    const { client, retries } = testClient();
    const outcome = await client.get(`${server.origin}/big.csv`, { expect: 'csv' });
    expect(outcome.found && outcome.bytes.byteLength).toBe(4_096);
    expect(retries.map((r) => r.reason)).toEqual(['cut short: 1,024 of 4,096 bytes']);
  });

  it('fails with the reason when the body is always cut short', async () => {
    const server = await serve((_req, res) => answerCutShort(res, 4_096, 1_024));
    const { client } = testClient({ retries: 1 });
    const error = await failure(client.get(`${server.origin}/big.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ attempts: 2, reason: 'cut short: 1,024 of 4,096 bytes' });
    expect(error.message).toContain('cut short: 1,024 of 4,096 bytes');
  });

  it('times out an attempt that gets no answer, and retries it', async () => {
    const server = await serve(() => undefined); // never answers
    const { client } = testClient({ retries: 1, timeoutMs: 300 });
    const error = await failure(client.get(`${server.origin}/stuck.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ attempts: 2, reason: 'timed out after 0.3 s' });
    expect(server.requests).toHaveLength(2);
  });

  it('times out a body that stalls halfway', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': 4_096 });
      res.write('a,b\n'); // and nothing more
    });
    const { client } = testClient({ retries: 0, timeoutMs: 300 });
    const error = await failure(client.get(`${server.origin}/stalled.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ attempts: 1, reason: 'timed out after 0.3 s' });
  });

  it('retries a network error', async () => {
    const server = await serve((req, res, index) => {
      if (index === 0) req.socket.destroy();
      else answer(res, 200, csv, { 'Content-Type': 'text/csv' });
    });
    const { client, retries } = testClient();
    const outcome = await client.get(`${server.origin}/prices.csv`, { expect: 'csv' });
    expect(outcome.found).toBe(true);
    expect(retries).toHaveLength(1);
    expect(retries[0]?.reason).toMatch(/^network error: /);
  });
});

describe('answers that are not retried', () => {
  it('turns a 404 into found: false', async () => {
    const server = await serve((_req, res) => answer(res, 404, 'no such file'));
    const { client } = testClient();
    const url = `${server.origin}/holiday.zip`;
    await expect(client.get(url, { expect: 'zip' })).resolves.toEqual({ found: false, url, status: 404 });
    expect(client.requestsMade).toBe(1);
  });

  it('fails another 4xx at once', async () => {
    const server = await serve((_req, res) => answer(res, 400, 'bad request'));
    const { client, waits } = testClient();
    const error = await failure(client.get(`${server.origin}/x.csv`, { expect: 'csv' }));
    expect(error).toMatchObject({ attempts: 1, reason: 'HTTP 400' });
    expect(waits).toEqual([]);
  });

  it('fails JSON that does not parse', async () => {
    const server = await serve((_req, res) => answer(res, 200, '{"data": [', { 'Content-Type': 'application/json' }));
    const { client } = testClient();
    const error = await failure(client.get(`${server.origin}/api/x`, { expect: 'json' }));
    expect(error).toMatchObject({ attempts: 1, reason: 'not JSON' });
  });
});
