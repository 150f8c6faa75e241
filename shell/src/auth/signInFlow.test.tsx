import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionValidation } from 'shared-types/api';
import { createShellStore, type ShellStore } from 'shared-types/shell';
import { AccountControl } from '../header/AccountControl';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { ApiRequestError, type AuthApi } from './authApi';
import { AuthProvider } from './AuthContext';
import { createAuthController, type AuthController } from './authController';
import { type RedirectIdentityProvider } from './identityProvider';
import { fakeApi, INVALID } from './testing/authControllerHarness';
import { useAccountActions } from './useAccountActions';

const ASHA: SessionValidation = { success: true, valid: true, user_id: 'u-1', email: 'asha@example.com', full_name: 'Asha Investor', picture: null };

/** The header's account control as App wires it, plus the sign-in dialog. */
function Account() {
  const { accountProps, signInDialog } = useAccountActions();
  return (
    <>
      <AccountControl {...accountProps} />
      {signInDialog}
    </>
  );
}

async function renderAccount(api: AuthApi, createProvider?: Parameters<typeof createAuthController>[0]['createProvider']) {
  const store: ShellStore = createShellStore();
  const auth: AuthController = createAuthController({ dispatch: store.dispatch, api, ...(createProvider ? { createProvider } : {}) });
  const view = renderWithShell(
    <AuthProvider controller={auth}>
      <Account />
    </AuthProvider>,
    { store },
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await act(() => auth.start());
  return { ...view, auth, store };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  // The access summary the shell loads once someone is signed in.
  server.use(
    http.get('/api/company/user-access/:userId', () =>
      HttpResponse.json({ is_premium: false, company_names: '', access_count: 0, max_access: 5, remaining_access: 5, premium_until: null }),
    ),
  );
});

describe('local sign-in', () => {
  it('opens the Local sign-in dialog, which says no Google account is contacted', async () => {
    const user = userEvent.setup();
    await renderAccount(fakeApi());

    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button).toHaveAccessibleDescription('Local sign-in: no Google account');
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Local sign-in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/no Google account is contacted/);
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('validates the fields before asking the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    await renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Local sign-in' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Name'), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    expect(api.localSignIn).not.toHaveBeenCalled();
  });

  it('signs in: the dialog closes and the header shows the name and the access line', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValueOnce(INVALID).mockResolvedValue(ASHA) });
    const { store } = await renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Local sign-in' });

    await user.type(within(dialog).getByLabelText('Email'), '  asha@example.com ');
    await user.type(within(dialog).getByLabelText('Name'), 'Asha Investor{Enter}');

    expect(await screen.findByText('Asha Investor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.localSignIn).toHaveBeenCalledWith('asha@example.com', 'Asha Investor');
    expect(api.createSession).toHaveBeenCalledWith('local-token');
    expect(store.getState().session.user?.id).toBe('u-1');
    expect(screen.getByText('A')).toBeInTheDocument(); // no picture: the initial
    expect(await screen.findByText('Free Access - 5 free stock research remaining')).toBeInTheDocument();
  });

  it('shows a failure inside the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ localSignIn: jest.fn().mockRejectedValue(new ApiRequestError(503, 'database_unavailable', 'down')) });
    await renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Local sign-in' });

    await user.type(within(dialog).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(dialog).getByLabelText('Name'), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in is unavailable right now. Please try again in a moment.');
    expect(screen.getByRole('dialog', { name: 'Local sign-in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(consoleError).toHaveBeenCalledWith('[auth] Sign-in failed', expect.any(ApiRequestError));
  });

  it('closes on Escape and on Cancel, returning focus to the sign-in button', async () => {
    const user = userEvent.setup();
    await renderAccount(fakeApi());
    const button = screen.getByRole('button', { name: 'Sign in with Google' });

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderAccount(fakeApi());
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await user.tab(); // Name
    await user.tab(); // Cancel
    await user.tab(); // Continue
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});

describe('sign-out and other modes', () => {
  it("signs out: 'Sign in with Google' comes back", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) });
    await renderAccount(api);
    expect(screen.getByText('Asha Investor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(api.invalidateSession).toHaveBeenCalledTimes(1);
  });

  it('Supabase: the button leaves for Google without a dialog', async () => {
    const user = userEvent.setup();
    const provider: jest.Mocked<RedirectIdentityProvider> = {
      kind: 'supabase',
      getIdentityToken: jest.fn().mockResolvedValue(null),
      signIn: jest.fn().mockResolvedValue(undefined),
      signOut: jest.fn().mockResolvedValue(undefined),
    };
    await renderAccount(fakeApi(), async () => provider);

    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.click(button);

    await waitFor(() => expect(provider.signIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so, instead of failing silently, when sign-in cannot be prepared', async () => {
    const user = userEvent.setup();
    await renderAccount(fakeApi({ getConfig: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) }));

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('Sign-in is unavailable right now. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
