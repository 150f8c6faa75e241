import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccountExport, type AccountSession } from 'shared-types/api';
import { createShellStore } from 'shared-types/shell';
import { AuthProvider } from '../auth/AuthContext';
import { createAuthController } from '../auth/authController';
import { ASHA, fakeApi, fakeRedirectProvider } from '../auth/testing/authControllerHarness';
import { useAccountActions } from '../auth/useAccountActions';
import { AccountControl } from '../header/AccountControl';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';

/** The header's account control and the account dialogs, as App wires them. */
function Account() {
  const { accountProps, accountDialog } = useAccountActions();
  return (
    <>
      <AccountControl {...accountProps} />
      {accountDialog}
    </>
  );
}

const SESSIONS: AccountSession[] = [
  { id: 's-1', created_at: '2025-03-12T06:00:00.000Z', last_seen_at: '2025-03-12T12:00:00.000Z', device: 'Chrome on Linux', current: true },
  { id: 's-2', created_at: '2025-02-03T06:00:00.000Z', last_seen_at: '2025-02-04T12:00:00.000Z', device: 'Safari on iPhone', current: false },
];

const EXPORT: AccountExport = {
  exported_at: '2025-03-12T10:15:00.000Z',
  user: {
    id: ASHA.user_id!,
    email: 'asha@example.com',
    full_name: 'Asha Investor',
    picture_url: null,
    companies_used: 1,
    premium_until: null,
    signed_out_everywhere_at: null,
    created_at: '2025-02-03T06:00:00.000Z',
  },
  sessions: [],
  company_access: [{ company_id: 'c-1', company_name: 'Infosys', first_accessed_at: '2025-02-03T06:10:00.000Z' }],
  subscriptions: [],
  audit_events: [],
};

async function renderSignedIn() {
  const store = createShellStore();
  const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) });
  const provider = fakeRedirectProvider(null);
  const auth = createAuthController({ dispatch: store.dispatch, api, createProvider: async () => provider, activityTarget: new EventTarget() });
  renderWithShell(
    <AuthProvider controller={auth}>
      <Account />
    </AuthProvider>,
    { store },
  );
  await act(() => auth.start());
  expect(screen.getByText('Asha Investor')).toBeInTheDocument();
  return { store, api, provider, auth };
}

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, item: string) {
  const toggle = screen.getByRole('button', { name: 'Account' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  await user.click(screen.getByRole('button', { name: item }));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the account menu', () => {
  it("offers 'Sessions', 'Export my data' and 'Delete account', and closes on Escape", async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    const toggle = screen.getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sessions' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sessions' })).toBeVisible();
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
    expect(within(dialog).getByText('Loading sessions...')).toBeInTheDocument();

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
    expect(consoleError).toHaveBeenCalledWith('[account] Could not load the sessions', expect.objectContaining({ status: 500 }));
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

describe('Export my data', () => {
  let createObjectURL: jest.Mock;
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:conviction/export');
    // jsdom has no object URLs; the browser's are exercised by the e2e test.
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('downloads the export as conviction-export-YYYY-MM-DD.json', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const sent = recordRequests();
    server.use(http.get('/api/account/export', () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your data...');
    expect(screen.getByRole('button', { name: 'Export my data' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer(HttpResponse.json({ ...EXPORT, added_later: 'kept' })));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your data has been downloaded.'));
    expect(sent.to('/api/account/export', 'GET')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ ...EXPORT, added_later: 'kept' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('conviction-export-2025-03-12.json');
    expect(clicked[0]!.href).toBe('blob:conviction/export');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('says how often it may run and when to try again on a 429', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '/api/account/export',
        () =>
          new Response(JSON.stringify({ error: 'rate_limited', message: 'You have downloaded your data several times this hour. Please try again later.' }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '1500', 'ratelimit-policy': '"5-in-1hour"; q=5; w=3600; pk=:abc:' },
          }),
      ),
    );
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You can export 5 times an hour; try again in 25 minutes.'));
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export my data' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the export failed for another reason', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/account/export', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not export your data. Please try again.'));
    expect(consoleError).toHaveBeenCalledWith('[account] Could not export the account', expect.objectContaining({ status: 500 }));
  });
});

describe('Delete account', () => {
  const deleted = () => HttpResponse.json({ success: true, message: 'Your account has been deleted.' });

  it('names what is deleted and what is kept', async () => {
    const user = userEvent.setup();
    await renderSignedIn();

    await openMenuItem(user, 'Delete account');

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone. Deleting your account:');
    const removed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(removed).toEqual([
      'deletes your personal data: your name, e-mail address and picture',
      'signs you out on every device and deletes your sessions',
      'deletes your research history: the companies you have looked at',
    ]);
    expect(
      within(dialog).getByText(
        'Subscription and payment records are kept, no longer linked to you, because accounting law requires it. Premium time does not carry over to a new account.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your free-limit usage is remembered: signing in again with the same account does not give you a new set of free companies.'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('Type DELETE in capital letters to enable the button.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('sends nothing until DELETE is typed', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    server.use(http.delete('/api/account', deleted));
    await renderSignedIn();
    await openMenuItem(user, 'Delete account');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const button = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.click(button);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(sent.to('/api/account', 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Investor')).toBeInTheDocument();
  });

  it('deletes the account, signs out (the provider everywhere) and confirms it', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    server.use(http.delete('/api/account', deleted));
    const { store, provider, api } = await renderSignedIn();
    await openMenuItem(user, 'Delete account');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });

    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    const done = await screen.findByRole('dialog', { name: 'Account deleted' });
    expect(within(done).getByRole('status')).toHaveTextContent('Your account has been deleted, and you are signed out.');
    expect(within(done).getByRole('status')).toHaveTextContent('Your free-limit usage is remembered');
    const requests = sent.to('/api/account', 'DELETE');
    expect(requests).toHaveLength(1);
    await expect(requests[0]!.json()).resolves.toEqual({ confirm: 'DELETE' });
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(provider.signOut).toHaveBeenCalledWith({ everywhere: true });
    expect(api.invalidateSession).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays signed in and says so when the deletion fails', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    server.use(http.delete('/api/account', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { store } = await renderSignedIn();
    await openMenuItem(user, 'Delete account');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');

    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    await act(async () => answer(HttpResponse.json({ error: 'database_unavailable', message: 'down' }, { status: 503 })));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not delete your account. Please try again.');
    expect(store.getState().session.status).toBe('signedIn');
  });
});
