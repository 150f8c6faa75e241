import { createPoliteClient } from './politeClient';
import { answer, recordedTime, scriptedServers, type Handler } from './testing/scriptedServer';

const serve = scriptedServers();

const csvServer = (handler?: Handler) => serve(handler ?? ((_req, res) => answer(res, 200, 'a,b\n1,2', { 'Content-Type': 'text/csv' })));

describe('pacing and one request at a time per origin', () => {
  it('waits 1000/rps ms between request starts on an origin, and not across origins', async () => {
    const paced = await csvServer();
    const unpaced = await csvServer();
    const time = recordedTime();
    const client = createPoliteClient({ paceFor: (origin) => (origin === paced.origin ? 2 : 0), sleep: time.sleep, now: time.now });

    for (const n of [1, 2, 3]) await client.get(`${paced.origin}/file${n}.csv`, { expect: 'csv' });
    expect(time.waits).toEqual([500, 500]);

    await client.get(`${unpaced.origin}/a.csv`, { expect: 'csv' });
    await client.get(`${unpaced.origin}/b.csv`, { expect: 'csv' });
    expect(time.waits).toEqual([500, 500]);
    expect(client.requestsMade).toBe(5);
  });

  it('waits only what is left of the interval', async () => {
    const server = await csvServer();
    const time = recordedTime();
    const client = createPoliteClient({ paceFor: () => 4, sleep: time.sleep, now: time.now });
    await client.get(`${server.origin}/1.csv`, { expect: 'csv' });
    await time.sleep(100); // the caller's own work between downloads
    await client.get(`${server.origin}/2.csv`, { expect: 'csv' });
    expect(time.waits).toEqual([100, 150]);
  });

  it('sends concurrent gets on one origin one at a time, first come first served', async () => {
    // Each answer is held back a little, so overlapping requests would show in maxConcurrent.
    const server = await csvServer((_req, res) => {
      setTimeout(() => answer(res, 200, 'x', { 'Content-Type': 'text/csv' }), 20);
    });
    const client = createPoliteClient({ paceFor: () => 0 });
    const paths = ['/1.csv', '/2.csv', '/3.csv', '/4.csv'];
    await Promise.all(paths.map((path) => client.get(`${server.origin}${path}`, { expect: 'csv' })));
    expect(server.maxConcurrent).toBe(1);
    expect(server.requests.map((r) => r.path)).toEqual(paths);
  });

  it('lets different origins run in parallel', async () => {
    const second = await csvServer();
    // The first origin answers only once the second has been asked: it would hang if origins waited on each other.
    const first = await csvServer(async (_req, res) => {
      await second.received(1);
      answer(res, 200, 'x', { 'Content-Type': 'text/csv' });
    });
    const client = createPoliteClient({ paceFor: () => 1 });
    const both = await Promise.all([client.get(`${first.origin}/a.csv`, { expect: 'csv' }), client.get(`${second.origin}/b.csv`, { expect: 'csv' })]);
    expect(both.map((outcome) => outcome.found)).toEqual([true, true]);
  });
});
