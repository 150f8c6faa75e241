import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, HttpResponse, UPGRADE_ANSWER } from 'shared-types/testing';
import {
  checkoutScripts,
  fakeRazorpay,
  forgetCheckout,
  mockApi,
  openDialog,
  ORDER_ANSWER,
  PAID,
  upgradeButton,
  type FakeCheckout,
} from './testing/upgradeDialogHarness';
import { upgradeApi } from './upgradeApi';
import { CAPTURE_RETRIES, CAPTURE_RETRY_MS } from './usePurchasePlan';

/** Opens the dialog of a server that takes real payments, with the plans loaded. */
async function openRealPaymentDialog() {
  const opened = await openDialog();
  await waitFor(() => expect(upgradeApi.endpoints.getPlans.select()(opened.store.getState()).data?.test_mode).toBe(false));
  return opened;
}

/** Clicks Upgrade and waits until Checkout has been opened. */
async function startPurchase(opened: FakeCheckout[]): Promise<FakeCheckout> {
  await userEvent.click(upgradeButton());
  await waitFor(() => expect(opened).toHaveLength(1));
  return opened[0] as FakeCheckout;
}

function expectIdleWithAlert(dialog: HTMLElement, text: string) {
  expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  expect(upgradeButton()).toHaveTextContent('Upgrade Now');
  expect(upgradeButton()).toBeEnabled();
}

afterEach(forgetCheckout);

