import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContextOptions, type Page } from 'playwright-core';
import { companyPath, CompanyPublicSchema, type CompanyPublic } from 'shared-types/api';
import { baseUrl, browserPerFile, DESKTOP, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { listedCompanies, searchBox } from './harness/research';

const browser = browserPerFile();

/** A demo company with statements, as its public endpoint sees it (the endpoint resolves an id to the company's key). */
async function demoCompany(): Promise<CompanyPublic> {
  const demo = (await listedCompanies()).find((company) => company.is_demo && (company as { has_statements?: boolean }).has_statements !== false);
  if (!demo) throw new Error('The test server lists no demo company with statements');
  const response = await fetch(`${baseUrl()}/api/company/by-key/${encodeURIComponent(demo.id)}/public`);
  if (!response.ok) throw new Error(`GET /api/company/by-key/:key/public answered ${response.status}`);
  return CompanyPublicSchema.parse(await response.json());
}

const details = (page: Page) => page.locator('[data-remote="company_details"]');

/** The range buttons work: the pressed one is drawn; a disabled one says why and stays unpressed. */
async function checkRangeButtons(page: Page): Promise<void> {
  const ranges = details(page).getByRole('group', { name: 'Price range' });
  await ranges.waitFor({ state: 'visible', timeout: 20_000 });
  await expect(ranges.getByRole('button').allInnerTexts()).resolves.toEqual(['1M', '6M', '1Y', '3Y', '5Y', 'Max']);
  await expect(ranges.locator('[aria-pressed="true"]').count()).resolves.toBe(1);
  await ranges.getByRole('button', { name: 'Max' }).click();
  await expect(ranges.getByRole('button', { name: 'Max' }).getAttribute('aria-pressed')).resolves.toBe('true');
  const drawn = details(page).getByRole('img', { name: 'Price chart, Max' });
  await drawn.waitFor({ state: 'visible' });
  // The drawing fills its box and no more (the box is lower on wide screens): nothing below is overlapped.
  const [svgHeight, boxHeight] = await drawn.evaluate((svg) => [
    svg.getBoundingClientRect().height,
    svg.closest('[class*="measure"]')?.getBoundingClientRect().height ?? Number.NaN,
  ]);
  expect(svgHeight).toBeGreaterThan(100);
  expect(svgHeight).toBeLessThanOrEqual(boxHeight!);
  for (const disabled of await ranges.locator('[aria-disabled="true"]').all()) {
    const label = await disabled.innerText();
    await expect(
      details(page)
        .getByText(new RegExp(`^${label}: (No closes|\\d+ closes?) in the last`))
        .count(),
    ).resolves.toBe(1);
    // Forced: Playwright refuses to click an aria-disabled button, and a person can still press it.
    await disabled.click({ force: true });
    await expect(disabled.getAttribute('aria-pressed')).resolves.toBe('false');
  }
}

describe('The company page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('shows a visitor on a %s the public view of a demo company: name, strip, price chart, sign-in', async (name, options: BrowserContextOptions) => {
    const company = await demoCompany();
    const { page, context, pageErrors } = await openPage(browser(), options);
    await page.goto(companyPath(company.company.key));
    await waitForRemote(page, 'company_details');
    const view = details(page).getByTestId('company-public-view');
    // Opened cold, the shell's h1 names the company and the public view is the region it labels (docs/company-page.md, 'The served page').
    await page.locator('#research').getByRole('heading', { level: 1, name: company.company.name }).waitFor({ state: 'visible' });
    await details(page).getByRole('region', { name: company.company.name, exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await expect(page.title()).resolves.toBe(company.company.name);

    const strip = view.getByRole('group', { name: 'Key figures' });
    for (const label of ['Price', 'Market cap', 'P/E (TTM)', 'P/B', 'Dividend yield', '52-week range', 'Score']) {
      await expect(strip.getByText(label, { exact: true }).count()).resolves.toBe(1);
    }
    await expect(strip.getByText(/^(ROCE|ROE)$/).count()).resolves.toBe(1);
    if (company.key_figures.price.value !== null) await expect(strip.getByText(/^Price from /).count()).resolves.toBe(1);
    // No Parts for a visitor, and the way to them.
    await expect(view.getByText(/^Part [1-4]/).count()).resolves.toBe(0);
    await view.getByRole('button', { name: 'Sign in to see the full analysis' }).waitFor({ state: 'visible' });

    await checkRangeButtons(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(options.viewport!.width);
    await screenshot(page, `company-page-public-${name}`);
    const axe = await new AxeBuilder({ page }).include('[data-remote="company_details"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("offers a new user 'Research <name>' for a free research, then shows the result with the strip on top", async () => {
    const company = await demoCompany();
    const { page, context, pageErrors } = await openPage(browser(), DESKTOP);
    await page.goto(companyPath(company.company.key));
    await waitForRemote(page, 'company_details');
    await signInLocally(page, person('Page Reader'));
    const research = details(page).getByRole('button', { name: `Research ${company.company.name}` });
    await research.waitFor({ state: 'visible', timeout: 20_000 });
    await expect(
      details(page)
        .getByText(/^This uses one of your free researches/)
        .count(),
    ).resolves.toBe(1);
    await research.click();

    const result = details(page).getByRole('region', { name: 'Company Details' });
    await result.waitFor({ state: 'visible', timeout: 30_000 });
    await result.getByRole('group', { name: 'Key figures' }).waitFor({ state: 'visible' });
    await result.getByRole('region', { name: 'Price chart' }).waitFor({ state: 'visible' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("says 'No company matches <key>' for an unknown key, with the search box on the page", async () => {
    const { page, context } = await openPage(browser(), DESKTOP);
    await page.goto(companyPath('NO-SUCH-CO'));
    await waitForRemote(page, 'company_details');
    await details(page).getByText('No company matches NO-SUCH-CO', { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await searchBox(page).waitFor({ state: 'visible' });
    await context.close();
  });
});
