import { ConfigError } from '../config/configError';
import { isValidGstin } from './gstin';
import { paymentSettings, testPaymentsWarning } from './razorpaySettings';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'key-secret-value', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value' };
const local = { authMode: 'local' } as const;
const supabase = { authMode: 'supabase' } as const;

function refusal(env: NodeJS.ProcessEnv, context: Parameters<typeof paymentSettings>[1] = supabase): string {
  try {
    paymentSettings(env, context);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('paymentSettings', () => {
  it('uses Razorpay when all three keys are set, with Razorpay’s own API and Checkout by default', () => {
    expect(paymentSettings(KEYS, supabase)).toEqual({
      mode: 'razorpay',
      keyId: 'rzp_test_Abc123',
      keySecret: 'key-secret-value',
      webhookSecret: 'webhook-secret-value',
      apiBase: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      gstin: undefined,
      rateLimitPerHour: 10,
    });
    // During a webhook-secret rotation the old secret is kept beside the new one.
    expect(paymentSettings({ ...KEYS, RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'old-webhook-secret' }, supabase)).toMatchObject({
      webhookSecret: 'webhook-secret-value',
      previousWebhookSecret: 'old-webhook-secret',
    });
    // Keys win over the test flag, and over the local issuer.
    expect(paymentSettings({ ...KEYS, ALLOW_TEST_PAYMENTS: 'true' }, local).mode).toBe('razorpay');
  });

  it('can point at a loopback fake, over http only on loopback', () => {
    const fake = { ...KEYS, RAZORPAY_API_BASE: 'http://127.0.0.1:4010/', RAZORPAY_CHECKOUT_URL: 'http://localhost:4010/v1/checkout.js' };
    expect(paymentSettings(fake, supabase)).toMatchObject({ apiBase: 'http://127.0.0.1:4010', checkoutUrl: 'http://localhost:4010/v1/checkout.js' });
    expect(refusal({ ...KEYS, RAZORPAY_API_BASE: 'http://razorpay.example.com' })).toMatch(/RAZORPAY_API_BASE: must be an https URL/);
    expect(refusal({ ...KEYS, RAZORPAY_API_BASE: 'https://api.razorpay.com/v1' })).toMatch(/RAZORPAY_API_BASE: must be an origin without a path/);
    expect(refusal({ ...KEYS, RAZORPAY_CHECKOUT_URL: 'not a url' })).toMatch(/RAZORPAY_CHECKOUT_URL: must be an https URL/);
    expect(refusal({ ...KEYS, RAZORPAY_CHECKOUT_URL: 'https://user:pw@checkout.example.com/x.js' })).toMatch(/RAZORPAY_CHECKOUT_URL/);
    // Loopback to the server, but not a name the page accepts for a script: refused at start-up, not in the buyer's browser.
    expect(refusal({ ...KEYS, RAZORPAY_CHECKOUT_URL: 'http://127.0.0.2:4010/v1/checkout.js' })).toMatch(
      /RAZORPAY_CHECKOUT_URL: http is allowed only on 127\.0\.0\.1, localhost or \[::1\]/,
    );
  });

  it('refuses some of the keys without the others, naming only the missing ones and never a value', () => {
    const message = refusal({ RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: KEYS.RAZORPAY_KEY_SECRET }, local);
    expect(message).toMatch(/missing: RAZORPAY_WEBHOOK_SECRET\.$/);
    expect(message).not.toContain('key-secret-value');
    expect(refusal({ RAZORPAY_WEBHOOK_SECRET: 'w', RAZORPAY_KEY_ID: '' }, local)).toMatch(/missing: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET\.$/);
  });

  it('refuses a key id that is not one, without echoing it', () => {
    const message = refusal({ ...KEYS, RAZORPAY_KEY_ID: 'key-secret-value' });
    expect(message).toMatch(/RAZORPAY_KEY_ID: must look like rzp_test_… or rzp_live_…/);
    expect(message).not.toContain('key-secret-value');
  });

  it('runs test mode quietly with the local issuer and no keys', () => {
    expect(paymentSettings({}, local)).toEqual({ mode: 'test', warn: false, gstin: undefined, rateLimitPerHour: 10 });
    expect(paymentSettings({}, local)).toMatchObject({ mode: 'test', warn: false });
    expect(testPaymentsWarning(paymentSettings({}, local))).toBeUndefined();
  });

  it('runs test mode with real sign-in only with ALLOW_TEST_PAYMENTS=true, warned at every start', () => {
    const settings = paymentSettings({ ALLOW_TEST_PAYMENTS: 'true' }, supabase);
    expect(settings).toMatchObject({ mode: 'test', warn: true });
    expect(testPaymentsWarning(settings)).toMatch(/TEST MODE: no money is taken/);
    expect(paymentSettings({ ALLOW_TEST_PAYMENTS: 'true' }, local)).toMatchObject({ mode: 'test', warn: true });
    expect(refusal({ ALLOW_TEST_PAYMENTS: 'yes' })).toMatch(/ALLOW_TEST_PAYMENTS: must be true or false/);
  });

  it('refuses real sign-in with no keys and no flag, whatever NODE_ENV says', () => {
    expect(refusal({})).toMatch(/Real sign-in is configured but no payment gateway.*RAZORPAY_KEY_ID.*ALLOW_TEST_PAYMENTS=true/);
    expect(refusal({ ALLOW_TEST_PAYMENTS: 'false' })).toMatch(/no payment gateway/);
  });

  it('takes an optional, valid GSTIN and a configurable payment rate limit', () => {
    expect(paymentSettings({ GSTIN: ' 27aapfu0939f1zv ', PAYMENT_RATE_LIMIT_PER_HOUR: '25' }, local)).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      rateLimitPerHour: 25,
    });
    expect(paymentSettings({ GSTIN: '', PAYMENT_RATE_LIMIT_PER_HOUR: '' }, local)).toMatchObject({ gstin: undefined, rateLimitPerHour: 10 });
    expect(refusal({ GSTIN: '27AAPFU0939F1ZA' }, local)).toMatch(/GSTIN: must be a 15-character GSTIN/);
    expect(refusal({ PAYMENT_RATE_LIMIT_PER_HOUR: '0' }, local)).toMatch(/PAYMENT_RATE_LIMIT_PER_HOUR: must be a whole number of requests, at least 1/);
    expect(refusal({ PAYMENT_RATE_LIMIT_PER_HOUR: 'ten' }, local)).toMatch(/PAYMENT_RATE_LIMIT_PER_HOUR/);
  });
});

describe('isValidGstin', () => {
  it('checks the shape and the mod-36 check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false); // wrong check character
    expect(isValidGstin('29AAGCB7383J1Y4')).toBe(false); // 14th must be Z
    expect(isValidGstin('2AAGCB7383J1Z4')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });
});
