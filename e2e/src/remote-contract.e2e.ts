import { type Request } from 'playwright-core';
import { version as shellContractVersion } from '../../shared-types/src/shell/contractVersion.json';
import { openPage, waitForRemote, browserPerFile } from './harness/browser';

const browser = browserPerFile();

interface Registry {
  environment: string;
  remotes: Array<{ name: string; entry: string; contractVersion?: string }>;
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
});
