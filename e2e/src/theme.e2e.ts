import { openPage, screenshot, browserPerFile } from './harness/browser';

const browser = browserPerFile();

describe('theme', () => {
  it('defaults to the system preference when nothing is stored', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('flips on toggle, is stored under "theme" and survives a reload with no flash of the other theme', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.evaluate(() => window.localStorage.getItem('theme'))).resolves.toBe('dark');
    await screenshot(page, 'landing-dark');

    // Record the theme at the first moment the body exists, before any bundle ran.
    await page.addInitScript(() => {
      document.addEventListener(
        'readystatechange',
        () => {
          (window as unknown as { __firstTheme?: string | null }).__firstTheme ??= document.documentElement.getAttribute('data-theme');
        },
        { once: true },
      );
    });
    await page.reload();
    await expect(page.evaluate(() => (window as unknown as { __firstTheme?: string | null }).__firstTheme)).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.evaluate(() => window.localStorage.getItem('theme'))).resolves.toBe('light');
    await context.close();
  });
});
