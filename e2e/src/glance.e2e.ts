import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContextOptions } from 'playwright-core';
import { browserPerFile, DESKTOP, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';

const browser = browserPerFile();

describe('At a glance', () => {
  it.each([
    ['desktop', DESKTOP, 'light'],
    ['phone', PHONE, 'dark'],
  ] as const)(
    'tops a demo company’s result with the score bars and the price-against-value bar, readable on a %s',
    async (name, options: BrowserContextOptions, scheme) => {
      const phone = options === PHONE;
      const { page, context, pageErrors } = await openPage(browser(), { ...options, colorScheme: scheme });
      const [company] = await someCompanies(1, 5);
      await page.goto('/');
      await waitForRemote(page, 'search');
      await searchReady(page);
      // On a phone the sign-in button is in the menu.
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await signInLocally(page, person(`Glance ${name}`), { phone });
      // signInLocally leaves the phone menu open; close it as a person would before researching.
      if (phone) await page.keyboard.press('Escape');
      await research(page, company!);
      await detailsShown(page, company!);

      const details = page.locator('[data-remote="company_details"]');
      const glance = details.getByRole('region', { name: 'At a glance' });
      await glance.waitFor({ state: 'visible' });
      // It comes before the charts.
      const headings = await details.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings.indexOf('At a glance')).toBeLessThan(headings.indexOf('Financial Analysis Charts'));

      // Six pillar bars, each stating its points (or 'not assessed'), and the price against value.
      const pillars = await glance
        .getByRole('list', { name: 'Points by pillar' })
        .getByRole('img')
        .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label')));
      expect(pillars).toHaveLength(6);
      for (const label of pillars) expect(label).toMatch(/: (.+ of .+ points earned|not assessed|not scored)/);
      await expect(glance.getByText(/^(\d+ flags?)$/).count()).resolves.toBe(1);
      await expect(glance.getByText(/^Price as of /).count()).resolves.toBe(1);

      // Nothing wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(options.viewport!.width);
      await screenshot(page, `glance-${name}-${scheme}`);

      const axe = await new AxeBuilder({ page }).include('[data-remote="company_details"]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
