import { type BrowserContextOptions, type Page } from 'playwright-core';
import { browserPerFile, DESKTOP, openPage, PHONE, screenshot } from './harness/browser';
import { researchAsNewPerson, showAllWorking } from './harness/result';
import { someCompanies } from './harness/research';

const browser = browserPerFile();

const PART2 = 'Part 2: Operational Risk and Business Quality Analysis';
const PART3 = 'Part 3: Holistic Investment Investigation Report';
const WIDE: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1366, height: 900 } };

/**
 * The company page's height with the working folded (issue 30 item 6: ≤ 5,000 px on a desktop,
 * ≤ 12,000 px on a phone): the header, the result and the footer, as /company/<key> lays them
 * out. On '/' the landing's sections sit above the result; they are measured and logged apart.
 */
async function heights(page: Page): Promise<{ companyPage: number; wholeLanding: number; result: number; sections: Record<string, number> }> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
    const result = box('[data-remote="company_details"]');
    const sections = Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-result-section]')].map((section) => [section.id, Math.round(section.getBoundingClientRect().height)]),
    );
    return {
      sections,
      result: Math.round(result),
      companyPage: Math.round(box('header') + result + box('footer')),
      wholeLanding: document.documentElement.scrollHeight,
    };
  });
}

const details = (page: Page) => page.locator('[data-remote="company_details"]');
const sectionBar = (page: Page) => page.getByRole('navigation', { name: 'Sections of this research' });

/** Waits until the heading's top is in the upper part of the view (below the header and the bar). */
async function headingNearTop(page: Page, name: string): Promise<void> {
  await page.waitForFunction((text) => {
    const heading = [...document.querySelectorAll('h2, h3')].find((h) => h.textContent === text);
    const top = heading?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 3;
  }, name);
}

async function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

