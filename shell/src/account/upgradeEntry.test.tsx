import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSummary } from 'shared-types/api';
import { convictionApi, selectUpgradeDialog, selectUserId, upgradeDialogClosed } from 'shared-types/shell';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { openMenuItem, renderSignedIn } from './testing/accountHarness';

// The ways into the upgrade dialog besides the limit (issue 34, requirement 7): the account
// menu's 'Upgrade to Premium' and the access line's 'Upgrade', for a signed-in free user only.

const FREE: AccessSummary = { is_premium: false, company_names: 'Acme', access_count: 2, max_access: 5, remaining_access: 3, premium_until: null };
const PREMIUM: AccessSummary = { ...FREE, is_premium: true, max_access: -1, remaining_access: -1, premium_until: '2027-11-26T12:00:00.000Z' };

/** Signed in as Asha with the access summary loaded, as the shell keeps it. */
async function signedInWith(summary: AccessSummary) {
  server.use(http.get('/api/company/user-access/:userId', () => HttpResponse.json(summary)));
  const rendered = await renderSignedIn();
  const userId = selectUserId(rendered.store.getState())!;
  await act(async () => {
    await rendered.store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(userId));
  });
  return rendered;
}

describe('upgrading before the limit', () => {
  it("offers 'Upgrade to Premium' first in a free user's account menu; it opens the dialog with no limit message", async () => {
    const user = userEvent.setup();
    const { store } = await signedInWith(FREE);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByText('Free Access - 3 free stock research remaining');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('Upgrade to Premium');

    await openMenuItem(user, 'Upgrade to Premium');
    // No message: the dialog shows its own description (UpgradeModal.test.tsx, 'describes itself without a limit message').
    expect(selectUpgradeDialog(store.getState())).toEqual({ open: true, message: null });
  });

  it("puts an 'Upgrade' button beside the free access line, which stays word for word, and it opens the dialog with no limit message", async () => {
    const user = userEvent.setup();
    const { store } = await signedInWith(FREE);
    const line = await screen.findByText('Free Access - 3 free stock research remaining');
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    expect(line.parentElement).toContainElement(upgrade);

    await user.click(upgrade);
    expect(selectUpgradeDialog(store.getState())).toEqual({ open: true, message: null });
    act(() => void store.dispatch(upgradeDialogClosed()));
    expect(selectUpgradeDialog(store.getState()).open).toBe(false);
  });

  it('offers neither to a premium user', async () => {
    const user = userEvent.setup();
    await signedInWith(PREMIUM);
    // The access line follows the summary a moment after it arrives.
    expect(await screen.findByText('Premium Access - Unlimited companies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Sessions' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('offers neither until the access summary says the user is free', async () => {
    const user = userEvent.setup();
    // The summary never answers: the user may well be premium.
    server.use(http.get('/api/company/user-access/:userId', () => new Promise<Response>(() => undefined)));
    const { store } = await renderSignedIn();
    void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(selectUserId(store.getState())!));
    expect(await screen.findByText('Loading access info...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Sessions' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });
});
