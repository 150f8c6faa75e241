// The account area as App wires it, signed in as Asha, for the account dialogs' tests.
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PLAN_NEVER_RENEWS, type AccountExport, type AccountPayment, type AccountSession, type PaymentReceipt } from 'shared-types/api';
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

/** Midday UTC (evening in India): the same calendar day wherever the test runs. */
export const PAYMENTS: AccountPayment[] = [
  {
    id: 'pmt-2',
    plan: '1_year',
    plan_name: '1 Year Premium',
    amount_inr: 2999,
    currency: 'INR',
    status: 'paid',
    method: 'upi',
    created_at: '2026-11-26T11:58:00.000Z',
    paid_at: '2026-11-26T12:00:00.000Z',
    refunded_at: null,
    refunded_inr: 0,
    last_refunded_at: null,
    period_start: '2026-11-26T12:00:00.000Z',
    period_end: '2027-11-26T12:00:00.000Z',
    is_test: false,
    has_receipt: true,
  },
  {
    id: 'pmt-1',
    plan: '3_months',
    plan_name: '3 Months Premium',
    amount_inr: 999,
    currency: 'INR',
    status: 'failed',
    method: 'card',
    created_at: '2026-10-02T12:00:00.000Z',
    paid_at: null,
    refunded_at: null,
    refunded_inr: 0,
    last_refunded_at: null,
    period_start: null,
    period_end: null,
    is_test: true,
    has_receipt: false,
  },
];

export const RECEIPT: PaymentReceipt = {
  receipt_number: 'CNV-2026-000042',
  issued_at: '2026-11-26T12:00:00.000Z',
  seller: { name: 'Conviction Research', gstin: '29ABCDE1234F1Z5' },
  billed_to: { name: 'Asha Investor', email: 'asha@example.com' },
  plan: '1_year',
  plan_name: '1 Year Premium',
  period_start: '2026-11-26T12:00:00.000Z',
  period_end: '2027-11-26T12:00:00.000Z',
  amount_inr: 2999,
  currency: 'INR',
  gst: { gstin: '29ABCDE1234F1Z5', rate_percent: 18, taxable_value_inr: 2541.53, gst_inr: 457.47 },
  status: 'paid',
  paid_at: '2026-11-26T12:00:00.000Z',
  refunded_at: null,
  refund: null,
  method: 'upi',
  payment_reference: 'pay_NXq8ZbB0k1xTyV',
  is_test: false,
  renewal: PLAN_NEVER_RENEWS,
};

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
