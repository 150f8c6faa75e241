import { type Route } from 'playwright-core';
import { openPage, screenshot, waitForRemote, browserPerFile } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { pickFromStockList } from './harness/research';

const browser = browserPerFile();

describe('a remote that cannot be loaded', () => {
  it('shows a compact fallback in its own slot while the header and the other remotes keep working, and Retry recovers', async () => {
    const { page, context } = await openPage(browser());
    let blocked = true;
    await page.route('**/remotes/search/**', (route: Route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/');

    const slot = page.locator('[data-remote="search"]');
    await slot.getByRole('alert').waitFor({ timeout: 30_000 });
    await expect(slot.getAttribute('data-remote-status')).resolves.toBe('failed');
    await expect(slot.getByRole('alert').innerText()).resolves.toMatch(/Company search is unavailable/);
    await screenshot(page, 'remote-search-down');

    // The rest of the page still works: sign-in and a pick bring the other remotes.
    await signInLocally(page, person('Ravi Remote'));
    await pickFromStockList(page);
    for (const name of ['accessed_companies', 'upgrade_modal', 'company_details']) await waitForRemote(page, name);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await page.getByRole('heading', { name: 'Stock Research is your best Conviction' }).waitFor({ state: 'visible' });

    blocked = false;
    await slot.getByRole('button', { name: 'Retry' }).click();
    await waitForRemote(page, 'search');
    await page.getByRole('heading', { name: 'Research a company' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('names the remote and the build its manifest records when its code then fails to load', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    // The manifest loads; remoteEntry.js, the first of the remote's code, does not.
    await page.route('**/remotes/search/remoteEntry.js', (route: Route) => route.abort('connectionrefused'));
    const manifest = (await (await page.request.get('/remotes/search/mf-manifest.json')).json()) as { metaData: { buildInfo: { buildVersion: string } } };
    const { buildVersion } = manifest.metaData.buildInfo;
    // The build is BUILD_VERSION or the commit (webpack.base.js), never the package version every build shares.
    if (process.env.BUILD_VERSION) expect(buildVersion).toBe(process.env.BUILD_VERSION);
    else expect(buildVersion).toMatch(/^([0-9a-f]{7,}(-dirty)?|unknown)$/);

    await page.goto('/');
    await page.locator('[data-remote="search"]').getByRole('alert').waitFor({ timeout: 30_000 });
    const reported = consoleErrors.filter((line) => line.startsWith('[remote load failed] search/'));
    expect(reported.length).toBeGreaterThan(0);
    expect(reported[0]).toContain(`(build ${buildVersion})`);
    await context.close();
  });

  it('falls back when the remote list points at a manifest that does not exist', async () => {
    const { page, context } = await openPage(browser());
    await page.route('**/api/mf/remotes', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as { environment: string; remotes: Array<{ name: string; entry: string }> };
      registry.remotes = registry.remotes.map((r) => (r.name === 'company_details' ? { ...r, entry: '/remotes/company-details/v999/mf-manifest.json' } : r));
      await route.fulfill({ response, json: registry });
    });
    await page.goto('/');
    await pickFromStockList(page);
    await page.locator('[data-remote="company_details"]').getByRole('alert').waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-remote="company_details"]').innerText()).resolves.toMatch(/Company details is unavailable/);
    await waitForRemote(page, 'search');
    await context.close();
  });
});
