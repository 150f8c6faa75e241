import { Router } from 'express';
import { type Kysely } from 'kysely';
import { UpgradeRequestSchema } from 'shared-types/api';
import { assertOwnUserId, requireCaller } from '../auth/requestAuth';
import { type Database } from '../db/schema';
import { validateRequest } from '../http/validateRequest';
import { type PaymentGateway } from '../services/paymentGateway';
import { upgradeSubscription } from '../services/subscriptions';

/** POST /api/subscription/upgrade: only for the signed-in caller; the price comes from the server. */
export function subscriptionRouter(deps: { db: Kysely<Database>; gateway: PaymentGateway; now: () => Date }): Router {
  const router = Router();
  router.post('/api/subscription/upgrade', async (req, res) => {
    const caller = requireCaller(req);
    const body = validateRequest(UpgradeRequestSchema, req.body);
    assertOwnUserId(caller, body.user_id);
    res.json(await upgradeSubscription(deps.db, deps.gateway, { userId: caller.userId, plan: body.subscription_tier, now: deps.now() }));
  });
  return router;
}
