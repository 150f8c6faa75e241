import fs from 'node:fs';
import path from 'node:path';
import { type Page } from 'playwright-core';
import { browserPerFile, openPage, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { repoRoot } from './harness/server';

// The screener (docs/screener.md, 'The page'): a remote of its own at /screen, reached from the
// research section, holding its screen in the address. Run on the demo universe the test server seeds.

const browser = browserPerFile();

const queryBox = (page: Page) => page.getByLabel('Screen query');
const results = (page: Page) => page.getByRole('table').filter({ has: page.locator('caption', { hasText: /compan(y|ies) match/ }) });

async function openScreener(page: Page): Promise<void> {
  // The research section's link (the account menu has one too, closed).
  // Signed in, the accessed-companies panel arrives above the link: let it settle before clicking.
  await waitForRemote(page, 'accessed_companies');
  await page.locator('#research').getByRole('link', { name: 'Screen all companies' }).click();
  await page.waitForFunction(() => window.location.pathname === '/screen');
  await waitForRemote(page, 'screener').catch(async (error: unknown) => {
    const slot = page.locator('[data-remote="screener"]');
    const state = (await slot.count()) > 0 ? `${await slot.getAttribute('data-remote-status')}: ${await slot.innerText()}` : 'no slot';
    throw new Error(`The screener did not load at ${page.url()} (${state})`, { cause: error });
  });
  await page.getByRole('heading', { name: 'Screen all companies', level: 1 }).waitFor();
}

async function runQuery(page: Page, query: string): Promise<void> {
  await queryBox(page).fill(query);
  await page.getByRole('button', { name: 'Run screen' }).click();
}

/** The names in the results' first column, in order. */
async function resultNames(page: Page): Promise<string[]> {
  return results(page).locator('tbody th[scope="row"] button').allInnerTexts();
}

describe('the screener at /screen', () => {
  it('fixes a query from its suggestion, sorts, saves the screen, shares its address and opens a company', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    await page.goto('/');
    await signInLocally(page, person('Suri Screener'));
    await openScreener(page);
    expect(new URL(page.url()).pathname).toBe('/screen');

    // A misspelt figure: the box says where, and offers the nearest name.
    await runQuery(page, 'ROEC > 20 AND Debt to equity < 0.5');
    const problem = page.getByRole('alert').filter({ hasText: 'Column 1:' });
    await problem.getByText(/did you mean ROCE/).waitFor();
    await page.getByRole('button', { name: 'Use ROCE' }).click();
    await results(page).waitFor();
    await expect(queryBox(page).inputValue()).resolves.toBe('ROCE > 20 AND Debt to equity < 0.5');
    const caption = await results(page).locator('caption').innerText();
    expect(caption).toMatch(/^\d[\d,]* companies match$/);
    await screenshot(page, 'screener-results');

    // Sorting by ROCE, highest first: the header says so, and so does the address.
    const roceHeader = results(page).getByRole('columnheader', { name: /ROCE/ });
    await roceHeader.getByRole('button').click();
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('sort') === 'roce');
    const sortedBy = await roceHeader.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(sortedBy);

    // Saved under a name; the list shows it, with the free allowance.
    await page.getByLabel('Screen name').fill('Cheap compounders');
    await page.getByRole('button', { name: 'Save screen' }).click();
    await page.getByText('Saved “Cheap compounders”.').waitFor();
    await page.getByRole('button', { name: 'Cheap compounders', exact: true }).waitFor();
    await page.getByText('1 of 3 saved').waitFor();

    // The address is the screen: opened in another tab, it shows the same screen in the same order.
    const shared = page.url();
    const firstNames = await resultNames(page);
    const other = await context.newPage();
    await other.goto(shared);
    await results(other).waitFor();
    await expect(results(other).locator('caption').innerText()).resolves.toBe(caption);
    await expect(resultNames(other)).resolves.toEqual(firstNames);
    await other.close();

    // Opening a company is a research: the page moves to its address and shows it.
    const first = firstNames[0]!;
    await results(page).getByRole('button', { name: first, exact: true }).click();
    await page.waitForFunction(() => window.location.pathname.startsWith('/company/'));
    const details = page.locator('[data-remote="company_details"]');
    await details.getByRole('heading', { name: 'Company Details' }).waitFor({ state: 'visible' });
    await details.getByText(first, { exact: true }).first().waitFor({ state: 'visible' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('compares three companies once on Premium: free accounts are offered the upgrade first', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    await page.goto('/');
    await signInLocally(page, person('Chitra Compare'));
    await openScreener(page);
    await runQuery(page, 'TOP 10 BY Score');
    await results(page).waitFor();

    const boxes = results(page).getByRole('checkbox', { name: /^Compare / });
    for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Compare selected (3)' }).click();
    await page.waitForFunction(() => (new URL(window.location.href).searchParams.get('compare') ?? '').split(',').length === 3);

    const comparison = page.getByRole('region', { name: 'Compare companies' });
    const limit = comparison.getByRole('alert');
    await limit.getByText('Free accounts compare 2 companies at a time. Upgrade to Premium to compare up to 4.').waitFor();
    await limit.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('3 Months Premium', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^You're on Premium/)
      .waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The upgrade refreshes the plan, and the comparison is asked again: three columns, three charts.
    const table = comparison.getByRole('table');
    await table.waitFor().catch(async (error: unknown) => {
      throw new Error(`No comparison table; the region says: ${await comparison.innerText()}`, { cause: error });
    });
    await expect(table.locator('thead th').count()).resolves.toBe(4);
    for (const chart of ['ROCE over ten years (%)', 'Sales over ten years (₹ crore)', 'EPS over ten years (₹)']) {
      await comparison.getByText(chart, { exact: true }).first().waitFor();
    }
    // Every one of them has years to draw, lenders too (their ROCE chart is empty; sales and EPS are not).
    await expect(comparison.getByText(/has no yearly figures yet/).count()).resolves.toBe(0);
    await screenshot(page, 'screener-compare-three');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows its fallback when the remote is down, while the header and the account menu keep working', async () => {
    const { page, context } = await openPage(browser());
    await page.route('**/remotes/screener/**', (route) => route.abort('connectionrefused'));
    await page.goto('/screen?q=Score%20%3E%2070');
    const slot = page.locator('[data-remote="screener"]');
    await slot.getByRole('alert').waitFor({ timeout: 30_000 });
    await expect(slot.getByRole('alert').innerText()).resolves.toMatch(/Stock screener is unavailable/);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await signInLocally(page, person('Dev Down'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Research', exact: true }).click();
    await page.waitForFunction(() => window.location.pathname === '/');
    await page.getByRole('heading', { name: 'Research a company' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('loads a build published on its own, at an address of its own, once the registry lists it', async () => {
    // The screener's build (scripts/build.mjs builds each remote alone), published to an immutable
    // folder as a squad deploys it (docs/remote-versioning.md): the shell is not rebuilt, only the
    // environment's remote list changes.
    const dist = path.join(repoRoot, 'remotes', 'screener', 'dist');
    const PUBLISHED = '/published/screener/9.9.9/';
    const { page, context, pageErrors } = await openPage(browser());
    const fromPublished: string[] = [];
    const fromEmbedded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/screener/')) fromEmbedded.push(pathname);
    });
    await page.route(`**${PUBLISHED}**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(PUBLISHED.length);
      const onDisk = path.join(dist, file);
      if (file.includes('..') || !fs.existsSync(onDisk)) return route.fulfill({ status: 404, body: 'Not found' });
      fromPublished.push(file);
      return route.fulfill({ path: onDisk });
    });
    await page.route('**/api/mf/remotes', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as { environment: string; remotes: Array<{ name: string; entry: string; version?: string }> };
      registry.remotes = registry.remotes.map((r) => (r.name === 'screener' ? { ...r, entry: `${PUBLISHED}mf-manifest.json`, version: '9.9.9' } : r));
      await route.fulfill({ response, json: registry });
    });
    await page.goto('/screen');
    await waitForRemote(page, 'screener');
    await page.getByText('Sign in to screen all companies.').waitFor();
    expect(fromPublished).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    expect(fromEmbedded).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
