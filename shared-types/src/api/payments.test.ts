import { OrderResponseSchema } from './payments';

const ORDER = {
  order_id: 'order_Abc123',
  amount: 299900,
  currency: 'INR',
  key_id: 'rzp_test_Abc123',
  plan: '1_year',
  checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
  name: 'Conviction',
  description: '1 Year Premium',
  prefill: { email: 'asha@example.com' },
};

describe('OrderResponseSchema', () => {
  it("accepts Razorpay's Checkout script and a loopback fake's", () => {
    expect(OrderResponseSchema.safeParse(ORDER).success).toBe(true);
    expect(OrderResponseSchema.safeParse({ ...ORDER, checkout_script_url: 'http://127.0.0.1:40123/v1/checkout.js' }).success).toBe(true);
  });

  it('refuses a script the page must never load: plain http elsewhere, javascript: or data: URLs, or no URL', () => {
    for (const url of ['http://evil.example/checkout.js', 'javascript:alert(1)', 'data:text/javascript,alert(1)', '/v1/checkout.js', '']) {
      expect(OrderResponseSchema.safeParse({ ...ORDER, checkout_script_url: url }).success).toBe(false);
    }
  });
});
