import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { browserPerFile, openPage, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, expectValue, research, searchBox, searchReady, someCompanies, type ListedCompany } from './harness/research';

const browser = browserPerFile();

const PART_TITLES = [
  'Part 1: Corporate Governance and Management Credibility Assessment',
  'Part 2: Operational Risk and Business Quality Analysis',
  'Part 3: Holistic Investment Investigation Report',
  'Part 4: Investment Score',
];

async function readyToResearch(page: Page): Promise<void> {
  await page.goto('/');
  await waitForRemote(page, 'search');
  await searchReady(page);
}

/** Lines drawn in a chart, by metric. */
async function drawnMetrics(page: Page, chart: string): Promise<string[]> {
  const figure = page.getByRole('figure', { name: chart });
  return figure.locator('path[data-metric]').evaluateAll((paths) => [...new Set(paths.map((p) => p.getAttribute('data-metric') ?? ''))].sort());
}

describe('the research journey', () => {
  it('finds a company by name, shows its analysis with charts and every Part, and passes the accessibility check', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const [company] = await someCompanies(1, 0);
    await readyToResearch(page);
    await signInLocally(page, person('Asha Investor'));

    // Part of the name, typed in lower case, still finds it.
    await research(page, company!, { typed: company!.name.split(' ').slice(0, 2).join(' ').toLowerCase() });
    await detailsShown(page, company!);
    const details = page.locator('[data-remote="company_details"]');
    await details
      .getByText(/^(\d{1,3}\/100|Not rated)$/)
      .first()
      .waitFor({ state: 'visible' });
    await details.getByText('Demo data', { exact: true }).first().waitFor({ state: 'visible' });
    for (const title of PART_TITLES) await details.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'visible' });
    await details.getByRole('table', { name: 'Operational risk factors' }).waitFor({ state: 'visible' });
    await page.getByRole('banner').getByText('Free Access - 4 free stock research remaining').waitFor();

    // Charts: the default lines are drawn, and each toggle adds or removes one line in its own chart only.
    await page.getByRole('figure', { name: 'Raw values' }).locator('path[data-metric]').first().waitFor({ state: 'visible', timeout: 20_000 });
    const rawBefore = await drawnMetrics(page, 'Raw values');
    expect(rawBefore).toEqual(expect.arrayContaining(['roce', 'price_earnings']));
    const yoyBefore = await drawnMetrics(page, 'Year-over-year growth (%)');
    const rawToggles = page.getByRole('group', { name: 'Raw values metrics' });
    await rawToggles.getByRole('checkbox', { name: 'ROCE', exact: true }).uncheck();
    await expect(drawnMetrics(page, 'Raw values')).resolves.toEqual(rawBefore.filter((metric) => metric !== 'roce'));
    await rawToggles.getByRole('checkbox', { name: 'Capex', exact: true }).check();
    await expect(drawnMetrics(page, 'Raw values')).resolves.toContain('capex_growth');
    await expect(drawnMetrics(page, 'Year-over-year growth (%)')).resolves.toEqual(yoyBefore);
    // An open data table stays inside its chart's column, so the next chart's own 'Show data table' can still be clicked.
    const tableToggles = details.getByText('Show data table', { exact: true });
    await tableToggles.nth(0).click();
    const openTable = await details.locator('details[open]').first().boundingBox();
    const nextChart = await page.getByRole('figure', { name: 'Year-over-year growth (%)' }).boundingBox();
    const apart = (a: NonNullable<typeof openTable>, b: NonNullable<typeof nextChart>) =>
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(openTable !== null && nextChart !== null && apart(openTable, nextChart)).toBe(true);
    await tableToggles.nth(1).click();
    await screenshot(page, 'research-result-desktop-light');

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('finds a company by its code and picks it with the keyboard', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const [company] = await someCompanies(1, 1);
    await readyToResearch(page);

    const box = searchBox(page);
    await box.click();
    const listbox = page.getByRole('listbox', { name: 'Company suggestions' });
    await listbox.getByRole('option', { name: 'Start typing to search companies...' }).waitFor({ state: 'visible' });
    await box.fill('zzzz-no-such-company');
    await listbox.getByRole('option', { name: 'No companies found matching your search' }).waitFor({ state: 'visible' });

    await box.fill(company!.code);
    await listbox.getByRole('option', { name: `${company!.name} (${company!.code})` }).waitFor({ state: 'visible' });
    // The exact code ranks first among code matches; walk to it with the arrows (wrap-around included).
    const options = await listbox.getByRole('option').allInnerTexts();
    const target = options.findIndex((text) => text.includes(company!.name));
    for (let step = 0; step <= target; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectValue(page, company!.name);
    await listbox.waitFor({ state: 'hidden' });

    // Signed out, submitting asks for a sign-in instead of fetching anything.
    await page.getByRole('button', { name: 'Get Company Details' }).click();
    await page.getByRole('status').filter({ hasText: 'Please sign in to search for companies.' }).waitFor({ state: 'visible' });

    await box.fill(company!.code.slice(0, 2));
    await listbox.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the upgrade dialog past the free limit, still allows re-research at the limit, and upgrades', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const companies = await someCompanies(6, 2);
    await readyToResearch(page);
    await signInLocally(page, person('Ravi Saver'));

    for (const company of companies.slice(0, 5)) {
      await research(page, company);
      await detailsShown(page, company);
    }
    const header = page.getByRole('banner');
    await header.getByText('Free Access - 0 free stock research remaining').waitFor();
    const panel = page.getByRole('region', { name: 'Your Accessed Companies' });
    await expect(panel.getByRole('progressbar', { name: 'Company access' }).getAttribute('aria-valuetext')).resolves.toBe('5 of 5 companies used');

    // A sixth distinct company: the server refuses and the dialog shows its message.
    await research(page, companies[5]!);
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('You have reached your company access limit. Please upgrade to premium for unlimited access.').waitFor();
    await dialog.getByText('Test mode: no real payment is taken.').waitFor();
    await expect(dialog.getByRole('radio', { name: '3 Months Premium' }).isChecked()).resolves.toBe(true);
    await dialog.getByText('Most Popular').waitFor();
    await screenshot(page, 'upgrade-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Re-researching a company already accessed is never blocked, even at the limit.
    await panel.getByRole('button', { name: companies[0]!.name, exact: true }).click();
    await detailsShown(page, companies[0]!);
    await expect(dialog.count()).resolves.toBe(0);

    // Upgrade from the limit dialog.
    await research(page, companies[5]!);
    await dialog.waitFor({ state: 'visible' });
    // A person clicks the plan card's name; the radio inside is checked by it.
    await dialog.getByText('1 Year Premium', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '1 Year Premium' }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    // The dialog confirms the plan; the refused research resumes meanwhile (premiumResume.e2e.ts).
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header.getByText('Premium Access - Unlimited companies').waitFor();
    await panel.getByText('Premium Access / Unlimited').waitFor({ state: 'visible' });
    await detailsShown(page, companies[5]!);
    expect(pageErrors).toEqual([]);
    // The two refusals are the server's 403 answers; nothing else may be logged.
    expect(consoleErrors.filter((text) => !text.includes('status of 403'))).toEqual([]);
    await context.close();
  });

  it("shows the server's 404 for a company named '… Limited' as an error and never opens the upgrade dialog", async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    // The page's list gets one company the server does not know, so the real API answers 404 unknown_company.
    const limited: ListedCompany = { id: 'e2e-not-listed', name: 'Reliance Industries Limited', code: 'RELIANCE', is_demo: false };
    await page.route('**/api/stocks', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: [...((await response.json()) as ListedCompany[]), limited] });
    });
    await readyToResearch(page);
    await signInLocally(page, person('Lata Shareholder'));

    await research(page, limited);
    const errorCard = page.getByRole('alert').filter({ hasText: 'Error loading company details' });
    await errorCard
      .getByText('No company matches "Reliance Industries Limited". Pick one from the suggestions.')
      .waitFor({ state: 'visible', timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' }).count()).resolves.toBe(0);
    // Nothing was counted against the free limit.
    await page.getByRole('banner').getByText('Free Access - 5 free stock research remaining').waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('keeps search working when the company-details remote cannot be loaded', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const [company] = await someCompanies(1, 3);
    await page.route('**/remotes/company-details/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await searchReady(page);
    await signInLocally(page, person('Meera Analyst'));

    await research(page, company!);
    // The details remote is first requested at the pick; it fails soft in its own slot.
    await page.locator('[data-remote="company_details"]').getByRole('alert').waitFor({ timeout: 30_000 });
    await page.getByRole('banner').getByText('Free Access - 4 free stock research remaining').waitFor();
    await page.getByRole('button', { name: 'Get Company Details' }).waitFor({ state: 'visible' });
    await expect(page.getByRole('region', { name: 'Your Accessed Companies' }).getByRole('button', { name: company!.name }).count()).resolves.toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('works at phone width in the dark theme', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    });
    const [company] = await someCompanies(1, 4);
    await readyToResearch(page);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await signInLocally(page, person('Kiran Mobile'), { phone: true });
    await page.keyboard.press('Escape');

    await research(page, company!);
    await detailsShown(page, company!);
    await page.getByRole('figure', { name: 'Raw values' }).locator('path[data-metric]').first().waitFor({ state: 'visible', timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'research-result-phone-dark');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
