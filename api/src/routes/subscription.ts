import { Router } from 'express';
import { PLANS, UpgradeRequestSchema, type PlansResponse } from 'shared-types/api';
import { auditedRoute } from './auditedRoute';
import { assertOwnUserId } from '../http/requestAuth';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { type PaymentGateway } from '../services/paymentGateway';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { upgradeSubscription } from '../services/subscriptions';

/**
 * GET /api/subscription/plans: public, so the dialog can show prices and the
 * test-mode notice before anyone pays.
 * POST /api/subscription/upgrade: only for the signed-in caller; the price comes from the server.
 */
export function subscriptionRouter(deps: {
  db: ServiceDatabase;
  gateway: PaymentGateway;
  now: () => Date;
  logger?: Logger;
  bus?: InvalidationBus;
  /** The seller's GSTIN (config.payments.gstin): with it the dialog says the prices include GST. */
  gstin?: string | undefined;
}): Router {
  const router = Router();
  router.get('/api/subscription/plans', (_req, res) => {
    const body: PlansResponse = { plans: PLANS, test_mode: deps.gateway.testMode, gst_included: deps.gstin !== undefined };
    res.json(body);
  });
  // The upgrade's transaction rolls back on failure; the failure is recorded on its own.
  router.post(
    '/api/subscription/upgrade',
    auditedRoute(deps, 'subscription.upgrade', async (req, { caller, origin }) => {
      const body = validateRequest(UpgradeRequestSchema, req.body);
      assertOwnUserId(caller, body.user_id);
      return upgradeSubscription(deps.db, deps.gateway, { userId: caller.userId, plan: body.subscription_tier, now: deps.now(), origin }, deps.bus);
    }),
  );
  return router;
}
