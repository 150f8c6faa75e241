import fs from 'node:fs';
import path from 'node:path';
import { type Request } from 'playwright-core';
import { version as shellContractVersion } from '../../shared-types/src/shell/contractVersion.json';
import { openPage, waitForRemote, browserPerFile } from './harness/browser';
import { pickFromStockList } from './harness/research';
import { repoRoot } from './harness/server';

const browser = browserPerFile();

interface Registry {
  environment: string;
  remotes: Array<{ name: string; entry: string; contractVersion?: string }>;
}

/**
 * Opens the page with company_details' mf-manifest.json changed by `patch` and
 * the registry's contract versions removed (as for a tester override), waits for
 * its slot's fallback, and returns the console errors and the remote's scripts
 * that were fetched.
 */
async function loadWithPatchedManifest(patch: (metaData: Record<string, unknown>) => void): Promise<{ consoleErrors: string[]; scripts: string[] }> {
  const { page, context, consoleErrors } = await openPage(browser());
  await page.route('**/api/mf/remotes', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Registry;
    registry.remotes = registry.remotes.map(({ contractVersion: _unknown, ...r }) => r);
    await route.fulfill({ response, json: registry });
  });
  await page.route('**/remotes/company-details/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    patch(manifest.metaData);
    await route.fulfill({ response, json: manifest });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/company-details/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/');
  // The details remote is first needed when a company is picked.
  await pickFromStockList(page);

  const slot = page.locator('[data-remote="company_details"]');
  await slot.getByRole('alert').waitFor({ timeout: 30_000 });
  await expect(slot.innerText()).resolves.toMatch(/Company details is unavailable/);
  await waitForRemote(page, 'search');
  await context.close();
  return { consoleErrors, scripts };
}

describe('a remote built against another major of the shell contract', () => {
  it('gets its fallback and a console message naming both versions, without any of its code being fetched', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    const nextMajor = `${Number(shellContractVersion.split('.')[0]) + 1}.0.0`;
    let served: Registry | undefined;
    await page.route('**/api/mf/remotes', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as Registry;
      served = registry;
      registry.remotes = registry.remotes.map((r) => (r.name === 'company_details' ? { ...r, contractVersion: nextMajor } : r));
      await route.fulfill({ response, json: registry });
    });
    const companyDetailsRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/company-details/')) companyDetailsRequests.push(request);
    });
    await page.goto('/');
    // The details remote is first needed when a company is picked.
    await pickFromStockList(page);

    const slot = page.locator('[data-remote="company_details"]');
    await slot.getByRole('alert').waitFor({ timeout: 30_000 });
    await expect(slot.innerText()).resolves.toMatch(/Company details is unavailable/);
    await waitForRemote(page, 'search');
    // The build recorded the contract version in every manifest; the API passed it on.
    expect(served?.remotes.find((r) => r.name === 'search')?.contractVersion).toBe(shellContractVersion);
    expect(consoleErrors.join('\n')).toContain(`built against shell contract ${nextMajor}, but this shell provides ${shellContractVersion}`);
    expect(companyDetailsRequests.map((r) => r.url())).toEqual([]);
    await context.close();
  });

  it('is also refused from its manifest when the registry does not say (a tester override): no remoteEntry.js is fetched', async () => {
    const nextMajor = `${Number(shellContractVersion.split('.')[0]) + 1}.0.0`;
    const { consoleErrors, scripts } = await loadWithPatchedManifest((metaData) => {
      metaData.shellContractVersion = nextMajor;
    });
    expect(consoleErrors.join('\n')).toContain(`built against shell contract ${nextMajor}, but this shell provides ${shellContractVersion}`);
    expect(scripts).toEqual([]);
  });
});

describe('a remote built against another minor of the federation runtime', () => {
  it('is refused from its manifest, naming both runtime versions, and no remoteEntry.js is fetched', async () => {
    const manifestPath = path.join(repoRoot, 'remotes', 'company-details', 'dist', 'mf-manifest.json');
    const built = (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { metaData: { federationRuntimeVersion: string } }).metaData;
    // The build recorded the installed runtime's version; the shell provides the same one.
    const shellRuntime = built.federationRuntimeVersion;
    expect(shellRuntime).toMatch(/^\d+\.\d+\.\d+/);
    const [major, minor] = shellRuntime.split('.');
    const nextMinor = `${major}.${Number(minor) + 1}.0`;
    const { consoleErrors, scripts } = await loadWithPatchedManifest((metaData) => {
      metaData.federationRuntimeVersion = nextMinor;
    });
    expect(consoleErrors.join('\n')).toContain(`built against federation runtime ${nextMinor}, but this shell provides ${shellRuntime}`);
    expect(scripts).toEqual([]);
  });
});
