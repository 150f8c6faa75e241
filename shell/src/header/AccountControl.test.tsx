import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore, signedIn, signedOut, type SignedInUser } from 'shared-types/shell';
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

describe('AccountControl', () => {
  it('shows "Loading..." while the auth state loads', () => {
    renderWithShell(<AccountControl />);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a disabled "Sign in with Google" button with a visible note when signed out', () => {
    renderWithShell(<AccountControl />, { store: storeWith(null) });

    const signIn = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(signIn).toBeDisabled();
    expect(signIn).toHaveAccessibleDescription('Sign-in is not available yet');
    expect(screen.getByText('Sign-in is not available yet')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
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
