import { Router } from 'express';
import { CancelPremiumRequestSchema } from 'shared-types/api';
import { requireCaller } from '../http/requestAuth';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { createRazorpayClient, type RazorpayClient } from '../payments/razorpayClient';
import { type PaymentSettings } from '../payments/razorpaySettings';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { cancellationQuote, cancelPremium, type CancellationDeps } from '../services/payments/cancelPremium';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { auditedRoute } from './auditedRoute';

export interface PremiumCancellationRouteDeps {
  db: ServiceDatabase;
  settings: PaymentSettings;
  freeLimit: number;
  now: () => Date;
  logger?: Logger;
  bus?: Pick<InvalidationBus, 'publish'>;
  /** Defaults to one over settings when Razorpay is configured. */
  razorpay?: RazorpayClient;
}

/**
 * GET /api/account/premium/cancellation (the quote) and POST
 * /api/account/premium/cancel (docs/payments.md, 'Cancelling'): the caller's
 * own premium only. Refusals are audited as 'premium.cancel'.
 */
export function premiumCancellationRouter(deps: PremiumCancellationRouteDeps): Router {
  const router = Router();
  const settings = deps.settings;
  const service: CancellationDeps = {
    db: deps.db,
    razorpay: deps.razorpay ?? (settings.mode === 'razorpay' ? createRazorpayClient(settings) : undefined),
    gstin: settings.gstin,
    freeLimit: deps.freeLimit,
    logger: deps.logger,
    bus: deps.bus,
  };
  router.get('/api/account/premium/cancellation', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await cancellationQuote(service, { userId: caller.userId, now: deps.now() }));
  });
  router.post(
    '/api/account/premium/cancel',
    auditedRoute(deps, 'premium.cancel', async (req, { caller, origin }) => {
      validateRequest(CancelPremiumRequestSchema, req.body ?? {});
      return cancelPremium(service, { userId: caller.userId, now: deps.now(), origin });
    }),
  );
  return router;
}
