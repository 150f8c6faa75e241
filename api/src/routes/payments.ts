import express, { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { OrderRequestSchema, VerifyPaymentRequestSchema } from 'shared-types/api';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { HttpError } from '../http/httpError';
import { auditedRoute } from './auditedRoute';
import { assertOwnUserId } from '../http/requestAuth';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { createRazorpayClient, type RazorpayClient } from '../payments/razorpayClient';
import { type PaymentSettings } from '../payments/razorpaySettings';
import { failureReason, recordFailure, requestOrigin } from '../services/audit';
import { createAuditThrottle } from '../services/auditThrottle';
import { createOrder, type PaymentServiceDeps } from '../services/payments/createOrder';
import { verifyPayment } from '../services/payments/verifyPayment';
import { handleWebhook } from '../services/payments/webhook';
import { type InvalidationBus } from '../sharedState/invalidationBus';

export interface PaymentRouteDeps {
  db: ServiceDatabase;
  settings: PaymentSettings;
  now: () => Date;
  logger?: Logger;
  bus?: Pick<InvalidationBus, 'publish'>;
  /** Defaults to one over settings (tests may pass their own). */
  razorpay?: RazorpayClient;
}

const USE_DIRECT_UPGRADE = () =>
  new HttpError(409, 'use_direct_upgrade', 'This server takes no real payments (test mode): use POST /api/subscription/upgrade instead.');

/**
 * POST /api/subscription/order and POST /api/subscription/verify: the signed-in
 * caller buys a plan through Razorpay Checkout (docs/payments.md). In test mode
 * both answer 409 use_direct_upgrade. Refusals are audited, then raised.
 */
export function paymentRouter(deps: PaymentRouteDeps): Router {
  const router = Router();
  const settings = deps.settings.mode === 'razorpay' ? deps.settings : undefined;
  const service: PaymentServiceDeps | undefined = settings && {
    db: deps.db,
    settings,
    razorpay: deps.razorpay ?? createRazorpayClient(settings),
  };
  router.post(
    '/api/subscription/order',
    auditedRoute(deps, 'payment.order', async (req, { caller, origin }) => {
      if (service === undefined) throw USE_DIRECT_UPGRADE();
      const body = validateRequest(OrderRequestSchema, req.body);
      assertOwnUserId(caller, body.user_id);
      return createOrder(service, { userId: caller.userId, plan: body.subscription_tier, now: deps.now(), origin });
    }),
  );
  router.post(
    '/api/subscription/verify',
    auditedRoute(deps, 'payment.verify', async (req, { caller, origin }) => {
      if (service === undefined) throw USE_DIRECT_UPGRADE();
      const body = validateRequest(VerifyPaymentRequestSchema, req.body);
      return verifyPayment({ ...service, logger: deps.logger, bus: deps.bus }, { userId: caller.userId, body, now: deps.now(), origin });
    }),
  );
  return router;
}

/** Razorpay's webhook: the raw bytes are what is signed, and Razorpay retries for a day, so the body may be at most 256 kB. */
const WEBHOOK_BODY_LIMIT = '256kb';

/**
 * POST /api/payments/razorpay/webhook: no session; authenticated by its
 * signature over the raw body, so app.ts mounts it before the JSON parser (as
 * the import route) and before the signed-in API. Answers 200 for every
 * verified event, handled or not, and 400 for a bad signature (audited).
 */
export function razorpayWebhookRouter(
  deps: Omit<PaymentRouteDeps, 'razorpay' | 'settings'> & { webhookSecrets: readonly string[]; freeLimit: number },
): Router {
  const router = Router();
  const unsigned = createAuditThrottle(deps.now);
  router.post('/api/payments/razorpay/webhook', express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const origin = requestOrigin(req);
    try {
      const result = await handleWebhook(deps, {
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        signature: req.get('x-razorpay-signature'),
        eventId: req.get('x-razorpay-event-id'),
        origin,
      });
      res.status(200).json({ status: result });
    } catch (error) {
      // A delivery that fails its signature is anybody's: audited once per address (IPv6 by /56, as the
      // rate limits group them) and window, not per request.
      const throttled =
        failureReason(error) === 'bad_signature' ? unsigned.admit(ipKeyGenerator(origin.ip ?? 'unknown')) : { record: true, suppressedBefore: 0 };
      if (throttled.suppressedBefore > 0) {
        deps.logger?.warn(
          { ip: origin.ip, refused: throttled.suppressedBefore },
          'Webhook deliveries with a bad signature were refused without an audit row each',
        );
      }
      if (throttled.record) await recordFailure(deps.db, { action: 'payment.webhook', userId: null, origin }, error, deps.logger);
      throw error;
    }
  });
  return router;
}
