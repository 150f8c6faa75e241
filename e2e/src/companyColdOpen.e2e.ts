import { type Page } from 'playwright-core';
import { companyPath } from 'shared-types/api';
import { browserPerFile, openPage, PHONE } from './harness/browser';
import { listedCompanies, type ListedCompany } from './harness/research';

// A cold open of /company/<key> signed out (docs/company-page.md, 'The served page'): the server
// serves the build's company page template with the company's heading filled in, the shell
// hydrates it without a mismatch, and nothing on screen moves while the remotes arrive.

const browser = browserPerFile();
/** Issue 30 item 11's Lighthouse target for the company page. */
const CLS_BUDGET = 0.02;

async function demoCompany(): Promise<{ company: ListedCompany; key: string }> {
  const listed = (await listedCompanies()) as Array<ListedCompany & { key?: string; has_statements?: boolean }>;
  const company = listed.find((c) => c.is_demo && c.code.trim() !== '' && c.has_statements !== false);
  if (!company) throw new Error('The test server lists no demo company with a code.');
  return { company, key: company.key ?? company.code.trim() };
}

/** The text of an HTML text node as the browser reads it: the entities an escaper writes decoded. */
function decodeHtmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

/** Sums every layout shift of the page from its first frame, as Lighthouse's CLS does for one load. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('a cold open of /company/<key>, signed out', () => {
  it("serves the company's heading in the HTML, hydrates it without a mismatch and shifts nothing", async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), PHONE);
    const { company, key } = await demoCompany();
    await recordLayoutShifts(page);

    const response = await page.goto(companyPath(key));
    // In the HTML itself, before any script: the shell's h1 names the company.
    const servedName = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response!.text())?.[1];
    expect(servedName && decodeHtmlText(servedName)).toBe(company.name);
    const heading = page.locator('#research').getByRole('heading', { level: 1, name: company.name, exact: true });
    await heading.waitFor({ state: 'visible' });

    // Everything has arrived: the public view with its figures, then its price chart, which is
    // drawn in its kept box once scrolled near (docs/performance.md, 'The company page').
    const view = page.getByTestId('company-public-view');
    await view.getByRole('button', { name: 'Sign in to see the full analysis' }).waitFor({ state: 'visible', timeout: 20_000 });
    await view.getByRole('group', { name: 'Price range' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
    await view.locator('svg').first().waitFor({ state: 'attached', timeout: 20_000 });
    // Let the page finish any frame it has queued before the shifts are read.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    const cls = shifts.reduce((sum, value) => sum + value, 0);
    console.info(`Cold open of ${companyPath(key)} on a phone: CLS ${cls.toFixed(4)} (${shifts.length} shifts)`);
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
    // One name heading: the public view's region is labelled by the shell's h1, not a second heading.
    await expect(page.getByRole('heading', { name: company.name, exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: company.name, exact: true }).count()).resolves.toBe(1);
    expect(consoleErrors.filter((text) => /did not match|hydrat/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
