import { type Page } from 'playwright-core';
import { remotes } from '../../remotes/remotes.json';
import { openPage, waitForRemote, browserPerFile } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { pickFromStockList } from './harness/research';

/** The research section's remotes; a remote that is a page of its own (the screener) loads only at its address. */
const SECTION_REMOTES = remotes.filter((remote) => !('page' in remote)).map((remote) => remote.name);
/** Long enough for idle-time loads to have started after the network went quiet. */
const QUIET_MS = 2_000;

/** Which remotes' files the page has requested so far, in order of their first request. */
function remoteRequestLog(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /^\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    const name = match && remotes.find((r) => r.folder.endsWith(`/${match[1]}`))?.name;
    if (name && !seen.includes(name)) seen.push(name);
  });
  return () => [...seen];
}

/** From the account menu, which has the link on every page (the research section's is the landing's only). */
async function openScreenerFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Screen all companies' }).click();
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
}

const browser = browserPerFile();

describe('federated remotes', () => {
  it('requests each remote only at its moment: search on a first visit, the list and the dialog after sign-in, the details at a pick', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const requested = remoteRequestLog(page);
    const registryRequest = page.waitForRequest('**/api/mf/remotes');
    await page.goto('/');
    await registryRequest;
    await waitForRemote(page, 'search');
    await page.getByRole('heading', { name: 'Research a company' }).waitFor({ state: 'visible' });
    await settle(page);
    expect(requested()).toEqual(['search']);

    await signInLocally(page, person('Meera Moments'));
    await waitForRemote(page, 'accessed_companies');
    // The upgrade dialog is fetched ahead, on idle, so opening it is instant for a signed-in user.
    await waitForRemote(page, 'upgrade_modal');
    await settle(page);
    expect(requested()).toEqual(['search', 'accessed_companies', 'upgrade_modal']);

    await pickFromStockList(page);
    await waitForRemote(page, 'company_details');
    expect(requested()).toEqual(['search', 'accessed_companies', 'upgrade_modal', 'company_details']);

    // The screener is a page of its own: requested only when its address is opened.
    await openScreenerFromMenu(page);
    await waitForRemote(page, 'screener');
    expect(requested()).toEqual(['search', 'accessed_companies', 'upgrade_modal', 'company_details', 'screener']);
    expect(new URL(page.url()).pathname).toBe('/screen');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shares one React, one react-redux and one store contract, all provided by the shell', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/');
    await signInLocally(page, person('Sam Shared'));
    await pickFromStockList(page);
    for (const name of SECTION_REMOTES) await waitForRemote(page, name);
    await openScreenerFromMenu(page);
    await waitForRemote(page, 'screener');
    const shared = await page.evaluate(() => {
      const scope = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, Array<{ version: string; from: string }>> = {};
      for (const instance of Object.values(scope)) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (result[pkg] ??= []).push({ version, from: info.from });
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-redux', 'shared-types/shell', 'shared-types/api']) {
      const loaded = shared[pkg] ?? [];
      expect(new Set(loaded.map((entry) => entry.version)).size).toBe(1);
      expect(loaded.every((entry) => entry.from === 'shell')).toBe(true);
    }
    await context.close();
  });

  it("downloads one federation runtime (the shell's) and one copy of zod, however many remotes load", async () => {
    const { page, context } = await openPage(browser());
    const scripts: Array<{ path: string; body: Promise<Buffer> }> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.push({ path: pathname, body: response.body() });
    });
    await page.goto('/');
    await signInLocally(page, person('Uma Runtime'));
    await pickFromStockList(page);
    for (const name of SECTION_REMOTES) await waitForRemote(page, name);
    await openScreenerFromMenu(page);
    await waitForRemote(page, 'screener');
    const bodies = await Promise.all(scripts.map(async ({ path, body }) => ({ path, text: (await body).toString('utf8') })));
    const carrying = (marker: string) => bodies.filter(({ text }) => text.includes(marker)).map(({ path }) => path);
    // Remotes are built with externalRuntime: only the shell's main bundle carries the runtime core.
    expect(carrying('__DEBUG_CONSTRUCTOR_VERSION__')).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);
    // shared-types/api (and the zod it parses with) is shared: the remotes use the shell's copy.
    expect(carrying('__zod_globalRegistry')).toEqual([expect.not.stringMatching(/^\/remotes\//)]);
    expect(bodies.map(({ path }) => path).filter((path) => path.includes('federation-runtime'))).toEqual([]);
    await context.close();
  });
});
