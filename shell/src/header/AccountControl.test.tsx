import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSummary } from 'shared-types/api';
import { convictionApi, createShellStore, signedIn, signedOut, type SignedInUser } from 'shared-types/shell';
import { AccessLine } from '../auth/AccessLine';
import { renderWithShell } from '../testing/renderWithShell';
import { AccountControl } from './AccountControl';

const ASHA: SignedInUser = {
  id: 'u-1',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  pictureUrl: 'https://example.com/asha.png',
};

function storeWith(user: SignedInUser | null) {
  const store = createShellStore();
  store.dispatch(user ? signedIn(user) : signedOut());
  return store;
}

const FREE: AccessSummary = { is_premium: false, company_names: 'Acme', access_count: 1, max_access: 5, remaining_access: 4, premium_until: null };
const PREMIUM: AccessSummary = { ...FREE, is_premium: true, max_access: -1, remaining_access: -1, premium_until: '2027-11-26T12:00:00.000Z' };

/** Signed in as Asha with her access summary in the store, as the shell keeps it loaded. */
function storeWithSummary(summary: AccessSummary) {
  const store = storeWith(ASHA);
  store.dispatch(convictionApi.util.upsertQueryEntries([{ endpointName: 'getAccessSummary', arg: ASHA.id, value: summary }]));
  void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
  return store;
}

const MENU = { onSessions: jest.fn(), onPayments: jest.fn(), onExport: jest.fn(), onDelete: jest.fn(), premiumUntil: null };

describe('AccountControl', () => {
  it('shows "Loading..." while the auth state loads', () => {
    renderWithShell(<AccountControl />);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows "Sign in with Google" when signed out, and starts sign-in when it is pressed', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn();
    renderWithShell(<AccountControl onSignIn={onSignIn} />, { store: storeWith(null) });

    const signIn = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(signIn).toBeEnabled();
    expect(signIn).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    await user.click(signIn);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('describes the sign-in button with its note (e.g. that sign-in is local)', () => {
    renderWithShell(<AccountControl onSignIn={() => {}} signInNote="Local sign-in: no Google account" />, { store: storeWith(null) });

    const signIn = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(signIn).toHaveAccessibleDescription('Local sign-in: no Google account');
    expect(screen.getByText('Local sign-in: no Google account')).toBeVisible();
  });

  it('disables "Sign in with Google" until a handler is given', () => {
    renderWithShell(<AccountControl />, { store: storeWith(null) });

    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('shows the avatar, the name and "Sign Out" when signed in', async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    const { container } = renderWithShell(<AccountControl onSignOut={onSignOut} />, { store: storeWith(ASHA) });

    expect(container.querySelector('img')).toHaveAttribute('src', ASHA.pictureUrl);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('disables "Sign Out" until a handler is given', () => {
    renderWithShell(<AccountControl />, { store: storeWith(ASHA) });

    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
  });

  it('falls back to the initial when the picture fails to load', () => {
    const { container } = renderWithShell(<AccountControl />, { store: storeWith(ASHA) });

    fireEvent.error(container.querySelector('img')!);

    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('uses the e-mail, and its initial, when there is no name or picture', () => {
    const { container } = renderWithShell(<AccountControl />, {
      store: storeWith({ ...ASHA, fullName: null, pictureUrl: null, email: 'zoe@example.com' }),
    });

    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByText('zoe@example.com')).toBeInTheDocument();
    expect(screen.getByText('Z')).toBeInTheDocument();
  });

  it('renders the access line slot under the name', () => {
    renderWithShell(<AccountControl accessLine={<span>Premium Access - Unlimited companies</span>} />, {
      store: storeWith(ASHA),
    });

    expect(screen.getByText('Premium Access - Unlimited companies')).toBeInTheDocument();
  });

  it('shows the account menu only when it is given, and closes it on a press outside', async () => {
    const user = userEvent.setup();
    const menu = { ...MENU, onExport: jest.fn() };
    const without = renderWithShell(<AccountControl />, { store: storeWith(ASHA) });
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    without.unmount();

    renderWithShell(<AccountControl accountMenu={menu} />, { store: storeWith(ASHA) });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(menu.onExport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the screener first in the account menu, and closes the menu when it is followed', async () => {
    const user = userEvent.setup();
    renderWithShell(<AccountControl accountMenu={MENU} />, { store: storeWith(ASHA) });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const link = screen.getByRole('link', { name: 'Screen all companies' });
    expect(link).toHaveAttribute('href', '/screen');
    // jsdom cannot navigate: the shell's address sync follows the link in the page.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows when premium ends in the account menu, while the access line stays 'Premium Access - Unlimited companies'", async () => {
    const user = userEvent.setup();
    renderWithShell(<AccountControl accessLine={<AccessLine />} accountMenu={{ ...MENU, premiumUntil: PREMIUM.premium_until }} />, {
      store: storeWithSummary(PREMIUM),
    });

    expect(screen.getByText('Premium Access - Unlimited companies')).toBeInTheDocument();
    expect(screen.getByText('Premium until 26 Nov 2027')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByText('Premium until 26 Nov 2027')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Payments and receipts' }));
    expect(MENU.onPayments).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a premium end date to a free user', async () => {
    const user = userEvent.setup();
    renderWithShell(<AccountControl accessLine={<AccessLine />} accountMenu={MENU} />, { store: storeWithSummary(FREE) });

    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByText('Free Access - 4 free stock research remaining')).toBeInTheDocument();
    expect(screen.queryByText(/Premium until/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payments and receipts' })).toBeVisible();
  });

  it('follows the auth state as it changes', () => {
    const store = createShellStore();
    renderWithShell(<AccountControl />, { store });
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    act(() => {
      store.dispatch(signedIn(ASHA));
    });
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();

    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });
});
