import express from 'express';
import { PLANS, PlansResponseSchema } from 'shared-types/api';
import request from 'supertest';
import { errorHandler } from '../http/errors';
import { testDatabases } from '../db/testing/testDatabases';
import { type PaymentGateway } from '../services/paymentGateway';
import { signedInApiForBlock } from '../testing/signedInApi';
import { subscriptionRouter } from './subscription';

/** A stand-in for the real gateway: only its mode matters to the plans route. */
const liveGateway: PaymentGateway = {
  testMode: false,
  charge: () => Promise.reject(new Error('no payment is taken in this test')),
};

describe.each(testDatabases())('GET /api/subscription/plans on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });

  it('lists both plans with their prices and features, says the embedded gateway takes no real payment and, without a GSTIN, no GST', async () => {
    const res = await request(setup.api.app).get('/api/subscription/plans').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = PlansResponseSchema.parse(res.body);
    expect(body).toEqual({ plans: PLANS, test_mode: true, gst_included: false });
    expect(body.plans['3_months']).toMatchObject({ name: '3 Months Premium', priceInr: 999, defaultSelection: true });
    expect(body.plans['1_year']).toMatchObject({ name: '1 Year Premium', priceInr: 2999, mostPopular: true });
    expect(body.plans['1_year'].features).toContain('Exclusive reports');
  });

  it('needs no sign-in: anonymous callers and stale cookies both get the plans', async () => {
    await request(setup.api.app).get('/api/subscription/plans').expect(200);
    await request(setup.api.app).get('/api/subscription/plans').set('Cookie', '__Host-sid=expired-or-made-up').expect(200);
    // The upgrade next to it still needs a caller.
    await request(setup.api.app).post('/api/subscription/upgrade').send({ subscription_tier: '3_months' }).expect(401);
  });

  it('reports test_mode false when a real gateway is configured', async () => {
    const app = express()
      .use(subscriptionRouter({ db: setup.database.db, gateway: liveGateway, now: () => new Date() }))
      .use(errorHandler);
    const res = await request(app).get('/api/subscription/plans').expect(200);
    expect(PlansResponseSchema.parse(res.body).test_mode).toBe(false);
  });
});

describe.each(testDatabases())('with Razorpay keys and a GSTIN configured, on $name', (engine) => {
  const setup = signedInApiForBlock(engine, {
    RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000',
    RAZORPAY_KEY_ID: 'rzp_test_0000000000abcd',
    RAZORPAY_KEY_SECRET: 'test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
    GSTIN: '27AAPFU0939F1ZV',
  });

  it('says the prices include GST', async () => {
    const plans = await request(setup.api.app).get('/api/subscription/plans').expect(200);
    expect(PlansResponseSchema.parse(plans.body)).toMatchObject({ test_mode: false, gst_included: true });
  });

  it('reports test_mode false and grants nothing through the direct upgrade', async () => {
    const plans = await request(setup.api.app).get('/api/subscription/plans').expect(200);
    expect(PlansResponseSchema.parse(plans.body).test_mode).toBe(false);
    const { cookie, userId } = await setup.api.signIn('payer@example.com');
    const refused = await request(setup.api.app).post('/api/subscription/upgrade').set('Cookie', cookie).send({ subscription_tier: '1_year' }).expect(409);
    expect(refused.body).toMatchObject({ error: 'use_order_flow' });
    const summary = await request(setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200);
    expect(summary.body).toMatchObject({ is_premium: false });
  });
});
