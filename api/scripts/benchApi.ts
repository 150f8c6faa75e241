/**
 * `npm run bench:api`: requests/s and p50/p99 latency at 50 connections on
 * loopback for GET /api/stocks and for POST /api/company/search of an
 * already-accessed company (the v1 answer, and the v2 answer with ?answer=v2), each next to a bare Express endpoint answering a
 * JSON body of the same size, in the same run. Targets: at least 0.5 of the
 * bare throughput, and a p99 no more than 2x the bare p99.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { RESEARCH_V2_UNITS } from 'shared-types/api';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

interface Ready {
  appPort: number;
  barePort: number;
  cookie: string;
  searchBody: string;
  stocksBytes: number;
  searchBytes: number;
  searchStatus: number;
  searchV2Bytes: number;
  searchV2Status: number;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function startServer(): Promise<{ ready: Ready; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'benchApiServer.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark server exited early (code ${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ ready: JSON.parse(line) as Ready, stop: () => child.kill('SIGTERM') }));
  });
}

function row(label: string, app: Figures, bare: Figures): string {
  const throughput = app.rps / bare.rps;
  const tail = app.p99 / Math.max(bare.p99, 1);
  const verdict = throughput >= 0.5 && tail <= 2 ? 'ok' : 'OVER target';
  return [
    label,
    `  app : ${app.rps.toFixed(0)} req/s, p50 ${app.p50} ms, p99 ${app.p99} ms (non-2xx ${app.non2xx}, errors ${app.errors})`,
    `  bare: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
    `  ratio: throughput ${throughput.toFixed(2)} of bare (target >= 0.5), p99 ${tail.toFixed(2)}x bare (target <= 2) -> ${verdict}`,
  ].join('\n');
}

async function main(): Promise<void> {
  console.info('Starting the API (in-memory PGlite, 1,200 demo companies, real engine)...');
  const { ready, stop } = await startServer();
  try {
    if (ready.searchStatus !== 200) throw new Error(`warm-up search answered ${ready.searchStatus}`);
    if (ready.searchV2Status !== 200) throw new Error(`warm-up v2 search answered ${ready.searchV2Status}`);
    console.info(
      `Loopback, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run; bodies: stocks ${ready.stocksBytes} B, company details ${ready.searchBytes} B, v2 ${ready.searchV2Bytes} B`,
    );
    const stocksApp = await load(`http://127.0.0.1:${ready.appPort}/api/stocks`);
    const stocksBare = await load(`http://127.0.0.1:${ready.barePort}/stocks`);
    const headers = { 'content-type': 'application/json', cookie: ready.cookie };
    const searchApp = await load(`http://127.0.0.1:${ready.appPort}/api/company/search`, { method: 'POST', body: ready.searchBody, headers });
    const searchBare = await load(`http://127.0.0.1:${ready.barePort}/search`, { method: 'POST', body: ready.searchBody, headers });
    const searchV2App = await load(`http://127.0.0.1:${ready.appPort}/api/company/search?answer=v2&units=${RESEARCH_V2_UNITS.version}`, {
      method: 'POST',
      body: ready.searchBody,
      headers,
    });
    const searchV2Bare = await load(`http://127.0.0.1:${ready.barePort}/search-v2`, { method: 'POST', body: ready.searchBody, headers });
    console.info(row('GET /api/stocks', stocksApp, stocksBare));
    console.info(row('POST /api/company/search (already-accessed company)', searchApp, searchBare));
    console.info(row('POST /api/company/search?answer=v2 (already-accessed company)', searchV2App, searchV2Bare));
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
