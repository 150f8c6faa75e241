import { CheckoutStopped, type RazorpayConstructor } from './razorpay';

/** A script that neither loads nor fails within this time counts as failed, so the dialog never hangs. */
export const CHECKOUT_LOAD_TIMEOUT_MS = 20_000;

const MARKER = 'data-razorpay-checkout';

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay's Checkout script from `url` on demand (only buyers need it,
 * so it is not part of the page) and gives `window.Razorpay`. Once loaded it is
 * reused; while loading, every caller waits for the same <script>. A failure
 * (network, blocked, time-out) rejects with CheckoutStopped('unavailable') and
 * removes the element, so the next attempt tries again.
 */
export function loadCheckoutScript(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= inject(url).finally(() => {
    loading = null;
  });
  return loading;
}

function inject(url: string): Promise<RazorpayConstructor> {
  // A leftover from an attempt that failed: start afresh.
  document.querySelectorAll(`script[${MARKER}]`).forEach((old) => old.remove());
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(MARKER, '');
  return new Promise<RazorpayConstructor>((resolve, reject) => {
    const fail = (cause: unknown) => {
      window.clearTimeout(timer);
      script.remove();
      reject(new CheckoutStopped('unavailable', null, { cause }));
    };
    const timer = window.setTimeout(() => fail(new Error(`no answer in ${CHECKOUT_LOAD_TIMEOUT_MS} ms`)), CHECKOUT_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(new Error(`${url} loaded but defined no window.Razorpay`));
    });
    script.addEventListener('error', () => fail(new Error(`${url} failed to load`)));
    document.head.appendChild(script);
  });
}
