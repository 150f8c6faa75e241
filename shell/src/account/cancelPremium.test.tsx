import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_RULE, type CancellationQuote, type CancellationRefund } from 'shared-types/api';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { openMenuItem, PAYMENTS, RECEIPT, recordConsoleErrors, renderSignedIn } from './testing/accountHarness';

const consoleError = recordConsoleErrors();
const QUOTE_PATH = '/api/account/premium/cancellation';
const CANCEL_PATH = '/api/account/premium/cancel';
const SUMMARY_PATH = '/api/company/user-access/:userId';
const NOW = '2026-12-06T12:00:00.000Z';

const premium = { is_premium: true, company_names: '', access_count: 0, max_access: -1, remaining_access: -1, premium_until: '2028-03-06T12:00:00.000Z' };
const free = { ...premium, is_premium: false, max_access: 5, remaining_access: 5, premium_until: null };

const running: CancellationRefund = {
  payment_id: 'pmt-3m',
  plan: '3_months',
  plan_name: '3 Months Premium',
  amount_paid_inr: 999,
  already_refunded_inr: 0,
  period_start: '2026-11-26T12:00:00.000Z',
  period_end: '2027-02-26T12:00:00.000Z',
  plan_days: 92,
  unused_days: 82,
  started: true,
  refund_inr: 890,
  gst: { rate_percent: 18, taxable_value_inr: 754.24, gst_inr: 135.76 },
  is_test: false,
};
const stacked: CancellationRefund = {
  ...running,
  payment_id: 'pmt-1y',
  plan: '1_year',
  plan_name: '1 Year Premium',
  amount_paid_inr: 2999,
  already_refunded_inr: 500,
  period_start: '2027-02-26T12:00:00.000Z',
  period_end: '2028-03-06T12:00:00.000Z',
  plan_days: 365,
  unused_days: 365,
  started: false,
  refund_inr: 2499,
  gst: { rate_percent: 18, taxable_value_inr: 2117.8, gst_inr: 381.2 },
};
const QUOTE: CancellationQuote = {
  refunds: [stacked, running],
  total_inr: 3389,
  total_gst: { rate_percent: 18, taxable_value_inr: 2872.04, gst_inr: 516.96 },
  premium_until: premium.premium_until,
  premium_ends_at: NOW,
  quoted_at: NOW,
};

function serveSummary(summary: object) {
  server.use(http.get(SUMMARY_PATH, () => HttpResponse.json(summary)));
}

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  await openMenuItem(user, 'Cancel premium');
  return screen.getByRole('dialog', { name: 'Cancel premium' });
}

