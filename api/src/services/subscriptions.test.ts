import { testDatabases, OPEN_TIMEOUT_MS, type TestDatabase } from '../db/testing/testDatabases';
import { NO_ORIGIN } from './audit';
import { createTestModeGateway } from './paymentGateway';
import { upgradeSubscription } from './subscriptions';

const USER = '11111111-2222-4333-8444-555555555555';

describe.each(testDatabases())('subscriptions on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
    await database.db.insertInto('users').values({ id: USER, email: 'buyer@example.test', full_name: 'Buyer', picture_url: null }).execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('grants 3 months for ₹999 in test mode, then extends an active plan by a year for ₹2999', async () => {
    const gateway = createTestModeGateway();
    const first = await upgradeSubscription(database.db, gateway, { userId: USER, plan: '3_months', now: new Date('2026-01-31T10:00:00Z'), origin: NO_ORIGIN });
    expect(first).toMatchObject({
      success: true,
      test_mode: true,
      subscription: { tier: '3_months', amount_inr: 999, starts_at: '2026-01-31T10:00:00.000Z', ends_at: '2026-04-30T10:00:00.000Z' },
    });
    expect(first.message).toBe('3 Months Premium is active until 30 Apr 2026. Test mode: no real payment was taken.');

    const second = await upgradeSubscription(database.db, gateway, { userId: USER, plan: '1_year', now: new Date('2026-02-10T00:00:00Z'), origin: NO_ORIGIN });
    expect(second.subscription).toMatchObject({ amount_inr: 2999, starts_at: '2026-04-30T10:00:00.000Z', ends_at: '2027-04-30T10:00:00.000Z' });

    const user = await database.db.selectFrom('users').select('premium_until').where('id', '=', USER).executeTakeFirstOrThrow();
    expect(user.premium_until?.toISOString()).toBe('2027-04-30T10:00:00.000Z');
    const rows = await database.db.selectFrom('subscriptions').select(['is_test', 'payment_reference']).where('user_id', '=', USER).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.is_test && r.payment_reference.startsWith('test_'))).toBe(true);
  });

  it('starts a lapsed plan from now, and refuses an unknown user', async () => {
    const result = await upgradeSubscription(database.db, createTestModeGateway(), {
      userId: USER,
      plan: '3_months',
      now: new Date('2028-01-01T00:00:00Z'),
      origin: NO_ORIGIN,
    });
    expect(result.subscription.starts_at).toBe('2028-01-01T00:00:00.000Z');
    await expect(
      upgradeSubscription(database.db, createTestModeGateway(), {
        userId: '99999999-2222-4333-8444-555555555555',
        plan: '1_year',
        now: new Date(),
        origin: NO_ORIGIN,
      }),
    ).rejects.toMatchObject({ kind: 'not_found', code: 'unknown_user' });
  });

  it('names the end day as it falls in India, not in UTC', async () => {
    const other = '22222222-2222-4333-8444-555555555555';
    await database.db.insertInto('users').values({ id: other, email: 'late@example.test', full_name: null, picture_url: null }).execute();
    // 20:00 UTC on 30 April is 01:30 on 1 May in India.
    const result = await upgradeSubscription(database.db, createTestModeGateway(), {
      userId: other,
      plan: '3_months',
      now: new Date('2026-01-31T20:00:00Z'),
      origin: NO_ORIGIN,
    });
    expect(result.subscription.ends_at).toBe('2026-04-30T20:00:00.000Z');
    expect(result.message).toBe('3 Months Premium is active until 1 May 2026. Test mode: no real payment was taken.');
  });
});
