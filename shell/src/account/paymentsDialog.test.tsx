import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_NEVER_RENEWS } from 'shared-types/api';
import { signedIn } from 'shared-types/shell';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { openMenuItem, PAYMENTS, RECEIPT, recordConsoleErrors, renderSignedIn } from './testing/accountHarness';

const consoleError = recordConsoleErrors();
const PAYMENTS_PATH = '/api/account/payments';
const RECEIPT_PATH = '/api/account/payments/:id/receipt';

function servePayments(payments = PAYMENTS) {
  server.use(http.get(PAYMENTS_PATH, () => HttpResponse.json({ payments, premium_until: '2027-11-26T12:00:00.000Z' })));
}

async function openPayments(user: ReturnType<typeof userEvent.setup>) {
  await openMenuItem(user, 'Payments and receipts');
  return screen.getByRole('dialog', { name: 'Payments and receipts' });
}

/** Opens the dialog and the receipt of the paid yearly plan. */
async function openReceipt(user: ReturnType<typeof userEvent.setup>, receipt: object) {
  servePayments();
  server.use(http.get(RECEIPT_PATH, () => HttpResponse.json(receipt)));
  await renderSignedIn();
  const dialog = await openPayments(user);
  await user.click(await within(dialog).findByRole('button', { name: 'Receipt' }));
  return within(await within(dialog).findByRole('article', { name: 'Receipt' }));
}

