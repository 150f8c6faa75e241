import { fakeRazorpay, ORDER_ANSWER, PAID } from '../testing/upgradeDialogHarness';
import { appThemeColor, openCheckout } from './openCheckout';
import { CheckoutStopped, type RazorpayConstructor } from './razorpay';

describe('openCheckout', () => {
  it('opens standard Checkout with the order and resolves with the three fields of the handler', async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const paying = openCheckout(Razorpay, ORDER_ANSWER, '#1d4ed8');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.options).toEqual({
      key: ORDER_ANSWER.key_id,
      amount: ORDER_ANSWER.amount,
      currency: 'INR',
      order_id: ORDER_ANSWER.order_id,
      name: ORDER_ANSWER.name,
      description: ORDER_ANSWER.description,
      prefill: ORDER_ANSWER.prefill,
      theme: { color: '#1d4ed8' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    opened[0]?.pay(PAID);
    await expect(paying).resolves.toEqual(PAID);
  });

  it("rejects as 'dismissed' when the customer closes Checkout; a later outcome changes nothing", async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const paying = openCheckout(Razorpay, ORDER_ANSWER, '#000');
    opened[0]?.dismiss();
    opened[0]?.pay(PAID);
    await expect(paying).rejects.toEqual(expect.objectContaining({ kind: 'dismissed', description: null }));
  });

  it("rejects as 'failed' with Razorpay's description and closes Checkout", async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const paying = openCheckout(Razorpay, ORDER_ANSWER, '#000');
    opened[0]?.fail({ error: { code: 'BAD_REQUEST_ERROR', description: ' Card expired ' } });
    await expect(paying).rejects.toEqual(expect.objectContaining({ kind: 'failed', description: 'Card expired' }));
    expect(opened[0]?.closed).toBe(true);
  });

  it("rejects as 'unavailable' when Checkout cannot be opened", async () => {
    const Broken = class {
      constructor() {
        throw new Error('Razorpay: key is required');
      }
    } as unknown as RazorpayConstructor;
    const paying = openCheckout(Broken, ORDER_ANSWER, '#000');
    await expect(paying).rejects.toBeInstanceOf(CheckoutStopped);
    await expect(paying).rejects.toEqual(expect.objectContaining({ kind: 'unavailable' }));
  });

  it("takes the app's --color-primary of the current theme, else the light theme's", () => {
    expect(appThemeColor()).toBe('#1d4ed8');
    document.documentElement.style.setProperty('--color-primary', '#7aa2ff');
    try {
      expect(appThemeColor()).toBe('#7aa2ff');
    } finally {
      document.documentElement.style.removeProperty('--color-primary');
    }
  });
});
