import * as z from 'zod';
import { ConfigError, describeIssues } from '../config/configError';
import { isLoopbackHost } from '../config/listenHost';
import { OrderResponseSchema } from 'shared-types/api';
import { isValidGstin } from './gstin';

export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const DEFAULT_RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const KEY_NAMES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Real payments through Razorpay Orders. The secrets must never reach a log, an error or a response. */
export interface RazorpayGatewaySettings {
  mode: 'razorpay';
  /** Public: Checkout needs it in the browser. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** During a webhook-secret rotation, the old one: Razorpay retries events with their old signature. */
  previousWebhookSecret?: string;
  /** Origin of the Razorpay REST API (a loopback fake in tests). */
  apiBase: string;
  /** Where the browser loads Checkout from. */
  checkoutUrl: string;
}

/** No money moves. warn: say so at every start (server.ts logs testPaymentsWarning). */
export interface TestGatewaySettings {
  mode: 'test';
  warn: boolean;
}

export type PaymentSettings = (RazorpayGatewaySettings | TestGatewaySettings) & {
  /** GSTIN printed on receipts (validated, upper case), or undefined for no GST line. */
  gstin: string | undefined;
  /** Order creations and verifications allowed per user per hour. */
  rateLimitPerHour: number;
};

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.optional(z.string().trim().min(1)));
const URL_MESSAGE = 'must be an https URL (http only on a loopback address)';

const PaymentEnvSchema = z.object({
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: optionalText,
  RAZORPAY_API_BASE: z.preprocess((value) => (value === '' || value === undefined ? DEFAULT_RAZORPAY_API_BASE : value), z.string().trim()),
  RAZORPAY_CHECKOUT_URL: z.preprocess((value) => (value === '' || value === undefined ? DEFAULT_RAZORPAY_CHECKOUT_URL : value), z.string().trim()),
  ALLOW_TEST_PAYMENTS: z.preprocess(
    (value) => (value === '' || value === undefined ? 'false' : value),
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  GSTIN: optionalText,
  PAYMENT_RATE_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === '' || value === undefined ? '10' : value),
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a whole number of requests, at least 1')
      .transform(Number),
  ),
});

/**
 * Chooses the payment gateway (docs/payments.md): all three Razorpay keys →
 * Razorpay; some of them → refused, naming the missing ones; none → test mode,
 * only with the local sign-in issuer or ALLOW_TEST_PAYMENTS=true, else refused.
 * Never echoes a key or secret.
 */
export function paymentSettings(env: NodeJS.ProcessEnv, context: { authMode: 'supabase' | 'local' }): PaymentSettings {
  const parsed = PaymentEnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`);
  const vars = parsed.data;
  const gstin = vars.GSTIN?.toUpperCase();
  if (gstin !== undefined && !isValidGstin(gstin)) {
    throw new ConfigError('Invalid environment: GSTIN: must be a 15-character GSTIN such as 27AAPFU0939F1ZV (state code, PAN, entity, Z, check character)');
  }
  const extras = { gstin, rateLimitPerHour: vars.PAYMENT_RATE_LIMIT_PER_HOUR };
  const missing = KEY_NAMES.filter((name) => vars[name] === undefined);
  if (missing.length === 0) {
    return { mode: 'razorpay', ...razorpayKeys(vars), ...extras };
  }
  if (missing.length < KEY_NAMES.length) {
    throw new ConfigError(`Razorpay needs ${KEY_NAMES.join(', ')} together; missing: ${missing.join(', ')}.`);
  }
  if (vars.ALLOW_TEST_PAYMENTS === 'true') return { mode: 'test', warn: true, ...extras };
  if (context.authMode === 'local') return { mode: 'test', warn: false, ...extras };
  throw new ConfigError(
    'Real sign-in is configured but no payment gateway: premium would be free for anyone. ' +
      'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take payments, ' +
      'or ALLOW_TEST_PAYMENTS=true for a staging server where upgrades are free test records.',
  );
}

/** The start-up warning for test payments, or undefined when there is nothing to warn about. */
export function testPaymentsWarning(settings: PaymentSettings): string | undefined {
  if (settings.mode !== 'test' || !settings.warn) return undefined;
  return 'Payments are in TEST MODE: no money is taken and any signed-in user can upgrade for free. Configure the Razorpay keys to take real payments.';
}

function razorpayKeys(vars: z.infer<typeof PaymentEnvSchema>): Omit<RazorpayGatewaySettings, 'mode'> {
  const keyId = vars.RAZORPAY_KEY_ID!;
  // Key ids are public (Checkout shows them), but still not echoed: a secret pasted here by mistake must not reach a log.
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId)) {
    throw new ConfigError('Invalid environment: RAZORPAY_KEY_ID: must look like rzp_test_… or rzp_live_… (the key id, not the secret)');
  }
  return {
    keyId,
    keySecret: vars.RAZORPAY_KEY_SECRET!,
    webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET!,
    ...(vars.RAZORPAY_WEBHOOK_SECRET_PREVIOUS === undefined ? {} : { previousWebhookSecret: vars.RAZORPAY_WEBHOOK_SECRET_PREVIOUS }),
    apiBase: checkedUrl('RAZORPAY_API_BASE', vars.RAZORPAY_API_BASE, 'origin'),
    checkoutUrl: checkoutScriptUrl(vars.RAZORPAY_CHECKOUT_URL),
  };
}

/** Also what the page accepts (the order contract's check): a URL the page would refuse must not start the server. */
function checkoutScriptUrl(value: string): string {
  const href = checkedUrl('RAZORPAY_CHECKOUT_URL', value, 'href');
  if (!OrderResponseSchema.shape.checkout_script_url.safeParse(href).success) {
    throw new ConfigError(
      'Invalid environment: RAZORPAY_CHECKOUT_URL: http is allowed only on 127.0.0.1, localhost or [::1], the loopback names the page accepts',
    );
  }
  return href;
}

/** https anywhere, http only on loopback (the fake); no credentials. apiBase keeps only the origin. */
function checkedUrl(name: string, value: string, keep: 'origin' | 'href'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`Invalid environment: ${name}: ${URL_MESSAGE}`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username !== '' || url.password !== '') throw new ConfigError(`Invalid environment: ${name}: ${URL_MESSAGE}`);
  if (keep === 'origin' && url.pathname !== '/')
    throw new ConfigError(`Invalid environment: ${name}: must be an origin without a path, such as ${DEFAULT_RAZORPAY_API_BASE}`);
  return keep === 'origin' ? url.origin : url.href;
}
