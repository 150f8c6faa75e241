import { createHmac, timingSafeEqual } from 'node:crypto';

/** The three fields Razorpay Checkout hands the page's handler after a payment. */
export interface CheckoutResult {
  /** The order id as WE stored it: never trust the one Checkout echoes for this. */
  orderId: string;
  paymentId: string;
  signature: string;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** HMAC-SHA256 of `message` keyed with `secret`, as lower-case hex (what Razorpay sends). */
export function hmacSha256Hex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Checkout's razorpay_signature: HMAC-SHA256(`${orderId}|${paymentId}`, key secret).
 * Constant-time (the SDK's own validator compares with ===); anything that is not
 * 64 hex digits is simply false, never an exception.
 */
export function verifyPaymentSignature(result: CheckoutResult, keySecret: string): boolean {
  if (result.orderId === '' || result.paymentId === '') return false;
  return sameDigest(hmacSha256Hex(`${result.orderId}|${result.paymentId}`, keySecret), result.signature);
}

/**
 * X-Razorpay-Signature: HMAC-SHA256 over the raw body exactly as received (a
 * re-serialised JSON body does not match), keyed with the webhook secret.
 * Several secrets may be given while one is being rotated: retried events
 * still carry signatures made with the old one.
 */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, webhookSecret: string | readonly string[]): boolean {
  if (header === undefined) return false;
  const secrets = typeof webhookSecret === 'string' ? [webhookSecret] : webhookSecret;
  // Every secret is tried (no early exit), so timing does not reveal which one matched.
  return secrets.map((secret) => sameDigest(hmacSha256Hex(rawBody, secret), header.trim())).includes(true);
}

function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!HEX_SHA256.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
