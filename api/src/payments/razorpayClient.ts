import type * as z from 'zod';
import { PaymentProviderError } from './paymentProviderError';
import type { RazorpayGatewaySettings } from './razorpaySettings';
import {
  RazorpayErrorSchema,
  RazorpayOrderSchema,
  RazorpayPaymentListSchema,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpaySchemas';

export interface CreateOrderInput {
  /** In paise, from the server's catalogue only. */
  amountPaise: number;
  /** Our own id for the order (at most 40 characters); Razorpay echoes it back. */
  receipt: string;
  /** At most 15 pairs of at most 256 characters, e.g. user and plan. */
  notes: Record<string, string>;
}

/** The Razorpay Orders calls the purchase flow needs. Every failure is a PaymentProviderError. */
export interface RazorpayClient {
  /** An INR order with automatic capture (a successful payment is captured, never left authorised). */
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** Every payment attempted on an order (failed ones included). */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  /**
   * A normal refund of `amountPaise` of a captured payment. `idempotencyKey` (X-Refund-Idempotency,
   * 10+ characters of [A-Za-z0-9_-]) makes a retry of the same request refund once.
   */
  createRefund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<RazorpayRefund>;
}

export interface RazorpayClientOptions {
  /** Per call; default 10 s. */
  timeoutMs?: number;
}

const SAFE_CODE = /^[A-Z_]{1,64}$/;

/**
 * A thin fetch client rather than the official `razorpay` SDK: in 2.9.8 the
 * SDK's constructor hard-codes https://api.razorpay.com (no host option), so it
 * could not be pointed at RAZORPAY_API_BASE (the loopback fake in tests) without
 * patching its private axios instance; it also throws plain objects and an
 * unrelated TypeError on network failures. These five calls are the same
 * endpoints the SDK uses (POST /v1/orders, GET /v1/orders/:id,
 * GET /v1/orders/:id/payments, GET /v1/payments/:id, POST /v1/payments/:id/refund)
 * with the same Basic auth.
 */
export function createRazorpayClient(
  settings: Pick<RazorpayGatewaySettings, 'keyId' | 'keySecret' | 'apiBase'>,
  options: RazorpayClientOptions = {},
): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase}/v1${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      // By name, not instanceof: the DOMException may come from another realm (undici, jest).
      const timedOut = (error as { name?: unknown } | undefined)?.name === 'TimeoutError';
      throw new PaymentProviderError('unavailable', timedOut ? `Razorpay did not answer within ${timeoutMs} ms` : 'Razorpay could not be reached');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const code = RazorpayErrorSchema.safeParse(json).data?.error.code;
      const providerCode = code !== undefined && SAFE_CODE.test(code) ? code : undefined;
      const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected';
      throw new PaymentProviderError(
        kind,
        `Razorpay refused ${method} ${templateOf(path)} with ${response.status}${providerCode ? ` ${providerCode}` : ''}`,
        response.status,
        providerCode,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PaymentProviderError('invalid_response', `Razorpay's answer to ${method} ${templateOf(path)} was not in the expected shape`, response.status);
    return parsed.data;
  }

  return {
    createOrder: (input) =>
      call('POST', '/orders', RazorpayOrderSchema, {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
        payment_capture: true,
      }),
    fetchOrder: (orderId) => call('GET', `/orders/${encodeURIComponent(orderId)}`, RazorpayOrderSchema),
    fetchPayment: (paymentId) => call('GET', `/payments/${encodeURIComponent(paymentId)}`, RazorpayPaymentSchema),
    fetchOrderPayments: async (orderId) => (await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`, RazorpayPaymentListSchema)).items,
    createRefund: (input) =>
      call(
        'POST',
        `/payments/${encodeURIComponent(input.paymentId)}/refund`,
        RazorpayRefundSchema,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes },
        { 'x-refund-idempotency': input.idempotencyKey },
      ),
  };
}

/** "/orders/order_X/payments" → "/orders/:id/payments": ids stay out of messages. */
function templateOf(path: string): string {
  return path.replace(/^\/(orders|payments)\/[^/]+/, '/$1/:id');
}
