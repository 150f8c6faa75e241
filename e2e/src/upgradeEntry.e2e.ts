import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from 'playwright-core';
import { PREMIUM_CATALOGUE } from 'shared-types/api';
import { browserPerFile, openPage, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { searchReady } from './harness/research';

// Upgrading before the limit (issue 34, docs/premium.md): a signed-in free user opens the dialog
// from the account menu and from the access line, reads what each plan line stands for, and buys
// in test mode. The shared server has no GSTIN, so no GST line (both cases: UpgradeDialogCopy.test.tsx).
const browser = browserPerFile();

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

/** The dialog's copy: both plans with prices a month, the default and popular plans, every catalogue entry. */
async function expectPlans(page: Page, dialog: Locator): Promise<void> {
  // Page-wide: a filter's `has` locator is resolved inside each card.
  const threeMonths = page.getByRole('radio', { name: '3 Months Premium' });
  const oneYear = page.getByRole('radio', { name: '1 Year Premium' });
  await expect(threeMonths.isChecked()).resolves.toBe(true);
  await expect(oneYear.isChecked()).resolves.toBe(false);
  const threeMonthsCard = dialog.locator('div[data-checked]').filter({ has: threeMonths });
  const oneYearCard = dialog.locator('div[data-checked]').filter({ has: oneYear });
  await threeMonthsCard.getByText('₹333 a month', { exact: true }).waitFor({ state: 'visible' });
  await oneYearCard.getByText('₹250 a month', { exact: true }).waitFor({ state: 'visible' });
  await oneYearCard.getByText('Most Popular', { exact: true }).waitFor({ state: 'visible' });
  await expect(threeMonthsCard.getByText('Most Popular').count()).resolves.toBe(0);
  await expect(dialog.getByText('includes 18% GST').count()).resolves.toBe(0);
  await dialog.getByText('Cancel anytime: the unused part is refunded', { exact: true }).waitFor({ state: 'visible' });

  const whatYouGet = dialog.getByRole('region', { name: 'What you get' });
  for (const feature of PREMIUM_CATALOGUE.filter((entry) => entry.shipped)) {
    const line = whatYouGet.locator(`li[data-line="${feature.line}"]`);
    await line.getByText(feature.premium, { exact: true }).waitFor({ state: 'visible' });
  }
  await whatYouGet.locator('li[data-line="Exclusive reports"]').getByText('1 Year Premium only', { exact: true }).waitFor({ state: 'visible' });
}

describe('upgrading before the limit', () => {
  it('a free user opens the dialog from the account menu and the access line, and buys in test mode', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser());
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Ishaan Early'));
    const header = page.getByRole('banner');
    await header.getByText('Free Access - 5 free stock research remaining', { exact: true }).waitFor();
    const upgradeOnLine = header.getByRole('button', { name: 'Upgrade', exact: true });
    await upgradeOnLine.waitFor({ state: 'visible' });

    // From the account menu: the dialog's own description, no limit message.
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    await header.getByRole('button', { name: 'Upgrade to Premium', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('Premium gives you unlimited company research.', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByText('Test mode: no real payment is taken.').waitFor({ state: 'visible' });
    await expectPlans(page, dialog);
    await screenshotOf(dialog, 'upgrade-dialog');
    await expect(seriousViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // From the access line, then bought: the default 3-month plan.
    await page.keyboard.press('Escape');
    await upgradeOnLine.click();
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('Premium gives you unlimited company research.', { exact: true }).waitFor({ state: 'visible' });
    await expectPlans(page, dialog);
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    const confirmation = dialog.getByRole('status');
    await confirmation.getByText(/^You're on Premium \(3 months\) until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/).waitFor({ state: 'visible' });
    await confirmation.getByText('Test mode: no real payment was taken.').waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Premium now: the line says so and neither way in is offered any more.
    await header.getByText('Premium Access - Unlimited companies', { exact: true }).waitFor();
    await expect(upgradeOnLine.count()).resolves.toBe(0);
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    await header.getByText(/^Premium until \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor({ state: 'visible' });
    await expect(header.getByRole('button', { name: 'Upgrade to Premium' }).count()).resolves.toBe(0);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
