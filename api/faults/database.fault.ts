import { sql } from 'kysely';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../src/db/testing/testDatabases';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { startTcpProxy, type TcpProxy } from '../src/testing/tcpProxy';
import { reportFigure, startServer, type RunningServer } from './harness';

const url = process.env.TEST_DATABASE_URL;
const postgres = testDatabases().find((engine) => engine.name === 'postgres');
const describeWithPostgres = url && postgres ? describe : describe.skip;

/** Rows that must survive any outage: the people, their research and the catalogue. */
async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    select (select count(*)::int from users) as users, (select count(*)::int from company_access) as accesses,
           (select count(*)::int from companies) as companies, (select count(*)::int from analyses) as analyses
  `.execute(database.db);
  return rows[0]!;
}

/**
 * Finding 8 and the outage cases, on the compiled server with PostgreSQL
 * behind a TCP proxy: refused (connections cut), hung (accepted, never
 * answered), and back. The deadline is the default 2 s; the times are printed.
 */
describeWithPostgres('the compiled server when PostgreSQL fails', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    direct = await postgres!.open();
    await seedDemoIfEmpty(direct.db, { count: 20 });
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('options', `-c search_path=${direct.schema}`);
    server = await startServer({ via: 'node', env: { DATABASE_URL: viaProxy.toString(), DATA_DIR: '/nonexistent-unused' } });
    const signIn = await fetch(`${server.baseUrl}/api/auth/local/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'outage@example.com', full_name: 'Outage Tester' }),
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    await proxy?.close();
    await direct?.close();
  });

  const research = () =>
    fetch(`${server.baseUrl}/api/company/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ company_name: 'x' }),
    });
  const companyName = async () => ((await (await fetch(`${server.baseUrl}/api/stocks`)).json()) as Array<{ name: string }>)[0]!.name;

  async function timed(send: () => Promise<Response>): Promise<{ status: number; body: unknown; ms: number }> {
    const startedAt = performance.now();
    const res = await send();
    return { status: res.status, body: await res.json(), ms: Math.round(performance.now() - startedAt) };
  }

  async function untilServing(): Promise<number> {
    const startedAt = performance.now();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await research()).status !== 503) return Math.round(performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The server did not recover within 10 s of the database coming back');
  }

  it('answers 503 within the deadline while the database hangs, and serves again when it answers, losing nothing', async () => {
    const name = await companyName();
    const researchNamed = () =>
      fetch(`${server.baseUrl}/api/company/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ company_name: name }),
      });
    expect((await researchNamed()).status).toBe(200);
    const before = await rowCounts(direct);

    proxy.hang();
    const stuck = await timed(researchNamed);
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({ error: 'database_unavailable' });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    proxy.restore();
    const recoveredMs = await untilServing();
    expect((await researchNamed()).status).toBe(200);
    expect(await rowCounts(direct)).toEqual(before);
    reportFigure(
      `hung PostgreSQL: bearer research answered 503 after ${stuck.ms} ms (DATABASE_REQUEST_DEADLINE_MS=2000); serving again ${recoveredMs} ms after it answered`,
    );
  });

  it('answers 503 at once while the database refuses connections, and recovers, losing nothing', async () => {
    const before = await rowCounts(direct);
    proxy.cut();
    const refused = await timed(research);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: 'database_unavailable' });

    proxy.restore();
    const recoveredMs = await untilServing();
    expect(await rowCounts(direct)).toEqual(before);
    reportFigure(`refused PostgreSQL: bearer research answered 503 after ${refused.ms} ms; serving again ${recoveredMs} ms after it came back`);
  });
});