describe('Cancel premium', () => {
  it('is offered in the account menu to premium users only', async () => {
    const user = userEvent.setup();
    serveSummary(free);
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('button', { name: 'Payments and receipts' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel premium' })).not.toBeInTheDocument();
  });

  it('states the rule, shows each refund, the total with its GST and when premium ends, then cancels and shows the refund', async () => {
    const user = userEvent.setup();
    serveSummary(premium);
    let answer: (response: Response) => void = () => {};
    server.use(http.get(QUOTE_PATH, () => new Promise<Response>((resolve) => (answer = resolve))));
    const sent = recordRequests();
    await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByText('Premium until 6 Mar 2028');

    const dialog = await openCancel(user);
    expect(dialog).toHaveAccessibleDescription(CANCELLATION_RULE);
    expect(CANCELLATION_RULE).toContain('the price × the unused whole days ÷ the plan’s days, rounded down to the rupee');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Working out your refund...');
    await act(async () => answer(HttpResponse.json(QUOTE)));
    const lines = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 Year Premium: ₹2,499 (not started: refunded in full; ₹500 refunded before)',
      '3 Months Premium: ₹890 (82 of 92 days unused)',
    ]);
    expect(within(dialog).getByText('Refund: ₹3,389')).toBeVisible();
    expect(within(dialog).getByText('Includes GST (18%) ₹516.96 on ₹2,872.04')).toBeVisible();
    expect(within(dialog).getByText('Premium ends now.')).toBeVisible();
    expect(within(dialog).queryByText('Test mode: no real money is refunded.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep premium' })).toBeVisible();

    server.use(http.post(CANCEL_PATH, () => HttpResponse.json({ ...QUOTE, premium_until: NOW, premium_ends_at: NOW, cancelled: true })));
    serveSummary(free);
    const summariesBefore = sent.to('/api/company/user-access/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel premium and refund ₹3,389' }));

    const done = await screen.findByRole('dialog', { name: 'Premium cancelled' });
    expect(within(done).getByRole('status')).toHaveTextContent('Refunded ₹3,389.The refund is in your payment history and on the receipt.');
    expect(await sent.to(CANCEL_PATH, 'POST')[0]!.json()).toEqual({ confirm: true });
    // The access line follows: the summary is fetched again and premium is gone from the menu.
    await screen.findByRole('dialog', { name: 'Premium cancelled' });
    expect(sent.to('/api/company/user-access/').length).toBeGreaterThan(summariesBefore);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Premium until 6 Mar 2028')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel premium' })).not.toBeInTheDocument();
  });

  it('says when premium then ends if only a plan not started is refunded, and marks a test-mode refund', async () => {
    const user = userEvent.setup();
    serveSummary(premium);
    const quote = {
      ...QUOTE,
      refunds: [{ ...stacked, is_test: true, gst: null }],
      total_inr: 2499,
      total_gst: null,
      premium_ends_at: '2027-02-26T12:00:00.000Z',
    };
    server.use(http.get(QUOTE_PATH, () => HttpResponse.json(quote)));
    await renderSignedIn();

    const dialog = await openCancel(user);

    expect(await within(dialog).findByText('Premium then ends on 26 Feb 2027.')).toBeVisible();
    expect(within(dialog).getByText('Test mode: no real money is refunded.')).toBeVisible();
    expect(within(dialog).queryByText(/Includes GST/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep premium' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there is nothing to refund, with only Close', async () => {
    const user = userEvent.setup();
    serveSummary(premium);
    server.use(http.get(QUOTE_PATH, () => HttpResponse.json({ ...QUOTE, refunds: [], total_inr: 0, total_gst: null, premium_ends_at: premium.premium_until })));
    await renderSignedIn();

    const dialog = await openCancel(user);

    expect(await within(dialog).findByText('There is nothing to refund: no paid plan has unused whole days left.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Cancel premium and refund/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says why the quote or the cancellation failed, with the server's reason for a refusal", async () => {
    const user = userEvent.setup();
    serveSummary(premium);
    server.use(
      http.get(QUOTE_PATH, () => apiError(500, 'internal', 'boom'), { once: true }),
      http.get(QUOTE_PATH, () => HttpResponse.json(QUOTE)),
    );
    await renderSignedIn();

    const dialog = await openCancel(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not work out your refund. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    server.use(
      http.post(CANCEL_PATH, () => apiError(503, 'payment_provider_unavailable', 'The payment provider is not answering. Please try again in a minute.'), {
        once: true,
      }),
      http.post(CANCEL_PATH, () => apiError(409, 'not_premium', 'There is nothing to cancel: you have no paid premium plan with unused whole days to refund.')),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel premium and refund ₹3,389' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not cancel premium. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel premium and refund ₹3,389' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not cancel premium. There is nothing to cancel: you have no paid premium plan with unused whole days to refund.',
    );
    expect(consoleError()).toHaveBeenCalled();
  });
});

describe('a refund in the payment history and on the receipt', () => {
  it('shows the amount refunded and when, and the GST inside the refund', async () => {
    const user = userEvent.setup();
    const refundedAt = '2026-12-06T12:00:00.000Z';
    server.use(
      http.get('/api/account/payments', () =>
        HttpResponse.json({ payments: [{ ...PAYMENTS[0]!, refunded_inr: 890, last_refunded_at: refundedAt }], premium_until: null }),
      ),
      http.get('/api/account/payments/:id/receipt', () =>
        HttpResponse.json({
          ...RECEIPT,
          refund: { amount_inr: 890, refunded_at: refundedAt, gst: { rate_percent: 18, taxable_value_inr: 754.24, gst_inr: 135.76 } },
        }),
      ),
    );
    await renderSignedIn();
    await openMenuItem(user, 'Payments and receipts');
    const dialog = screen.getByRole('dialog', { name: 'Payments and receipts' });

    expect(await within(dialog).findByText('Refunded ₹890 on 6 Dec 2026')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Receipt' }));
    const receipt = within(await within(dialog).findByRole('article', { name: 'Receipt' }));
    expect(receipt.getByText('Refunded').nextElementSibling).toHaveTextContent('₹890 on 6 Dec 2026');
    expect(receipt.getByText('The refund includes GST (18%) ₹135.76 on ₹754.24')).toBeVisible();
    expect(receipt.getByText(RECEIPT.renewal)).toBeVisible();
  });
});