describe('a result that can be read', () => {
  it('on a desktop: arrives with focus on the result, jumps and tracks with the section bar, folds the working', async () => {
    const { page, context, pageErrors } = await openPage(browser(), WIDE);
    const [company] = await someCompanies(1, 11);
    await researchAsNewPerson(page, company!, 'Reader Desktop');

    // Arriving: focus on the result's heading, scrolled into view.
    await expect(focusedText(page)).resolves.toBe('Company Details');
    await headingNearTop(page, 'Company Details');

    // The bar lists the sections this result has (Price and Statements only once their features fill them).
    const bar = sectionBar(page);
    const labels = await bar.getByRole('link').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['Summary', 'Peers', 'Lenses', 'Part 1', 'Part 2', 'Part 3', 'Part 4']));
    await expect(bar.locator('[aria-current="location"]').innerText()).resolves.toBe('Summary');

    // A jump: focus on the section's heading, the heading just below the sticky bar, the bar marking it.
    await bar.getByRole('link', { name: 'Part 3' }).click();
    await expect(focusedText(page)).resolves.toBe(PART3);
    await headingNearTop(page, PART3);
    await bar.locator('[aria-current="location"]', { hasText: 'Part 3' }).waitFor();
    const barBox = await bar.boundingBox();
    expect(barBox!.y).toBeGreaterThanOrEqual(0);
    expect(barBox!.y).toBeLessThan(100);

    // Tracking by scrolling alone.
    await page.evaluate(() => document.getElementById('peers')!.scrollIntoView({ block: 'start' }));
    await bar.locator('[aria-current="location"]', { hasText: 'Peers' }).waitFor();
    // The last, short section counts once the page is at its end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.locator('[aria-current="location"]', { hasText: 'Part 4' }).waitFor();

    // Folding: Part 3 opens on its overall investigation; 'Show the working' opens the rest.
    const part3 = details(page).getByRole('region', { name: PART3 });
    await part3.getByRole('heading', { name: '1. Overall Investigation' }).waitFor({ state: 'visible' });
    await expect(part3.getByText('2. Business Model and Moat', { exact: true }).isVisible()).resolves.toBe(false);
    const show = part3.getByRole('button', { name: 'Show the working' });
    await expect(show.getAttribute('aria-expanded')).resolves.toBe('false');
    await show.click();
    const hide = part3.getByRole('button', { name: 'Hide the working' });
    await expect(hide.getAttribute('aria-expanded')).resolves.toBe('true');
    for (const title of ['2. Business Model and Moat', '3. Risks and Quality', "4. Owner's Earnings and Margin of Safety", '5. 3-10 Year Hold Scenarios'])
      await part3.getByRole('heading', { name: title }).waitFor({ state: 'visible' });
    await showAllWorking(page);
    await details(page).getByRole('columnheader', { name: 'Justification' }).waitFor({ state: 'visible' });
    console.info(`Unfolded height, desktop: ${JSON.stringify(await heights(page))}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('on a phone: stacks the risk table, scrolls the bar sideways, arrives without motion when asked', async () => {
    const { page, context, pageErrors } = await openPage(browser(), { ...PHONE, reducedMotion: 'reduce' });
    const [company] = await someCompanies(1, 11);
    await researchAsNewPerson(page, company!, 'Reader Phone', { phone: true });
    await expect(focusedText(page)).resolves.toBe('Company Details');
    // With reduced motion the jump is instant: the heading is already in place.
    await headingNearTop(page, 'Company Details');

    // Part 2's table fits the screen: each row a card, each cell with its label; nothing wider than the screen.
    const table = details(page).getByRole('table', { name: 'Operational risk factors' });
    await table.scrollIntoViewIfNeeded();
    const row = table.getByRole('row').nth(1);
    await expect(row.evaluate((tr) => getComputedStyle(tr).display)).resolves.not.toBe('table-row');
    await expect(
      row
        .getByRole('cell')
        .first()
        .evaluate((td) => getComputedStyle(td.nextElementSibling!, '::before').content),
    ).resolves.toBe('"Assessment"');
    await expect(table.evaluate((t) => t.getBoundingClientRect().width <= t.parentElement!.clientWidth)).resolves.toBe(true);
    await showAllWorking(page);
    await details(page).getByRole('region', { name: PART2 }).getByText('Justification', { exact: true }).first().waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    // The bar scrolls sideways rather than wrapping, and still jumps.
    const bar = sectionBar(page);
    await expect(bar.evaluate((nav) => nav.scrollWidth > nav.clientWidth && getComputedStyle(nav).overflowX === 'auto')).resolves.toBe(true);
    await bar.getByRole('link', { name: 'Part 4' }).click();
    await expect(focusedText(page)).resolves.toBe('Part 4: Investment Score');
    await screenshot(page, 'readable-phone-unfolded');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/*
 * Issue 30 item 6's targets, with the working folded. NOT MET YET (docs/company-page.md 'Reading
 * the page'): on the demo companies the folded company page measures about 6,300 px on a desktop
 * and 12,260 px on a phone, so these run as it.failing and report their figures. When the page
 * meets a target its test fails here: turn it into a plain `it` then.
 */
describe('the folded page’s height', () => {
  it.failing.each([
    ['desktop 1366×900', WIDE, 5_000],
    ['phone 390×844', PHONE, 12_000],
  ] as const)('%s is within its target (not met yet)', async (name, options: BrowserContextOptions, target) => {
    // it.failing passes on any failure: the research must complete for the figure to mean anything.
    const { page, context } = await openPage(browser(), options);
    const [company] = await someCompanies(1, 11);
    await researchAsNewPerson(page, company!, `Heights ${name}`, { phone: options === PHONE });
    const folded = await heights(page);
    console.info(`Folded heights, ${name}, ${company!.name}: ${JSON.stringify(folded)}`);
    await context.close();
    expect(folded.result).toBeGreaterThan(1_000);
    expect(folded.companyPage).toBeLessThanOrEqual(target);
  });
});
