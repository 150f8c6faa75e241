import { AxeBuilder } from '@axe-core/playwright';
import { PLAN_NEVER_RENEWS } from 'shared-types/api';
import { startFakeRazorpay, type FakeRazorpay } from '../../api/src/payments/testing/fakeRazorpay';
import { browserPerFile, openPage, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, research, searchReady, someCompanies } from './harness/research';
import { startServer, stopServer, type RunningServer } from './harness/server';

// Buying premium through Razorpay Checkout (docs/payments.md), with the fake
// Razorpay on loopback standing in for Razorpay's API and Checkout script.
const browser = browserPerFile();
let fake: FakeRazorpay;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  server = await startServer(fake.env);
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
  if (fake) await fake.close();
});

describe('paying for premium with Razorpay', () => {
  it('a free user at the limit cancels, fails, then buys the 1-year plan and gets unlimited access and a receipt', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
    const companies = await someCompanies(6, 1, server.baseUrl);
    const buyer = person('Kavya Buyer');
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, buyer);
    for (const company of companies.slice(0, 5)) {
      await research(page, company);
      await detailsShown(page, company);
    }
    const header = page.getByRole('banner');
    await header.getByText('Free Access - 0 free stock research remaining').waitFor();

    await research(page, companies[5]!);
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByText('Secure payment', { exact: false }).waitFor();
    // Real payments: no test-mode notice.
    await expect(dialog.getByText(/Test mode/).count()).resolves.toBe(0);
    await dialog.getByText('1 Year Premium', { exact: true }).click();
    const upgrade = dialog.getByRole('button', { name: 'Upgrade Now' });

    // The customer closes Checkout: nothing is bought and the dialog says so.
    fake.nextCheckout('dismiss');
    await upgrade.click();
    await dialog.getByText('Payment cancelled. You have not been charged.').waitFor();
    await expect(upgrade.isEnabled()).resolves.toBe(true);

    // The bank declines: Razorpay's reason is shown, the dialog stays open.
    fake.nextCheckout('failure');
    await upgrade.click();
    await dialog.getByText('Payment failed: Payment processing failed due to error at bank or wallet gateway. You have not been charged.').waitFor();
    await header.getByText('Free Access - 0 free stock research remaining').waitFor();
    await screenshotOf(dialog, 'upgrade-payment-failed');

    // Paid: verified by the server, the dialog confirms the plan and access is unlimited.
    fake.nextCheckout('success');
    await upgrade.click();
    await dialog
      .getByRole('status')
      .getByText(/^You're on Premium \(1 year\) until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)
      .waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header.getByText('Premium Access - Unlimited companies').waitFor();
    const panel = page.getByRole('region', { name: 'Your Accessed Companies' });
    await panel.getByText('Premium Access / Unlimited').waitFor({ state: 'visible' });
    await panel.getByText(/^Premium until /).waitFor({ state: 'visible' });
    const opened = fake.checkoutOpens.at(-1)!;
    expect(opened).toMatchObject({ amount: 299900, currency: 'INR', key: fake.settings.keyId, has_handler: true, has_ondismiss: true });
    expect(opened.prefill).toMatchObject({ email: buyer.email, name: buyer.name });
    // One order for the plan, reused by the three attempts.
    expect(new Set(fake.checkoutOpens.map((open) => open.order_id)).size).toBe(1);

    // The research the limit refused resumed after the purchase.
    await detailsShown(page, companies[5]!);

    // The receipt, from the account control.
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    // A year from today (India time), beside the unchanged access line.
    await header.getByText(/^Premium until \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor({ state: 'visible' });
    await header.getByRole('button', { name: 'Payments and receipts', exact: true }).click();
    const payments = page.getByRole('dialog', { name: 'Payments and receipts' });
    await payments.waitFor({ state: 'visible' });
    await payments.getByText('1 Year Premium').first().waitFor();
    await payments.getByText('₹2,999').first().waitFor();
    await payments
      .getByRole('button', { name: /Receipt/ })
      .first()
      .click();
    await payments.getByText(PLAN_NEVER_RENEWS).waitFor({ state: 'visible' });
    await screenshotOf(payments, 'payment-receipt');

    // On a phone the receipt fits the screen and passes the accessibility check.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await payments.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"], dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual(
      [],
    );
    await screenshotOf(payments, 'payment-receipt-phone');

    expect(pageErrors).toEqual([]);
    // The refusal at the limit is the server's 403 and the declined payment is logged as
    // 'Payment failed' (as a failed upgrade is logged); nothing else may be.
    expect(consoleErrors.filter((text) => !text.includes('status of 403') && !text.startsWith('Payment failed'))).toEqual([]);
    expect(consoleErrors.filter((text) => text.startsWith('Payment failed'))).toHaveLength(1);
    await context.close();
  });
});
