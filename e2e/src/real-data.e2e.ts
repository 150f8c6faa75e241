import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { browserPerFile, openPage } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady } from './harness/research';
import { repoRoot, startServer, stopServer, type RunningServer } from './harness/server';

// A small NSE list in EQUITY_L.csv's own layout (leading spaces in the header, DD-MON-YYYY dates),
// written for this test: two well-known listings with their public symbols and ISINs.
const NSE_LIST = [
  'SYMBOL, NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE',
  'M&M,Mahindra & Mahindra Limited,EQ,17-NOV-1995,5,1,INE101A01026,5',
  'BAJAJ-AUTO,Bajaj Auto Limited,EQ,26-MAY-2008,10,1,INE917I01010,10',
].join('\n');

const browser = browserPerFile();
let server: RunningServer;

// Its own server: real companies must not change what the other browser tests pick from.
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

describe('real market data', () => {
  it('imports an NSE list through the running server, and the companies are searchable and honestly not rated', async () => {
    const file = path.join(server.dataDir, 'EQUITY_L.csv');
    fs.writeFileSync(file, NSE_LIST);
    const port = new URL(server.baseUrl).port;
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api/scripts/ingest.ts', 'nse-list', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: port },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    // Progress goes to stderr, the summary to stdout.
    expect(run.stderr).toContain('Importing into the server at');
    expect(run.stdout).toMatch(/nse-list EQUITY_L\.csv: 2 added, 0 updated/);

    const { page, context, pageErrors } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
    await page.goto('/');
    await searchReady(page);
    await signInLocally(page, person('Nisha Realdata'));

    const mahindra = { id: 'isin:INE101A01026', name: 'Mahindra & Mahindra Limited', code: 'M&M', is_demo: false };
    await research(page, mahindra, { typed: 'm&m' });
    await detailsShown(page, mahindra);
    const details = page.locator('[data-remote="company_details"]');
    await details.getByText('Not rated', { exact: true }).first().waitFor({ state: 'visible' });
    await details.getByText('no financial statements imported yet', { exact: false }).first().waitFor({ state: 'visible' });
    await details.getByText('Charts Not Available').waitFor({ state: 'visible' });
    await expect(details.getByText('Demo data', { exact: true }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
