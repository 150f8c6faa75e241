import { createHmac } from 'node:crypto';
import { hmacSha256Hex, verifyPaymentSignature, verifyWebhookSignature } from './signatures';

const KEY_SECRET = 'test_secret';
const ORDER = 'order_DBJOWzybf0sJbb';
const PAYMENT = 'pay_DBJOWzybf0sJbb';
// Computed independently: printf 'order_DBJOWzybf0sJbb|pay_DBJOWzybf0sJbb' | openssl dgst -sha256 -hmac test_secret
const KNOWN_PAYMENT_SIGNATURE = 'b70845902614d58b1299ab79e4930a553b4b7b9e40adb5322d9c12440c57ce6f';
// printf '{"event":"payment.captured"}' | openssl dgst -sha256 -hmac whsec
const KNOWN_WEBHOOK_SIGNATURE = '4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e';

const sign = (message: string | Buffer, secret: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('verifyPaymentSignature', () => {
  it('accepts HMAC-SHA256 of "order|payment" with the key secret (a fixed vector, and one computed here)', () => {
    expect(hmacSha256Hex(`${ORDER}|${PAYMENT}`, KEY_SECRET)).toBe(KNOWN_PAYMENT_SIGNATURE);
    expect(verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature: KNOWN_PAYMENT_SIGNATURE }, KEY_SECRET)).toBe(true);
    const signature = sign('order_X1|pay_Y2', 'another secret');
    expect(verifyPaymentSignature({ orderId: 'order_X1', paymentId: 'pay_Y2', signature }, 'another secret')).toBe(true);
    // Hex digits are compared as bytes, so upper case is the same signature.
    expect(verifyPaymentSignature({ orderId: 'order_X1', paymentId: 'pay_Y2', signature: signature.toUpperCase() }, 'another secret')).toBe(true);
  });

  it('refuses a signature made for another order, payment or secret', () => {
    const valid = { orderId: ORDER, paymentId: PAYMENT, signature: KNOWN_PAYMENT_SIGNATURE };
    expect(verifyPaymentSignature({ ...valid, orderId: 'order_Cheaper000001' }, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature({ ...valid, paymentId: 'pay_Other00000001' }, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(valid, 'wrong secret')).toBe(false);
    const flipped = `${KNOWN_PAYMENT_SIGNATURE.slice(0, -1)}${KNOWN_PAYMENT_SIGNATURE.endsWith('f') ? 'e' : 'f'}`;
    expect(verifyPaymentSignature({ ...valid, signature: flipped }, KEY_SECRET)).toBe(false);
  });

  it('answers false, without throwing, for empty, short, long or non-hex signatures and empty ids', () => {
    for (const signature of ['', 'abc', KNOWN_PAYMENT_SIGNATURE.slice(2), `${KNOWN_PAYMENT_SIGNATURE}00`, 'z'.repeat(64), ` ${KNOWN_PAYMENT_SIGNATURE}`]) {
      expect(verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature }, KEY_SECRET)).toBe(false);
    }
    expect(verifyPaymentSignature({ orderId: '', paymentId: '', signature: sign('|', KEY_SECRET) }, KEY_SECRET)).toBe(false);
  });
});

describe('verifyWebhookSignature', () => {
  const body = Buffer.from('{"event":"payment.captured"}');

  it('accepts HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(verifyWebhookSignature(body, KNOWN_WEBHOOK_SIGNATURE, 'whsec')).toBe(true);
    const raw = Buffer.from('{ "event": "order.paid",\n  "amount": 299900 }');
    expect(verifyWebhookSignature(raw, sign(raw, 'whsec2'), 'whsec2')).toBe(true);
  });

  it('refuses a tampered or re-serialised body, and the key secret in place of the webhook secret', () => {
    const raw = Buffer.from('{ "event": "order.paid" }');
    const header = sign(raw, 'whsec');
    expect(verifyWebhookSignature(Buffer.from(JSON.stringify(JSON.parse(raw.toString()))), header, 'whsec')).toBe(false);
    expect(verifyWebhookSignature(Buffer.from('{ "event": "order.paiD" }'), header, 'whsec')).toBe(false);
    expect(verifyWebhookSignature(raw, sign(raw, KEY_SECRET), 'whsec')).toBe(false);
  });

  it('refuses a missing, empty, wrong-length or non-hex header without throwing', () => {
    for (const header of [undefined, '', 'abc', KNOWN_WEBHOOK_SIGNATURE.slice(1), `${KNOWN_WEBHOOK_SIGNATURE}0`, 'g'.repeat(64)]) {
      expect(verifyWebhookSignature(body, header, 'whsec')).toBe(false);
    }
  });

  it('accepts either secret during a rotation, and none when the list is empty', () => {
    expect(verifyWebhookSignature(body, KNOWN_WEBHOOK_SIGNATURE, ['new-secret', 'whsec'])).toBe(true);
    expect(verifyWebhookSignature(body, KNOWN_WEBHOOK_SIGNATURE, ['new-secret'])).toBe(false);
    expect(verifyWebhookSignature(body, KNOWN_WEBHOOK_SIGNATURE, [])).toBe(false);
  });
});