/** The receipt's rows as 'label: value'. */
function rowsOf(receipt: ReturnType<typeof within>) {
  return receipt.getAllByRole('term').map((term: HTMLElement) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('Payments and receipts', () => {
  it('lists the payments with date, plan, amount, status, test mode and period', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    server.use(http.get(PAYMENTS_PATH, () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSignedIn();

    const dialog = await openPayments(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your plan purchases, newest first.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading payments...');

    await act(async () => answer(HttpResponse.json({ payments: PAYMENTS, premium_until: '2027-11-26T12:00:00.000Z' })));
    const items = within(await within(dialog).findByRole('list', { name: 'Payments and receipts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 Year Premium₹2,99926 Nov 2026Paiduntil 26 Nov 2027Receipt',
      '3 Months Premium₹9992 Oct 2026FailedTest mode',
    ]);
    const receipt = within(items[0]!).getByRole('button', { name: 'Receipt' });
    expect(receipt).toHaveAccessibleDescription('1 Year Premium ₹2,999 26 Nov 2026');
    expect(within(items[1]!).queryByRole('button', { name: 'Receipt' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['created', 'Pending'],
    ['refunded', 'Refunded'],
    ['expired', 'Expired'],
  ] as const)("says a payment in status '%s' is %s, without a period", async (status, words) => {
    const user = userEvent.setup();
    servePayments([{ ...PAYMENTS[0]!, status }]);
    await renderSignedIn();

    const dialog = await openPayments(user);

    const item = await within(dialog).findByRole('listitem');
    expect(within(item).getByText(words)).toBeInTheDocument();
    expect(item).not.toHaveTextContent('until');
  });

  it('shows when premium ends above the menu items', async () => {
    const user = userEvent.setup();
    const premium_until = '2027-11-26T12:00:00.000Z';
    const summary = { is_premium: true, company_names: '', access_count: 0, max_access: -1, remaining_access: -1, premium_until };
    // Served, not written into the cache: a summary fetch still in flight would overwrite a written one.
    server.use(http.get('/api/company/user-access/:userId', () => HttpResponse.json(summary)));
    await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Account' }));

    expect(await screen.findByText('Premium until 26 Nov 2027')).toBeVisible();
  });

  it("leaves no one's payments on screen once they are signed out", async () => {
    const user = userEvent.setup();
    servePayments();
    const { auth, store } = await renderSignedIn();
    const asha = store.getState().session.user!;
    const dialog = await openPayments(user);
    await within(dialog).findByText('1 Year Premium');

    await act(() => auth.signOut());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('1 Year Premium')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(signedIn(asha));
    });
    expect(screen.getByText('Asha Investor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No payments yet.' when there are none", async () => {
    const user = userEvent.setup();
    servePayments([]);
    await renderSignedIn();

    const dialog = await openPayments(user);

    expect(await within(dialog).findByText('No payments yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the payments cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    servePayments();
    server.use(http.get(PAYMENTS_PATH, () => apiError(500, 'internal', 'boom'), { once: true }));
    await renderSignedIn();

    const dialog = await openPayments(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load your payments. Please try again.');
    expect(consoleError()).toHaveBeenCalledWith('[account] Could not load the payments', expect.objectContaining({ status: 500 }));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('1 Year Premium')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a receipt with its GST line and the renewal sentence, prints it, and goes back', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});

    const receipt = await openReceipt(user, RECEIPT);

    expect(sent.all.map((request) => new URL(request.url).pathname)).toContain('/api/account/payments/pmt-2/receipt');
    expect(rowsOf(receipt)).toEqual([
      'Receipt number: CNV-2026-000042',
      'Issued on: 26 Nov 2026',
      'Issued by: Conviction Research',
      'Billed to: Asha Investorasha@example.com',
      'Plan: 1 Year Premium',
      'Period: 26 Nov 2026 to 26 Nov 2027',
      'Amount: ₹2,999',
      'Status: Paid on 26 Nov 2026',
      'Payment reference: pay_NXq8ZbB0k1xTyV',
      'Payment method: UPI',
    ]);
    expect(receipt.getByText('Includes GST (18%) ₹457.47 on ₹2,541.53 — GSTIN 29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(receipt.getByText(PLAN_NEVER_RENEWS)).toBeInTheDocument();
    expect(PLAN_NEVER_RENEWS).toBe(
      'One-off purchase: this plan never renews, so nothing more will be charged. You can cancel it from the account menu (Cancel premium) for a pro-rata refund of the unused whole days.',
    );
    expect(receipt.queryByText('Test mode: no real payment was taken.')).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Payments and receipts' });
    expect(within(dialog).getByRole('group', { name: 'Receipt' })).toHaveFocus();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Back to payments' }));
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Receipt' })).toHaveFocus();
  });

  it('leaves the GST line out without a GSTIN, and marks a refunded test payment', async () => {
    const user = userEvent.setup();

    const receipt = await openReceipt(user, {
      ...RECEIPT,
      seller: { name: 'Conviction Research', gstin: null },
      gst: null,
      status: 'refunded',
      refunded_at: '2026-11-28T12:00:00.000Z',
      method: null,
      payment_reference: 'test_42',
      is_test: true,
    });

    expect(receipt.queryByText(/GST/)).not.toBeInTheDocument();
    expect(rowsOf(receipt)).toContain('Status: Refunded on 28 Nov 2026');
    expect(rowsOf(receipt)).toContain('Payment reference: test_42');
    expect(receipt.queryByText('Payment method')).not.toBeInTheDocument();
    expect(receipt.getByText('Test mode: no real payment was taken.')).toBeInTheDocument();
    expect(receipt.getByText(PLAN_NEVER_RENEWS)).toBeInTheDocument();
  });

  it("says why a receipt cannot be shown (another user's payment), and tries again", async () => {
    const user = userEvent.setup();
    servePayments();
    server.use(http.get(RECEIPT_PATH, () => HttpResponse.json(RECEIPT)));
    server.use(http.get(RECEIPT_PATH, () => apiError(404, 'not_found', 'Payment not found.'), { once: true }));
    await renderSignedIn();
    const dialog = await openPayments(user);

    await user.click(await within(dialog).findByRole('button', { name: 'Receipt' }));

    const view = within(dialog).getByRole('group', { name: 'Receipt' });
    expect(view).toHaveFocus();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load this receipt. Payment not found.');
    expect(view).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('article', { name: 'Receipt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
