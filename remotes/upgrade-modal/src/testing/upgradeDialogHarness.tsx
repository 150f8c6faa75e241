// Test helper: the upgrade dialog inside a shell-like store, the mock API (MSW)
// answering the subscription calls, and a stand-in for Razorpay Checkout.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { OrderResponseSchema, type AccessSummary } from 'shared-types/api';
import { createShellStore, signedIn, ThemeProvider, upgradeDialogOpened, useAccessSummarySubscription } from 'shared-types/shell';
import { http, HttpResponse, PLANS_ANSWER, UPGRADE_ANSWER, type HttpResponseResolver } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { type CheckoutFailure, type CheckoutOptions, type CheckoutPayment, type RazorpayConstructor } from '../checkout/razorpay';
import UpgradeModal from '../UpgradeModal';

export const USER = { id: 'u-1', email: 'investor@example.test', fullName: 'Asha Investor', pictureUrl: null };
export const LIMIT_MESSAGE = 'You have reached your company access limit. Please upgrade to premium for unlimited access.';
const FREE: AccessSummary = {
  is_premium: false,
  company_names: 'Aravali Cement Works',
  access_count: 5,
  max_access: 5,
  remaining_access: 0,
  premium_until: null,
};

/** POST /api/subscription/order for the yearly plan, as a server with Razorpay keys answers it. */
export const ORDER_ANSWER = OrderResponseSchema.parse({
  order_id: 'order_Q1yearly',
  amount: 299900,
  currency: 'INR',
  key_id: 'rzp_test_public',
  plan: '1_year',
  checkout_script_url: 'https://checkout.example.test/v1/checkout.js',
  name: 'Conviction',
  description: '1 Year Premium',
  prefill: { name: USER.fullName, email: USER.email },
});

/** What Checkout's handler receives for ORDER_ANSWER. */
export const PAID: CheckoutPayment = {
  razorpay_order_id: ORDER_ANSWER.order_id,
  razorpay_payment_id: 'pay_Q1paid',
  razorpay_signature: 'a'.repeat(64),
};

interface MockApiOptions {
  testMode?: boolean;
  /** The plans answer's `gst_included`; left out, as a server from before it answers. */
  gstIncluded?: boolean;
  upgrade?: HttpResponseResolver;
  order?: HttpResponseResolver;
  verify?: HttpResponseResolver;
}

/** The API as the dialog sees it, recording what is sent. */
export function mockApi({
  testMode = true,
  gstIncluded,
  upgrade = () => HttpResponse.json(UPGRADE_ANSWER),
  order = () => HttpResponse.json(ORDER_ANSWER),
  verify = () => HttpResponse.json({ ...UPGRADE_ANSWER, test_mode: false }),
}: MockApiOptions = {}) {
  const sent = recordRequests();
  server.use(
    http.get('/api/subscription/plans', () =>
      HttpResponse.json({ ...PLANS_ANSWER, test_mode: testMode, ...(gstIncluded === undefined ? {} : { gst_included: gstIncluded }) }),
    ),
    http.get('/api/company/user-access/:userId', () => HttpResponse.json(FREE)),
    http.post('/api/subscription/upgrade', upgrade),
    http.post('/api/subscription/order', order),
    http.post('/api/subscription/verify', verify),
  );
  const bodies = (path: string) => Promise.all(sent.to(path).map((request) => request.json() as Promise<unknown>));
  return {
    upgradeBodies: () => bodies('/api/subscription/upgrade'),
    orderBodies: () => bodies('/api/subscription/order'),
    verifyBodies: () => bodies('/api/subscription/verify'),
    count: (call: string) => sent.all.filter((request) => `${request.method} ${new URL(request.url).pathname}` === call).length,
  };
}

/** Keeps the access summary loaded, as the shell does, so a refetch shows up as a second GET. */
function ShellAccessSummary() {
  useAccessSummarySubscription();
  return null;
}

export async function openDialog(message: string | null = LIMIT_MESSAGE) {
  const store = createShellStore();
  store.dispatch(signedIn(USER));
  await act(async () => {
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="dark">
          <ShellAccessSummary />
          <button type="button">Get Company Details</button>
          <UpgradeModal />
        </ThemeProvider>
      </Provider>,
    );
  });
  screen.getByRole('button', { name: 'Get Company Details' }).focus();
  await act(async () => {
    store.dispatch(upgradeDialogOpened({ message }));
  });
  return { store, dialog: screen.getByRole('dialog', { name: 'Upgrade to Premium' }) };
}

export const upgradeButton = () => screen.getByRole('button', { name: /^(Upgrade Now|Upgrading\.\.\.)$/ });

/** One Checkout the code opened: its options, and what the customer does in it. */
export interface FakeCheckout {
  options: CheckoutOptions;
  closed: boolean;
  pay: (payment?: CheckoutPayment) => void;
  dismiss: () => void;
  fail: (failure: CheckoutFailure) => void;
}

/** A stand-in for `window.Razorpay` (Razorpay's standard Checkout); `opened` lists every Checkout opened. */
export function fakeRazorpay(): { Razorpay: RazorpayConstructor; opened: FakeCheckout[] } {
  const opened: FakeCheckout[] = [];
  class Razorpay {
    private readonly failureListeners: Array<(failure: CheckoutFailure) => void> = [];
    private readonly checkout: FakeCheckout;
    constructor(options: CheckoutOptions) {
      this.checkout = {
        options,
        closed: false,
        pay: (payment = PAID) => options.handler(payment),
        dismiss: () => options.modal.ondismiss(),
        fail: (failure) => this.failureListeners.forEach((listener) => listener(failure)),
      };
    }
    on(event: string, listener: (failure: CheckoutFailure) => void) {
      if (event === 'payment.failed') this.failureListeners.push(listener);
      return this;
    }
    open() {
      opened.push(this.checkout);
    }
    close() {
      this.checkout.closed = true;
    }
  }
  return { Razorpay, opened };
}

/** The <script> elements the code added for Checkout. */
export const checkoutScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-razorpay-checkout]'));

/** Forgets Checkout between tests: the page's `window.Razorpay` and any script added for it. */
export function forgetCheckout() {
  delete window.Razorpay;
  checkoutScripts().forEach((script) => script.remove());
}
