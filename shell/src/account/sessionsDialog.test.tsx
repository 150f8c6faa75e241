import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { openMenuItem, recordConsoleErrors, renderSignedIn, SESSIONS } from './testing/accountHarness';

const consoleError = recordConsoleErrors();

describe('the account menu', () => {
  it("offers 'Preferences', 'Sessions', 'Payments and receipts', 'Export my data' and 'Delete account', and closes on Escape", async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    const toggle = screen.getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sessions' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Preferences' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sessions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Payments and receipts' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sessions' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('Sessions', () => {
  it("lists the sessions with device, times in en-IN and 'This device'", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    server.use(http.get('/api/account/sessions', () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSignedIn();

    await openMenuItem(user, 'Sessions');
    const dialog = screen.getByRole('dialog', { name: 'Sessions' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The browsers and devices where you are signed in to Conviction.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading sessions...');

    await act(async () => answer(HttpResponse.json({ sessions: SESSIONS })));
    const items = within(await within(dialog).findByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Signed in')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Last active')).toBeInTheDocument();
    // Midday UTC: the same calendar day in every time zone the test may run in.
    expect(items[0]).toHaveTextContent(/Last active12 Mar 2025, \d{1,2}:\d{2} (am|pm)/);
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).toHaveTextContent(/Last active4 Feb 2025/);
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Signs you out on every device, this one included.')).toBeInTheDocument();
  });

  it('says when there are no sessions', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/account/sessions', () => HttpResponse.json({ sessions: [] })));
    await renderSignedIn();

    await openMenuItem(user, 'Sessions');

    expect(await screen.findByText('No sessions are active.')).toBeInTheDocument();
  });

  it('says when the sessions cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/account/sessions', () => HttpResponse.json({ sessions: SESSIONS })));
    server.use(http.get('/api/account/sessions', () => apiError(500, 'internal', 'boom'), { once: true }));
    await renderSignedIn();

    await openMenuItem(user, 'Sessions');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your sessions. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(consoleError()).toHaveBeenCalledWith('[account] Could not load the sessions', expect.objectContaining({ status: 500 }));
  });

  it('signs out everywhere: the API ends every session, then this browser and the provider sign out (globally)', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    server.use(
      http.get('/api/account/sessions', () => HttpResponse.json({ sessions: SESSIONS })),
      http.post('/api/account/sessions/revoke-all', () => HttpResponse.json({ success: true, sessions_ended: 2 })),
    );
    const { api, provider, store } = await renderSignedIn();
    await openMenuItem(user, 'Sessions');
    const dialog = screen.getByRole('dialog', { name: 'Sessions' });
    await within(dialog).findByText('Chrome on Linux');

    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    const done = await screen.findByRole('dialog', { name: 'Signed out everywhere' });
    expect(within(done).getByRole('status')).toHaveTextContent('You are now signed out on every device, this one included.');
    expect(within(done).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(sent.to('/api/account/sessions/revoke-all', 'POST')).toHaveLength(1);
    expect(provider.signOut).toHaveBeenCalledWith({ everywhere: true });
    // The API has already ended this session: no second request to end it.
    expect(api.invalidateSession).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    const user = userEvent.setup();
    let fail: () => void = () => {};
    server.use(
      http.get('/api/account/sessions', () => HttpResponse.json({ sessions: SESSIONS })),
      http.post('/api/account/sessions/revoke-all', () => new Promise<Response>((resolve) => (fail = () => resolve(HttpResponse.error())))),
    );
    const { store, provider } = await renderSignedIn();
    await openMenuItem(user, 'Sessions');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByRole('button', { name: 'Signing out everywhere...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not sign you out everywhere. Could not reach the server. Please check your connection and try again.',
    );
    expect(store.getState().session.status).toBe('signedIn');
    expect(provider.signOut).not.toHaveBeenCalled();
  });
});
