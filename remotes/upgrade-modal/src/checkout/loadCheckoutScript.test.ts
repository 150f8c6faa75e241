import { checkoutScripts, fakeRazorpay, forgetCheckout } from '../testing/upgradeDialogHarness';
import { CHECKOUT_LOAD_TIMEOUT_MS, loadCheckoutScript } from './loadCheckoutScript';
import { CheckoutStopped } from './razorpay';

const URL = 'https://checkout.example.test/v1/checkout.js';

afterEach(forgetCheckout);

describe('loadCheckoutScript', () => {
  it('reuses window.Razorpay without adding a script', async () => {
    const { Razorpay } = fakeRazorpay();
    window.Razorpay = Razorpay;
    await expect(loadCheckoutScript(URL)).resolves.toBe(Razorpay);
    expect(checkoutScripts()).toHaveLength(0);
  });

  it('adds one async script for callers that ask while it loads, and gives them window.Razorpay', async () => {
    const first = loadCheckoutScript(URL);
    const second = loadCheckoutScript(URL);
    expect(checkoutScripts()).toHaveLength(1);
    const [script] = checkoutScripts();
    expect(script).toHaveAttribute('src', URL);
    expect(script?.async).toBe(true);
    expect(script?.parentElement).toBe(document.head);

    const { Razorpay } = fakeRazorpay();
    window.Razorpay = Razorpay;
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
  });

  it("fails as 'unavailable' and removes the script when it loads but defines no window.Razorpay", async () => {
    const loading = loadCheckoutScript(URL);
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toEqual(expect.objectContaining({ kind: 'unavailable' }));
    expect(checkoutScripts()).toHaveLength(0);
  });

  it("fails as 'unavailable' when the script neither loads nor fails in time, and the next call tries again", async () => {
    jest.useFakeTimers();
    try {
      const loading = loadCheckoutScript(URL);
      const outcome = loading.catch((stopped: unknown) => stopped);
      await jest.advanceTimersByTimeAsync(CHECKOUT_LOAD_TIMEOUT_MS);
      const stopped = await outcome;
      expect(stopped).toBeInstanceOf(CheckoutStopped);
      expect(stopped).toMatchObject({ kind: 'unavailable' });
      expect(checkoutScripts()).toHaveLength(0);

      void loadCheckoutScript(URL).catch(() => undefined);
      expect(checkoutScripts()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
