import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { browserPerFile, openPage, PHONE, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, listedCompanies, research, searchReady, type ListedCompany } from './harness/research';

const browser = browserPerFile();

/** A demo company of this server's list, away from the ones other files pick. */
async function demoCompany(offset: number): Promise<ListedCompany> {
  const demos = (await listedCompanies()).filter((company) => company.is_demo && company.code.trim() !== '');
  return demos[(offset * 11 + 3) % demos.length]!;
}

async function researchAsNewUser(page: Page, company: ListedCompany, name: string, { phone = false } = {}): Promise<void> {
  await page.goto('/');
  await waitForRemote(page, 'search');
  await searchReady(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await signInLocally(page, person(name), { phone });
  if (phone) await page.locator('header').getByRole('link', { name: 'Research', exact: true }).click();
  await research(page, company);
  await detailsShown(page, company);
}

describe('statements tables', () => {
  it('shows the statements of a company researched, switches basis where both exist, and downloads a table as CSV', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    const company = await demoCompany(1);
    await researchAsNewUser(page, company, 'Sunil Statements');

    const card = page.locator('[data-remote="company_details"]').getByRole('region', { name: 'Statements', exact: true });
    // One table shows at a time: Profit & loss is behind its tab.
    await card.getByRole('tab', { name: 'Profit & loss' }).click({ timeout: 20_000 });
    const annual = card.getByRole('table', { name: 'Profit & loss' });
    await annual.waitFor({ state: 'visible', timeout: 20_000 });
    await annual.getByRole('rowheader', { name: 'Revenue' }).waitFor();
    // Newest on the right: the header dates rise from left to right.
    const headers = await annual.getByRole('columnheader').allInnerTexts();
    expect(headers[0]).toBe('Line item');
    expect(headers.length).toBeGreaterThan(2);

    // A column's source shows on keyboard focus.
    const newest = annual.getByRole('columnheader').last().getByRole('button');
    await newest.focus();
    await card.locator('[role="tooltip"]:visible').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshotOf(card, 'statements-desktop-light');

    const axe = await new AxeBuilder({ page }).include('[data-remote="company_details"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    const basisSwitch = card.getByRole('group', { name: 'Statement basis' });
    if (await basisSwitch.isVisible()) {
      const answered = page.waitForResponse((response) => response.url().includes('/statements?basis=standalone') && response.ok());
      await basisSwitch.getByRole('button', { name: 'Standalone' }).click();
      await answered;
      await basisSwitch.getByRole('button', { name: 'Standalone', pressed: true }).waitFor();
    }

    const downloaded = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Profit & loss as CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-profit-and-loss-(consolidated|standalone|unstated-basis)\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Line item,Unit(,\d{4}-\d{2}-\d{2})+$/);
    expect(lines.find((line) => line.startsWith('Revenue,'))).toMatch(/^Revenue,₹ crore(,-?[\d.]*)+$/);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the tables inside their card on a phone, with a hint to scroll', async () => {
    const { page, context, pageErrors } = await openPage(browser(), PHONE);
    const company = await demoCompany(2);
    await researchAsNewUser(page, company, 'Pia Phone Statements', { phone: true });

    const card = page.locator('[data-remote="company_details"]').getByRole('region', { name: 'Statements', exact: true });
    // One table shows at a time: Profit & loss is behind its tab.
    await card.getByRole('tab', { name: 'Profit & loss' }).click({ timeout: 20_000 });
    const annual = card.getByRole('table', { name: 'Profit & loss' });
    await annual.waitFor({ state: 'visible', timeout: 20_000 });
    await card.getByRole('tabpanel').getByText('Scroll for more →').waitFor({ state: 'visible' });
    const cardBox = await card.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    await card.getByRole('region', { name: 'Profit & loss' }).scrollIntoViewIfNeeded();
    await screenshotOf(card, 'statements-phone');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('places the chart tooltip beside the hovered points, never over them, on a desktop and at 320 px', async () => {
    for (const [options, name] of [
      [undefined, 'Tara Tooltip'],
      [{ ...PHONE, viewport: { width: 320, height: 720 } }, 'Tanvi Tooltip'],
    ] as const) {
      const { page, context } = await openPage(browser(), options);
      const company = await demoCompany(options ? 4 : 3);
      await researchAsNewUser(page, company, name, { phone: options !== undefined });
      const figure = page.getByRole('figure', { name: 'Raw values' });
      await figure.locator('path[data-metric]').first().waitFor({ state: 'visible', timeout: 20_000 });
      await figure.scrollIntoViewIfNeeded();
      const periods = figure.locator('rect[data-ref]');
      const count = await periods.count();
      // The pointer a little beside a point, towards the middle: where nivo's own tooltip (14 px from the pointer) covered it.
      const cases = [
        [Math.floor(count / 4), -10],
        [Math.floor((3 * count) / 4), 10],
        [0, 3],
        [count - 1, -3],
      ] as const;
      for (const [index, dx] of cases) {
        const period = (await periods.nth(index).boundingBox())!;
        await page.mouse.move(period.x + period.width / 2, period.y + period.height / 2);
        const first = (await figure.getByTestId('hovered-points').locator('circle').first().boundingBox())!;
        await page.mouse.move(first.x + first.width / 2 + dx, first.y + first.height / 2);
        // The tooltip's card: the table of values in the chart's own box (not the data table below it).
        const tooltip = figure.locator('div:has(> svg) table').locator('..');
        await tooltip.waitFor({ state: 'visible' });
        const tip = (await tooltip.boundingBox())!;
        const points = await figure
          .getByTestId('hovered-points')
          .locator('circle')
          .evaluateAll((circles) => circles.map((circle) => circle.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })));
        expect(points.length).toBeGreaterThan(0);
        // Both in the viewport's pixels (boundingBox() and getBoundingClientRect()).
        for (const point of points) {
          const apart = tip.x >= point.x + point.width || tip.x + tip.width <= point.x || tip.y >= point.y + point.height || tip.y + tip.height <= point.y;
          expect(apart).toBe(true);
        }
      }
      await context.close();
    }
  });
});
