import { AxeBuilder } from '@axe-core/playwright';
import { browserPerFile, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';

const browser = browserPerFile();

describe('investor lenses', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the lenses on a phone in the ${colorScheme} theme, switches lens by keyboard, and passes the accessibility check`, async () => {
      const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { ...PHONE, colorScheme });
      const [company] = await someCompanies(1, 2);
      await page.goto('/');
      await waitForRemote(page, 'search');
      await searchReady(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await signInLocally(page, person('Lena Lens'), { phone: true });
      await research(page, company!);
      await detailsShown(page, company!);
      const card = page.getByRole('region', { name: 'Investor Lenses' });
      await card.scrollIntoViewIfNeeded();
      const tabs = card.getByRole('tablist', { name: 'Investor lenses' });
      await tabs.getByRole('tab', { name: 'Graham', selected: true }).waitFor();
      // The criteria are the lens's working, folded until asked for.
      await card.getByRole('button', { name: 'Show the working' }).click();
      await card.getByRole('table', { name: 'Graham criteria' }).waitFor({ state: 'visible' });
      await tabs.getByRole('tab', { name: 'Graham' }).focus();
      await page.keyboard.press('ArrowRight');
      await tabs.getByRole('tab', { name: 'Buffett', selected: true }).waitFor();
      await card.getByRole('table', { name: 'Buffett criteria' }).waitFor({ state: 'visible' });
      // The card itself never scrolls the page sideways at 390 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await card.screenshot({ path: `e2e/artifacts/lenses-phone-${colorScheme}.png` });
      await screenshot(page, `lenses-phone-page-${colorScheme}`);
      const axe = await new AxeBuilder({ page }).include('[data-remote="company_details"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
