import { type Page } from 'playwright-core';
import { browserPerFile, DESKTOP, openPage, PHONE, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';

const browser = browserPerFile();

/**
 * Before any script runs, records whether the pre-rendered page (#top) is ever
 * removed: a hydration that gave up, or a client render over it, replaces it.
 */
async function watchForReplacedPage(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const flags = window as unknown as { __pageReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node instanceof HTMLElement && node.id === 'top') flags.__pageReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __pageReplaced?: boolean }).__pageReplaced === true);
}

/** Once hydrated, the theme toggle names the theme it switches to. */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).waitFor();
}

describe('the pre-rendered landing page', () => {
  it('is all there, links included, with JavaScript disabled', async () => {
    const { page, context } = await openPage(browser(), { ...PHONE, javaScriptEnabled: false });
    await page.goto('/');

    await page.getByRole('heading', { level: 1, name: 'Stock Research is your best Conviction' }).waitFor();
    await page.getByRole('heading', { name: 'How it works' }).waitFor({ state: 'attached' });
    await page.getByText('Almost Real-time Data').waitFor({ state: 'attached' });
    await page.getByRole('table', { name: 'How Conviction compares with other AI platforms' }).waitFor({ state: 'attached' });
    await page.locator('section#research').waitFor({ state: 'attached' });
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    // Controls that need script say so.
    await page.getByText("Company search loads with the page's script.").waitFor({ state: 'attached' });
    await expect(page.locator('noscript').textContent()).resolves.toContain('Researching a company needs JavaScript');
    // The stylesheet is in the page: the hero is laid out, not unstyled.
    const heroFontWeight = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight);
    expect(Number(heroFontWeight)).toBeGreaterThanOrEqual(700);

    // 'Get started now' is a link underneath: it reaches the research section without script.
    await page.getByRole('button', { name: 'Get started now' }).click();
    await page.waitForFunction(() => window.location.hash === '#research');
    await context.close();
  });

  it('hydrates without a warning and without replacing the pre-rendered page', async () => {
    const { page, context, pageErrors } = await openPage(browser(), PHONE);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    const wasReplaced = await watchForReplacedPage(page);
    await page.goto('/');
    await hydrated(page);
    await waitForRemote(page, 'search');

    expect(await wasReplaced()).toBe(false);
    expect(warnings.filter((w) => /hydrat|did not match|pre-rendered/i.test(w))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('asks for no script but main.js until the pre-rendered page is on screen', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await page.goto('/');
    await hydrated(page);
    // Lighthouse's simulated LCP counts what loaded before the paint was shown (docs/performance.md, "Start-up in stages").
    const { shownAt, early } = await page.evaluate(() => {
      const shown = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
      return {
        shownAt: shown,
        early: scripts.filter((entry) => !(entry.startTime >= shown) && !/\/main\.[0-9a-f]+\.js$/.test(entry.name)).map((entry) => entry.name),
      };
    });
    expect(shownAt).toBeGreaterThan(0);
    expect(early).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('comes alive on %s without shifting the layout', async (_name, device) => {
    const { page, context } = await openPage(browser(), device);
    await page.addInitScript(() => {
      const shifts = window as unknown as { __shift: number };
      shifts.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await hydrated(page);
    await waitForRemote(page, 'search');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
    await context.close();
  });

  it('starts a signed-in visitor signed in, with no full-screen Loading and no second render', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/');
    const who = person('Priya Prerender');
    await signInLocally(page, who);

    const wasReplaced = await watchForReplacedPage(page);
    const served = await page.goto('/');
    const html = (await served?.text()) ?? '';
    expect(html).toContain('"status":"signedIn"');
    expect(html).toContain(who.email);
    await page.getByRole('banner').getByText(who.name, { exact: true }).waitFor();
    expect(await wasReplaced()).toBe(false);
    await waitForRemote(page, 'accessed_companies');
    await context.close();
  });

  it("applies the stored theme before the first paint, and the toggle's icon matches it", async () => {
    const { page, context } = await openPage(browser());
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // Scripts other than the inline theme script are held back: this is the page before the app runs.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const visibleIcons = await page
      .getByRole('button', { name: 'Switch between light and dark mode' })
      .locator('span')
      .evaluateAll((spans) => spans.filter((s) => getComputedStyle(s).display !== 'none').map((s) => (s.querySelector('circle') !== null ? 'sun' : 'moon')));
    expect(visibleIcons).toEqual(['sun']);
    await context.close();
  });
});