describe('UpgradeModal with real payments (Razorpay Checkout)', () => {
  it("creates an order, opens Checkout with it, verifies exactly the three fields, stays 'Upgrading...' until then, and confirms", async () => {
    let verified: (response: Response) => void = () => undefined;
    const api = mockApi({ testMode: false, verify: () => new Promise<Response>((resolve) => (verified = resolve)) });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    document.documentElement.style.setProperty('--color-primary', '#7aa2ff');
    const { store, dialog } = await openRealPaymentDialog();
    expect(within(dialog).queryByText(/Test mode/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '1 Year Premium' }));
    const checkout = await startPurchase(opened);
    expect(await api.orderBodies()).toEqual([{ subscription_tier: '1_year', user_id: 'u-1' }]);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_public',
      amount: 299900,
      currency: 'INR',
      order_id: 'order_Q1yearly',
      name: 'Conviction',
      description: '1 Year Premium',
      prefill: { name: 'Asha Investor', email: 'investor@example.test' },
      theme: { color: '#7aa2ff' },
    });
    // window.Razorpay was there already: no script is loaded.
    expect(checkoutScripts()).toHaveLength(0);
    expect(upgradeButton()).toHaveTextContent('Upgrading...');
    expect(upgradeButton()).toBeDisabled();

    // Checkout's answer may carry more than the three signed fields; the verify endpoint takes exactly those.
    await act(async () => checkout.pay({ ...PAID, extra: 'ignored' } as typeof PAID));
    await waitFor(() => expect(api.count('POST /api/subscription/verify')).toBe(1));
    expect(await api.verifyBodies()).toEqual([PAID]);
    expect(upgradeButton()).toHaveTextContent('Upgrading...');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => verified(HttpResponse.json({ ...UPGRADE_ANSWER, test_mode: false })));
    const confirmation = await within(dialog).findByRole('status');
    expect(confirmation).toHaveTextContent("You're on Premium (1 year) until 1 Jun 2026.");
    // A real payment: no test-mode words.
    expect(confirmation).not.toHaveTextContent(/Test mode/);
    expect(store.getState().research.upgradeDialog.open).toBe(true);
    await waitFor(() => expect(api.count('GET /api/company/user-access/u-1')).toBe(2));
    expect(api.count('POST /api/subscription/upgrade')).toBe(0);
    document.documentElement.style.removeProperty('--color-primary');
  });

  it("stays open with 'Payment cancelled. You have not been charged.' when the customer closes Checkout", async () => {
    const api = mockApi({ testMode: false });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();
    const checkout = await startPurchase(opened);

    await act(async () => checkout.dismiss());
    expectIdleWithAlert(dialog, 'Payment cancelled. You have not been charged.');
    expect(upgradeButton()).toHaveFocus();
    expect(api.count('POST /api/subscription/verify')).toBe(0);
  });

  it("stays open with Razorpay's description when the payment fails, and closes Checkout", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({ testMode: false });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();
    const checkout = await startPurchase(opened);

    await act(async () =>
      checkout.fail({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment was declined by the bank.',
          reason: 'payment_failed',
          metadata: { order_id: ORDER_ANSWER.order_id, payment_id: 'pay_Q1failed' },
        },
      }),
    );
    expectIdleWithAlert(dialog, 'Payment failed: Your payment was declined by the bank. You have not been charged.');
    expect(checkout.closed).toBe(true);
    // Checkout's own retry, had it stayed open, no longer counts: the dialog has reported the failure.
    await act(async () => checkout.pay());
    expect(api.count('POST /api/subscription/verify')).toBe(0);
    expect(logged).toHaveBeenCalledWith('Payment failed', expect.objectContaining({ kind: 'failed' }));
  });

  it('loads the Checkout script on demand, says so plainly when it fails, and tries again with one new script', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ testMode: false });
    const { dialog } = await openRealPaymentDialog();
    expect(checkoutScripts()).toHaveLength(0);

    await userEvent.click(upgradeButton());
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    expect(checkoutScripts()[0]).toHaveAttribute('src', ORDER_ANSWER.checkout_script_url);
    expect(upgradeButton()).toHaveTextContent('Upgrading...');
    await act(async () => checkoutScripts()[0]?.dispatchEvent(new Event('error')));
    expectIdleWithAlert(dialog, 'Could not load the payment window. Check your connection and try again.');
    expect(checkoutScripts()).toHaveLength(0);

    const { Razorpay, opened } = fakeRazorpay();
    await userEvent.click(upgradeButton());
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    await act(async () => {
      window.Razorpay = Razorpay;
      checkoutScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the order cannot be created, without opening Checkout", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ testMode: false, order: () => apiError(429, 'rate_limited', 'Too many payment attempts. Please try again in an hour.') });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();
    await userEvent.click(upgradeButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many payment attempts. Please try again in an hour.');
    expect(opened).toHaveLength(0);
    expect(upgradeButton()).toBeEnabled();
  });

  it('after 10 seconds without an order, says nothing was charged', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ testMode: false, order: () => new Promise<Response>(() => undefined) });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();
    jest.useFakeTimers();
    try {
      await act(async () => {
        upgradeButton().click();
        await jest.advanceTimersByTimeAsync(10_100);
      });
      expectIdleWithAlert(dialog, 'The server took longer than 10 seconds to answer. You have not been charged. Please try again.');
      expect(opened).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message, or 'Failed to upgrade subscription', when the payment cannot be verified", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = () => apiError(400, 'invalid_signature', 'The payment could not be verified.');
    mockApi({ testMode: false, verify: () => refuse() });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();

    await act(async () => (await startPurchase(opened)).pay());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment could not be verified.');
    expectIdleWithAlert(dialog, 'The payment could not be verified.');
    expect(logged).toHaveBeenCalledWith('Upgrade failed', expect.objectContaining({ status: 400 }));

    refuse = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    await userEvent.click(upgradeButton());
    await waitFor(() => expect(opened).toHaveLength(2));
    await act(async () => opened[1]?.pay());
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to upgrade subscription'));
  });

  it('asks again while Razorpay has not captured the payment yet, then confirms once it has', async () => {
    let answers = 0;
    const notCaptured = () => apiError(400, 'payment_not_captured', 'The payment has not been completed. If money was taken, it will be confirmed shortly.');
    const api = mockApi({ testMode: false, verify: () => (++answers <= 2 ? notCaptured() : HttpResponse.json({ ...UPGRADE_ANSWER, test_mode: false })) });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    await openRealPaymentDialog();
    const checkout = await startPurchase(opened);
    jest.useFakeTimers();
    try {
      await act(async () => {
        checkout.pay();
        await jest.advanceTimersByTimeAsync(2 * CAPTURE_RETRY_MS + 100);
      });
      expect(api.count('POST /api/subscription/verify')).toBe(3);
      expect(screen.getByRole('status')).toHaveTextContent("You're on Premium (1 year) until 1 Jun 2026.");
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives up after a few asks and shows the server's message, the dialog still open", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({
      testMode: false,
      verify: () => apiError(400, 'payment_not_captured', 'The payment has not been completed. If money was taken, it will be confirmed shortly.'),
    });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    const { dialog } = await openRealPaymentDialog();
    const checkout = await startPurchase(opened);
    jest.useFakeTimers();
    try {
      await act(async () => {
        checkout.pay();
        await jest.advanceTimersByTimeAsync(CAPTURE_RETRIES * CAPTURE_RETRY_MS + 100);
      });
      expect(api.count('POST /api/subscription/verify')).toBe(CAPTURE_RETRIES + 1);
      expectIdleWithAlert(dialog, 'If money was taken, it will be confirmed shortly.');
    } finally {
      jest.useRealTimers();
    }
  });

  it("goes on with Checkout when the server refuses a direct upgrade with 'use_order_flow'", async () => {
    const api = mockApi({
      testMode: true,
      upgrade: () => apiError(409, 'use_order_flow', 'Premium is bought through Razorpay Checkout on this server; a direct upgrade grants nothing.'),
    });
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay;
    await openDialog();
    await startPurchase(opened);
    expect(api.count('POST /api/subscription/upgrade')).toBe(1);
    expect(api.count('POST /api/subscription/order')).toBe(1);
    await act(async () => opened[0]?.pay());
    expect(await screen.findByRole('status')).toHaveTextContent("You're on Premium (1 year) until 1 Jun 2026.");
  });
});
