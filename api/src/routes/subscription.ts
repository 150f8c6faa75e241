import { Router } from 'express';
import { type Kysely } from 'kysely';
import { PLANS, UpgradeRequestSchema, type PlansResponse } from 'shared-types/api';
import { assertOwnUserId, requireCaller } from '../http/requestAuth';
import { type Database } from '../db/schema';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { recordFailure, requestOrigin } from '../services/audit';
import { type PaymentGateway } from '../services/paymentGateway';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { upgradeSubscription } from '../services/subscriptions';

/**
 * GET /api/subscription/plans: public, so the dialog can show prices and the
 * test-mode notice before anyone pays.
 * POST /api/subscription/upgrade: only for the signed-in caller; the price comes from the server.
 */
export function subscriptionRouter(deps: { db: Kysely<Database>; gateway: PaymentGateway; now: () => Date; logger?: Logger; bus?: InvalidationBus }): Router {
  const router = Router();
  router.get('/api/subscription/plans', (_req, res) => {
    const body: PlansResponse = { plans: PLANS, test_mode: deps.gateway.testMode };
    res.json(body);
  });
  router.post('/api/subscription/upgrade', async (req, res) => {
    const caller = requireCaller(req);
    const origin = requestOrigin(req);
    try {
      const body = validateRequest(UpgradeRequestSchema, req.body);
      assertOwnUserId(caller, body.user_id);
      res.json(await upgradeSubscription(deps.db, deps.gateway, { userId: caller.userId, plan: body.subscription_tier, now: deps.now(), origin }, deps.bus));
    } catch (error) {
      // The upgrade's transaction rolled back; its failure is recorded on its own.
      await recordFailure(deps.db, { action: 'subscription.upgrade', userId: caller.userId, origin }, error, deps.logger);
      throw error;
    }
  });
  return router;
}
