// The account area as App wires it, signed in as Asha, for the account dialogs' tests.
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { type AccountExport, type AccountSession } from 'shared-types/api';
import { createShellStore } from 'shared-types/shell';
import { AuthProvider } from '../../auth/AuthContext';
import { createAuthController } from '../../auth/authController';
import { ASHA, fakeApi, fakeRedirectProvider } from '../../auth/testing/authControllerHarness';
import { useAccountActions } from '../../auth/useAccountActions';
import { AccountControl } from '../../header/AccountControl';
import { renderWithShell } from '../../testing/renderWithShell';

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

export const SESSIONS: AccountSession[] = [
  { id: 's-1', created_at: '2025-03-12T06:00:00.000Z', last_seen_at: '2025-03-12T12:00:00.000Z', device: 'Chrome on Linux', current: true },
  { id: 's-2', created_at: '2025-02-03T06:00:00.000Z', last_seen_at: '2025-02-04T12:00:00.000Z', device: 'Safari on iPhone', current: false },
];

export const EXPORT: AccountExport = {
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
  preferences: { lens: 'standard', weights: null },
};

export async function renderSignedIn() {
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

export async function openMenuItem(user: ReturnType<typeof userEvent.setup>, item: string) {
  const toggle = screen.getByRole('button', { name: 'Account' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  await user.click(screen.getByRole('button', { name: item }));
}

/** Silences and records console.error for each test of the calling file. */
export function recordConsoleErrors(): () => jest.SpyInstance {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  return () => spy;
}
