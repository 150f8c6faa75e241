import request from 'supertest';
import { AccessSummarySchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { paymentApiForBlock } from '../services/payments/testing/paymentApi';
import { TEST_COMPANIES } from '../testing/signedInApi';

const DAY = 24 * 60 * 60_000;

/** docs/product-rules.md, 'Refunds': what the money bought goes with the money; what a free account would have had stays. */
describe.each(testDatabases())('refunds and the companies they bought, on $name', (engine) => {
  const t = paymentApiForBlock(engine); // FREE_COMPANY_LIMIT is 5 (createSignedInApi)
  const research = (cookie: string, company: { id: string; name: string }) =>
    request(t.setup.api.app).post('/api/company/search').set('Cookie', cookie).send({ company_name: company.name, company_id: company.id });
  const summary = async (cookie: string, userId: string) =>
    AccessSummarySchema.parse((await request(t.setup.api.app).get(`/api/company/access-summary/${userId}`).set('Cookie', cookie).expect(200)).body);

  /** A buyer who opened `free` companies, bought `plan`, then opened `premium` more. */
  async function buyerWithCompanies(offset: number, free: number, premium: number) {
    const buyer = await t.signIn();
    const companies = TEST_COMPANIES.slice(offset, offset + free + premium);
    for (const company of companies.slice(0, free)) await research(buyer.cookie, company).expect(200);
    const { payment, checkout } = t.fake.pay(await t.orderId(buyer.cookie, '3_months'));
    await t.verify(buyer.cookie, checkout!).expect(200);
    for (const company of companies.slice(free)) await research(buyer.cookie, company).expect(200);
    return { ...buyer, payment, companies };
  }

  it('closes, on a full refund, the companies first opened with the plan beyond the free limit, first opened staying', async () => {
    const { cookie, userId, payment, companies } = await buyerWithCompanies(0, 2, 6);
    t.fake.store.refund(payment.id);
    await t.deliver(t.fake.webhook('refund.processed', payment.id)).expect(200);

    const after = await summary(cookie, userId);
    expect(after.is_premium).toBe(false);
    expect(after.companies?.map((company) => company.id)).toEqual(companies.slice(0, 5).map((company) => company.id));
    expect(after.access_count).toBe(5);
    await research(cookie, companies[1]!).expect(200); // kept: re-opening is free
    expect((await research(cookie, companies[6]!).expect(403)).body).toMatchObject({ error: 'access_limit_reached', can_access: false });
  });

  it('takes a partial refund off the end of the plan, and closes nothing opened before the stretch it takes back', async () => {
    const { cookie, userId, payment, companies } = await buyerWithCompanies(10, 1, 6);
    const [plan] = await t.subscriptionsOf(userId);
    const length = plan!.ends_at.getTime() - plan!.starts_at.getTime();
    t.fake.store.refund(payment.id, payment.amount / 2);
    const half = t.fake.webhook('refund.processed', payment.id);
    await t.deliver(half).expect(200);

    const [shortened] = await t.subscriptionsOf(userId);
    expect(shortened!.ends_at.getTime()).toBe(plan!.starts_at.getTime() + length / 2);
    expect((await t.premiumUntil(userId))!.getTime()).toBe(shortened!.ends_at.getTime());
    expect(length / 2).toBeGreaterThan(40 * DAY);
    expect((await summary(cookie, userId)).companies).toHaveLength(7); // all opened in the half that stays
    expect((await t.paymentsOf(userId))[0]).toMatchObject({ status: 'paid', refunded_paise: payment.amount / 2 });

    // Redelivered, it takes nothing more; the rest refunded, the plan goes, and the companies with it.
    await t.deliver(half).expect(200);
    expect((await t.subscriptionsOf(userId))[0]!.ends_at.getTime()).toBe(shortened!.ends_at.getTime());
    t.fake.store.refund(payment.id);
    await t.deliver(t.fake.webhook('refund.processed', payment.id)).expect(200);
    const after = await summary(cookie, userId);
    expect(after.is_premium).toBe(false);
    expect(after.companies?.map((company) => company.id)).toEqual(companies.slice(0, 5).map((company) => company.id));
    expect((await t.paymentsOf(userId))[0]).toMatchObject({ status: 'refunded', refunded_paise: payment.amount });
  });
});
