import { type Page } from 'playwright-core';
import { browserPerFile, DESKTOP, openPage, screenshot } from './harness/browser';
import { startServer, stopServer, type RunningServer } from './harness/server';

// The Terms and Privacy pages (docs/legal-pages.md): pre-rendered with the configured seller, so they
// read without JavaScript; reached from the footer, and the header leads back to the landing page.
const browser = browserPerFile();
let server: RunningServer;

const SELLER = {
  SELLER_NAME: 'Conviction Research & Co LLP',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
  SUPPORT_EMAIL: 'help@conviction.example',
  SOCIAL_X_URL: 'https://x.com/conviction',
};

beforeAll(async () => {
  server = await startServer(SELLER);
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

/** Once hydrated, the theme toggle names the theme it switches to. */
const hydrated = (page: Page) => page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).waitFor();

describe('the Terms and Privacy pages', () => {
  it('are served with their title, heading and the configured seller in the HTML, before any script', async () => {
    for (const [address, heading] of [
      ['/terms', 'Terms of service'],
      ['/privacy', 'Privacy policy'],
    ] as const) {
      const res = await fetch(server.baseUrl + address);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${heading} · Conviction</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('Seller: Conviction Research &amp; Co LLP');
      expect(html).toContain('E-mail: help@conviction.example');
      expect(html).not.toContain('%%');
    }

    // And a browser without JavaScript reads them.
    const { page, context } = await openPage(browser(), { ...DESKTOP, javaScriptEnabled: false, baseURL: server.baseUrl });
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Cancellation and refunds' }).waitFor();
    await page.getByText('Postal address: 12 MG Road, Bengaluru 560001').first().waitFor();
    await context.close();
  });

  it('opens Terms, then Privacy, from the footer without loading the page again, and the header leads back to the landing page', async () => {
    const { page, context, pageErrors } = await openPage(browser(), { ...DESKTOP, baseURL: server.baseUrl });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    // Only the account configured: X, not YouTube.
    const follow = footer.getByRole('list', { name: 'Follow us' });
    await follow.getByRole('link', { name: 'X' }).waitFor();
    expect(await follow.getByRole('link').count()).toBe(1);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await footer.getByRole('link', { name: 'Terms & policies' }).click();
    await page.waitForFunction(() => window.location.pathname === '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await expect(page.title()).resolves.toBe('Terms of service · Conviction');
    await page.getByText('Seller: Conviction Research & Co LLP').first().waitFor();
    await screenshot(page, 'legal-terms');

    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForFunction(() => window.location.pathname === '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'What we store and for how long' }).waitFor();
    await expect(page.title()).resolves.toBe('Privacy policy · Conviction');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it works' }).click();
    await page.waitForFunction(() => window.location.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Stock Research is your best Conviction' }).waitFor();
    await expect(page.title()).resolves.toBe('Conviction: stock research you can explain');
    // The same document all along: no page load between.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(warnings.filter((w) => /hydrat|did not match|pre-rendered/i.test(w))).toEqual([]);
    await context.close();
  });

  it('hydrates a cold-opened legal page without replacing it', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { ...DESKTOP, baseURL: server.baseUrl });
    // Before any script: record whether the pre-rendered page (#top) is ever removed (a client render over it).
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof HTMLElement && node.id === 'top') Object.assign(window, { __replaced: true });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/privacy');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __replaced?: boolean }).__replaced === true)).toBe(false);
    expect(consoleErrors.filter((e) => /pre-rendered page did not match/.test(e))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
