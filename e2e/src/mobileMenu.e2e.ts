import { openPage, PHONE, screenshot, browserPerFile } from './harness/browser';

const browser = browserPerFile();

describe('mobile menu', () => {
  it('opens from the menu button and closes when a link is chosen', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await page.goto('/');
    const researchLink = page.locator('header').getByRole('link', { name: 'Research', exact: true });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect(researchLink.isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await researchLink.waitFor({ state: 'visible' });
    await screenshot(page, 'landing-phone-menu-open');

    await researchLink.click();
    await researchLink.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForFunction(() => window.location.hash === '#research');
    await screenshot(page, 'landing-phone');
    await context.close();
  });
});
