import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { repoRoot, startServer, stopServer, type RunningServer } from './harness/server';

// A small NSE list in EQUITY_L.csv's own layout (leading spaces in the header, DD-MON-YYYY dates),
// written for this test: two well-known listings with their public symbols and ISINs.
const NSE_LIST = [
  'SYMBOL, NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE',
  'M&M,Mahindra & Mahindra Limited,EQ,17-NOV-1995,5,1,INE101A01026,5',
  'BAJAJ-AUTO,Bajaj Auto Limited,EQ,26-MAY-2008,10,1,INE917I01010,10',
].join('\n');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Its own server: real companies must not change what the other browser tests pick from.
  server = await startServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 90_000);
afterAll(async () => {
  await browser?.close();
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

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto('/');
    await page.locator('[data-remote="search"][data-remote-status="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
    await signInLocally(page, person('Nisha Realdata'));

    const box = page.getByRole('combobox', { name: 'Company' });
    await page.waitForFunction(() => !(document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.disabled);
    await box.click();
    await box.fill('m&m');
    await page.getByRole('listbox', { name: 'Company suggestions' }).getByRole('option', { name: 'Mahindra & Mahindra Limited (M&M)' }).click();
    await page.getByRole('button', { name: 'Get Company Details' }).click();

    const details = page.locator('[data-remote="company_details"]');
    await details.getByRole('heading', { name: 'Company Details' }).waitFor({ state: 'visible', timeout: 20_000 });
    await details.getByText('Not rated', { exact: true }).waitFor({ state: 'visible' });
    await details.getByText('no financial statements imported yet', { exact: false }).first().waitFor({ state: 'visible' });
    await details.getByText('Charts Not Available').waitFor({ state: 'visible' });
    await expect(details.getByText('Demo data', { exact: true }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
