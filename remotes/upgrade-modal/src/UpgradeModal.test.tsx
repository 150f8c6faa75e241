import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { upgradeDialogClosed } from 'shared-types/shell';
import { apiError, HttpResponse, UPGRADE_ANSWER } from 'shared-types/testing';
import { LIMIT_MESSAGE, mockApi, openDialog, upgradeButton } from './testing/upgradeDialogHarness';
import { upgradeApi } from './upgradeApi';

describe('UpgradeModal', () => {
  it('opens with the message another remote dispatched, and closes again', async () => {
    mockApi();
    const { store, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(LIMIT_MESSAGE));
    await act(async () => {
      store.dispatch(upgradeDialogClosed());
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers both plans with prices, prices a month and features, 3 Months selected, 1 Year 'Most Popular', 'Cancel anytime' and 'Secure payment'", async () => {
    mockApi();
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole('radiogroup', { name: 'Choose a plan' });
    const threeMonths = within(group).getByRole('radio', { name: '3 Months Premium' });
    const oneYear = within(group).getByRole('radio', { name: '1 Year Premium' });
    expect(threeMonths).toBeChecked();
    expect(oneYear).not.toBeChecked();

    const cardOf = (radio: HTMLElement) => radio.closest('div[data-checked]') as HTMLElement;
    expect(cardOf(threeMonths)).toHaveTextContent('₹999 for 3 months');
    expect(within(cardOf(threeMonths)).getByText('₹333 a month')).toBeInTheDocument();
    expect(threeMonths).toHaveAccessibleDescription(expect.stringContaining('₹333 a month'));
    expect(cardOf(threeMonths)).not.toHaveTextContent('Most Popular');
    expect(
      within(cardOf(threeMonths))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited company access', 'Advanced analytics', 'Priority support']);
    expect(cardOf(oneYear)).toHaveTextContent('₹2,999 for 1 year');
    // ₹2,999 ÷ 12 = ₹249.92, rounded to the rupee.
    expect(within(cardOf(oneYear)).getByText('₹250 a month')).toBeInTheDocument();
    expect(cardOf(oneYear)).toHaveTextContent('Most Popular');
    expect(
      within(cardOf(oneYear))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited company access', 'Advanced analytics', 'Priority support', 'Exclusive reports']);
    expect(within(dialog).getByText('Cancel anytime: the unused part is refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Secure payment')).toBeInTheDocument();

    await userEvent.click(within(cardOf(oneYear)).getByText('1 Year Premium'));
    expect(oneYear).toBeChecked();
    expect(threeMonths).not.toBeChecked();
  });

  it("says 'Test mode: no real payment is taken.' only when the server is in test mode", async () => {
    mockApi({ testMode: true });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Test mode: no real payment is taken.')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Test mode: no real payment is taken.'));
  });

  it('shows no test-mode notice when real payments are taken', async () => {
    mockApi({ testMode: false });
    const { store, dialog } = await openDialog();
    await waitFor(() => expect(upgradeApi.endpoints.getPlans.select()(store.getState()).data?.test_mode).toBe(false));
    expect(within(dialog).queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it("shows 'Upgrading...' disabled during the call, then confirms the plan, refetches the access summary and closes on Continue", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({ upgrade: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { store } = await openDialog();
    expect(api.count('GET /api/company/user-access/u-1')).toBe(1);

    await userEvent.click(screen.getByRole('radio', { name: '1 Year Premium' }));
    await userEvent.click(upgradeButton());
    expect(upgradeButton()).toHaveTextContent('Upgrading...');
    expect(upgradeButton()).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(await api.upgradeBodies()).toEqual([{ subscription_tier: '1_year', user_id: 'u-1' }]);

    await act(async () => answer(HttpResponse.json(UPGRADE_ANSWER)));
    expect(await screen.findByRole('status')).toHaveTextContent("You're on Premium (1 year) until 1 Jun 2026.");
    await waitFor(() => expect(api.count('GET /api/company/user-access/u-1')).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().research.upgradeDialog.open).toBe(false);
    // Test mode: a direct upgrade, no order and no Checkout.
    expect(api.count('POST /api/subscription/order')).toBe(0);
  });

  it("logs 'Upgrade failed', shows the server's message and stays open", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ upgrade: () => apiError(402, 'payment_declined', 'The payment was declined.') });
    const { dialog } = await openDialog();
    await userEvent.click(upgradeButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment was declined.');
    expect(logged).toHaveBeenCalledWith('Upgrade failed', expect.objectContaining({ status: 402 }));
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(upgradeButton()).toHaveTextContent('Upgrade Now');
    expect(upgradeButton()).toBeEnabled();
    expect(upgradeButton()).toHaveFocus();
  });

  it("shows 'Failed to upgrade subscription' when the server sends no message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ upgrade: () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }) });
    const { dialog } = await openDialog();
    await userEvent.click(upgradeButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to upgrade subscription');
    expect(console.error).toHaveBeenCalledWith('Upgrade failed', expect.anything());
  });

  it('says so in plain words when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ upgrade: () => HttpResponse.error() });
    const { dialog } = await openDialog();
    await userEvent.click(upgradeButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not reach the server. Please check your connection and try again.');
  });

  it('after 10 seconds without an answer, says the upgrade may still have gone through and refreshes the access summary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No answer: the request fails only when it is aborted (here by the 10 s time-out).
    const api = mockApi({ upgrade: () => new Promise<Response>(() => undefined) });
    const { dialog } = await openDialog();
    jest.useFakeTimers();
    try {
      await act(async () => {
        upgradeButton().click();
        await jest.advanceTimersByTimeAsync(10_100);
      });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The server took longer than 10 seconds to answer. Your upgrade may still have gone through: ' +
          'check your access at the top of the page before trying again.',
      );
      expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(api.count('GET /api/company/user-access/u-1')).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('focuses the selected plan, keeps Tab and Shift+Tab inside, and Escape closes and returns focus', async () => {
    mockApi();
    await openDialog();
    const threeMonths = screen.getByRole('radio', { name: '3 Months Premium' });
    expect(threeMonths).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(upgradeButton()).toHaveFocus();
    await userEvent.tab();
    expect(threeMonths).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(upgradeButton()).toHaveFocus();

    // With the second plan picked, its radio is the group's tab stop and the cycle still closes.
    const oneYear = screen.getByRole('radio', { name: '1 Year Premium' });
    await userEvent.click(oneYear);
    await userEvent.tab({ shift: true });
    expect(upgradeButton()).toHaveFocus();
    await userEvent.tab();
    expect(oneYear).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Company Details' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    mockApi();
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Upgrade to Premium' }));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('describes itself without a limit message too, and closes on Cancel', async () => {
    mockApi({ testMode: false });
    const { dialog } = await openDialog(null);
    expect(dialog).toHaveAccessibleDescription('Premium gives you unlimited company research.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
