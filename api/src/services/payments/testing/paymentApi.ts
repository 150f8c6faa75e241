import { OrderResponseSchema, type OrderResponse, type PlanId } from 'shared-types/api';
import request from 'supertest';
import { type TestEngine } from '../../../db/testing/testDatabases';
import { startFakeRazorpay, type FakeRazorpay } from '../../../payments/testing/fakeRazorpay';
import { type FakeWebhookDelivery } from '../../../payments/testing/fakeWebhooks';
import { signedInApiForBlock } from '../../../testing/signedInApi';

let emailSeq = 0;

/**
 * For a describe block: the full API over `engine`, pointed at a fake Razorpay
 * started first, with helpers for the purchase flow and what it leaves behind.
 */
export function paymentApiForBlock(engine: TestEngine, env: NodeJS.ProcessEnv = {}) {
  const config: NodeJS.ProcessEnv = { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000', PAYMENT_RATE_LIMIT_PER_HOUR: '1000', ...env };
  const holder = {} as { fake: FakeRazorpay };
  // Before signedInApiForBlock's hook, which reads `config` when it builds the app.
  beforeAll(async () => {
    holder.fake = await startFakeRazorpay();
    Object.assign(config, holder.fake.env);
  });
  afterAll(() => holder.fake.close());
  const setup = signedInApiForBlock(engine, config);
  const app = () => setup.api.app;
  const db = () => setup.database.db;

  return {
    setup,
    get fake() {
      return holder.fake;
    },
    signIn: (name = 'Priya Payer') => setup.api.signIn(`payer${++emailSeq}-${Date.now()}@example.test`, name),
    order: (cookie: string, plan: PlanId = '3_months', extra: object = {}) =>
      request(app())
        .post('/api/subscription/order')
        .set('Cookie', cookie)
        .send({ subscription_tier: plan, ...extra }),
    async orderId(cookie: string, plan: PlanId = '3_months'): Promise<string> {
      const res = await request(app()).post('/api/subscription/order').set('Cookie', cookie).send({ subscription_tier: plan }).expect(200);
      return (OrderResponseSchema.parse(res.body) as OrderResponse).order_id;
    },
    verify: (cookie: string, body: object) => request(app()).post('/api/subscription/verify').set('Cookie', cookie).send(body),
    deliver: (delivery: Pick<FakeWebhookDelivery, 'body' | 'headers'>) =>
      // As a string: supertest would serialise a Buffer sent as application/json into {"type":"Buffer",…}.
      request(app()).post('/api/payments/razorpay/webhook').set(delivery.headers).send(delivery.body.toString('utf8')),
    async premiumUntil(userId: string): Promise<Date | null> {
      return (await db().selectFrom('users').select('premium_until').where('id', '=', userId).executeTakeFirstOrThrow()).premium_until;
    },
    paymentsOf: (userId: string) => db().selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    subscriptionsOf: (userId: string) => db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('starts_at').execute(),
    /** Audit rows of one action, for a user or (null) for anonymous callers such as Razorpay. */
    audits: (action: string, userId: string | null) =>
      db()
        .selectFrom('audit_events')
        .select(['outcome', 'reason', 'target'])
        .where('action', '=', action)
        .where('actor_user_id', userId === null ? 'is' : '=', userId)
        .orderBy('id')
        .execute(),
  };
}
