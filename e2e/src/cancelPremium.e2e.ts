import { CANCELLATION_RULE } from 'shared-types/api';
import { browserPerFile, openPage, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';
import { startServer, stopServer, type RunningServer } from './harness/server';

// 'Cancel anytime' (issue 34; docs/payments.md, 'Cancelling'): a user buys premium in test mode,
// cancels it from the account menu, sees the refund, and finds it in the payment history and receipt.
const browser = browserPerFile();
let server: RunningServer;

beforeAll(async () => {
  // One free company, so the second research opens the upgrade dialog.
  server = await startServer({ FREE_COMPANY_LIMIT: '1' });
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

describe('cancelling premium', () => {
  it('buys, cancels from the account menu with the refund shown, and the access line and receipt follow', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
    const companies = await someCompanies(2, 3, server.baseUrl);
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Ravi Canceller'));
    await research(page, companies[0]!);
    await detailsShown(page, companies[0]!);

    await research(page, companies[1]!);
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.waitFor({ state: 'visible' });
    await upgrade.getByText('1 Year Premium', { exact: true }).click();
    await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
    await upgrade.getByText('Test mode: no real payment was taken.').waitFor({ state: 'visible' });
    await upgrade.getByRole('button', { name: 'Continue' }).click();
    await upgrade.waitFor({ state: 'detached' });
    const header = page.getByRole('banner');
    await header.getByText('Premium Access - Unlimited companies').waitFor();

    // Cancel: the rule, the amount (bought just now: all days but the one begun unused, ₹2,999 × 364 ÷ 365 = ₹2,990; 365 ÷ 366 too).
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    await header.getByRole('button', { name: 'Cancel premium', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel premium' });
    await dialog.getByText(CANCELLATION_RULE).waitFor({ state: 'visible' });
    await dialog.getByText(/^1 Year Premium: ₹2,990 \((364 of 365|365 of 366) days unused\)$/).waitFor({ state: 'visible' });
    await dialog.getByText('Refund: ₹2,990').waitFor();
    await dialog.getByText('Premium ends now.').waitFor();
    await dialog.getByText('Test mode: no real money is refunded.').waitFor();
    await screenshotOf(dialog, 'cancel-premium');
    await dialog.getByRole('button', { name: 'Cancel premium and refund ₹2,990' }).click();

    const done = page.getByRole('dialog', { name: 'Premium cancelled' });
    await done.getByText('Refunded ₹2,990.').waitFor({ state: 'visible' });
    await done.getByRole('button', { name: 'Close' }).click();
    await header.getByText(/^Free Access/).waitFor();
    await expect(header.getByRole('button', { name: 'Cancel premium', exact: true }).count()).resolves.toBe(0);

    // The refund in the history and on the receipt.
    await header.getByRole('button', { name: 'Payments and receipts', exact: true }).click();
    const payments = page.getByRole('dialog', { name: 'Payments and receipts' });
    await payments.getByText(/^Refunded ₹2,990 on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor({ state: 'visible' });
    await payments
      .getByRole('button', { name: /Receipt/ })
      .first()
      .click();
    const receipt = payments.getByRole('article', { name: 'Receipt' });
    await receipt.getByText(/^₹2,990 on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor({ state: 'visible' });
    await screenshotOf(payments, 'refund-receipt');

    expect(pageErrors).toEqual([]);
    // The refusal at the limit is the server's 403; nothing else may be logged.
    expect(consoleErrors.filter((text) => !text.includes('status of 403'))).toEqual([]);
    await context.close();
  });
});
