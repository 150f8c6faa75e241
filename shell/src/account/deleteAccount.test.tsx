import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { openMenuItem, recordConsoleErrors, renderSignedIn } from './testing/accountHarness';

recordConsoleErrors();

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
