import { openPage, screenshot, browserPerFile } from './harness/browser';

const browser = browserPerFile();

const STOCKS = [
  { id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI', is_demo: true },
  { id: 'c-2', name: 'Bharat Kinetic Ltd', code: '', is_demo: true },
];

describe('landing page', () => {
  it('renders the header, hero, how it works, comparison table and footer', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: /main/i });
    for (const label of ['How it works', 'Research', 'Contact us']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByRole('heading', { name: 'Stock Research is your best Conviction' }).waitFor({ state: 'visible' });
    await page.getByText('Access comprehensive stock data in just one click.').waitFor({ state: 'visible' });
    await page.getByText('Loved by 100s of investors').waitFor({ state: 'visible' });
    for (const step of ['Select a Stock', 'Get Detailed Info', 'Make Informed Decisions']) {
      await page.locator('#features').getByText(step, { exact: false }).first().waitFor({ state: 'visible' });
    }
    for (const card of ['Almost Real-time Data', 'Investment Analysis', 'Secure & Reliable']) {
      await page.getByRole('heading', { name: card }).waitFor({ state: 'visible' });
    }
    await page.getByRole('table').getByText('No social media bias', { exact: false }).waitFor({ state: 'visible' });
    const footer = page.locator('footer#contact');
    for (const link of ['Terms & policies', 'Privacy policy']) {
      await footer.getByRole('link', { name: link }).waitFor({ state: 'visible' });
    }
    await footer.getByText(/2025/).first().waitFor({ state: 'visible' });
    await screenshot(page, 'landing-desktop');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("scrolls to the research section from 'Get started now'", async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Get started now' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('research')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight / 2 && box.bottom > 0;
    });
    await context.close();
  });

  it("reaches the research section from 'Get started now' while the search is still loading", async () => {
    // The search remote held back: its slot is 'Loading company search…', shorter than the search.
    // The page must still be tall enough to bring the section up, not stop at its end below it.
    const { page, context } = await openPage(browser());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/search/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#research [data-remote="search"][data-remote-status="loading"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Get started now' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('research')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight / 2 && box.bottom > 0;
    });
    release();
    await context.close();
  });

  it("shows the step-1 dropdown's load failure when the stock list cannot be fetched", async () => {
    const { page, context } = await openPage(browser());
    await page.route('**/api/stocks', (route) => route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } }));
    await page.goto('/');
    const features = page.locator('#features');
    await features.getByText('Failed to load stocks').waitFor({ state: 'visible' });
    await expect(features.getByLabel('Select a Stock').isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it('choosing a company in step 1 selects it in the research section and scrolls there', async () => {
    const { page, context } = await openPage(browser());
    await page.route('**/api/stocks', (route) => route.fulfill({ json: STOCKS }));
    await page.goto('/');
    await page.locator('#features').getByLabel('Select a Stock').selectOption('c-1');
    const searchBox = page.locator('#research').getByRole('combobox', { name: 'Company' });
    await page.waitForFunction(() => (document.querySelector('#research [role="combobox"]') as HTMLInputElement | null)?.value === 'Aravali Cement Works');
    await expect(searchBox.inputValue()).resolves.toBe('Aravali Cement Works');
    await page.waitForFunction(() => {
      const box = document.getElementById('research')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight / 2;
    });
    await context.close();
  });
});
