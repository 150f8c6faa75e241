import { sql } from 'kysely';
import request from 'supertest';
import { DEFAULT_PREFERENCES, STANDARD_PILLAR_WEIGHTS, STANDARD_PILLAR_WEIGHTS_BY_ID } from 'shared-types/api';
import { VALUE_WEIGHTS_BY_ID, VALUE_WEIGHTS_BY_V1_NAME } from 'shared-types/testing';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

let emailSeq = 0;
const freshEmail = () => `prefs${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('account preferences on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  // `query` '?weights=ids': a client that reads weights by pillar id; none: one built before ids.
  const get = (cookie: string, query = '') => request(setup.api.app).get(`/api/account/preferences${query}`).set('Cookie', cookie);
  const put = (cookie: string, body: unknown, query = '') =>
    request(setup.api.app)
      .put(`/api/account/preferences${query}`)
      .set('Cookie', cookie)
      .send(body as object);
  const storedWeights = async (userId: string) =>
    (await setup.database.db.selectFrom('user_preferences').select('weights').where('user_id', '=', userId).executeTakeFirstOrThrow()).weights;

  it('answers the defaults for a user who never chose', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const res = await get(cookie).expect(200);
    expect(res.body).toEqual(DEFAULT_PREFERENCES);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores a lens and weights, and answers them from then on', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await put(cookie, { lens: 'graham', weights: VALUE_WEIGHTS_BY_V1_NAME }).expect(200, { lens: 'graham', weights: VALUE_WEIGHTS_BY_V1_NAME });
    await expect(get(cookie).then((r) => r.body as unknown)).resolves.toEqual({ lens: 'graham', weights: VALUE_WEIGHTS_BY_V1_NAME });
    // Back to the standard weights, another lens.
    await put(cookie, { lens: 'piotroski', weights: null }).expect(200);
    await expect(get(cookie).then((r) => r.body as unknown)).resolves.toEqual({ lens: 'piotroski', weights: null });
  });

  it('stores weights by pillar id, and answers ids to a client that asks for them', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await put(cookie, { lens: 'graham', weights: VALUE_WEIGHTS_BY_ID }, '?weights=ids').expect(200, { lens: 'graham', weights: VALUE_WEIGHTS_BY_ID });
    expect(await storedWeights(userId)).toEqual(VALUE_WEIGHTS_BY_ID);
    await expect(get(cookie, '?weights=ids').then((r) => r.body as unknown)).resolves.toEqual({ lens: 'graham', weights: VALUE_WEIGHTS_BY_ID });
    // A shell built before ids, in another tab, still reads the names it knows.
    await expect(get(cookie).then((r) => r.body as unknown)).resolves.toEqual({ lens: 'graham', weights: VALUE_WEIGHTS_BY_V1_NAME });
  });

  it('takes weights by v1 name from an older client, stores them by id, and answers it in names', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await put(cookie, { lens: 'lynch', weights: VALUE_WEIGHTS_BY_V1_NAME }).expect(200, { lens: 'lynch', weights: VALUE_WEIGHTS_BY_V1_NAME });
    expect(await storedWeights(userId)).toEqual(VALUE_WEIGHTS_BY_ID);
    await expect(get(cookie, '?weights=ids').then((r) => r.body as unknown)).resolves.toEqual({ lens: 'lynch', weights: VALUE_WEIGHTS_BY_ID });
  });

  it('reads a row an API from before ids stored by name (a rolling deploy) as ids', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await sql`insert into user_preferences (user_id, lens, weights) values (${userId}, 'buffett', ${JSON.stringify(VALUE_WEIGHTS_BY_V1_NAME)}::jsonb)`.execute(
      setup.database.db,
    );
    await expect(get(cookie, '?weights=ids').then((r) => r.body as unknown)).resolves.toEqual({ lens: 'buffett', weights: VALUE_WEIGHTS_BY_ID });
  });

  it('keeps the lens of a row whose weights it cannot read, and answers the standard weights', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await sql`insert into user_preferences (user_id, lens, weights) values (${userId}, 'piotroski', '{"Momentum": 100}'::jsonb)`.execute(setup.database.db);
    await expect(get(cookie, '?weights=ids').then((r) => r.body as unknown)).resolves.toEqual({ lens: 'piotroski', weights: null });
  });

  it("keeps each user's preferences to themselves", async () => {
    const first = await setup.api.signIn(freshEmail());
    const second = await setup.api.signIn(freshEmail());
    await put(first.cookie, { lens: 'lynch', weights: null }).expect(200);
    await expect(get(second.cookie).then((r) => r.body as unknown)).resolves.toEqual(DEFAULT_PREFERENCES);
  });

  it.each([
    ['an unknown lens', { lens: 'soros', weights: null }, 'lens must be one of: standard, graham, buffett, lynch, greenblatt, piotroski'],
    ['a missing lens', { weights: null }, 'lens must be one of'],
    [
      'weights that do not add up to 100',
      { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS, Valuation: 20 } },
      'the six pillar weights must add up to 100',
    ],
    ['a negative weight', { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS, Growth: -5, Valuation: 40 } }, 'weights.Growth: must be 0 or more'],
    ['a pillar missing', { lens: 'standard', weights: { 'Business quality': 100 } }, 'weights.Growth is required'],
    ['an unknown pillar', { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS, Momentum: 0 } }, 'Unknown field: Momentum'],
    ['a weight that is text', { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS, Growth: '20' } }, 'weights.Growth must be a number (got a string)'],
    ['an extra field', { lens: 'standard', weights: null, theme: 'dark' }, 'Unknown field: theme'],
    [
      'a negative weight by id',
      { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS_BY_ID, growth: -5, valuation: 40 } },
      'weights.growth: must be 0 or more',
    ],
    ['an unknown pillar beside ids', { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS_BY_ID, momentum: 0 } }, 'Unknown field: momentum'],
    ['a pillar id missing', { lens: 'standard', weights: { business_quality: 100 } }, 'weights.growth is required'],
    [
      'ids and v1 names mixed',
      { lens: 'standard', weights: { ...STANDARD_PILLAR_WEIGHTS_BY_ID, growth: undefined, Growth: 20 } },
      'weights mix pillar ids (business_quality, financial_strength, earnings_quality, management_credibility, valuation) with v1 pillar names (Growth)',
    ],
  ])('refuses %s with a 400 naming the field, and keeps what was stored', async (_what, body, message) => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await put(cookie, { lens: 'buffett', weights: null }).expect(200);
    const res = await put(cookie, body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    await expect(get(cookie).then((r) => r.body as unknown)).resolves.toEqual({ lens: 'buffett', weights: null });
  });

  it('refuses a query it does not know with a 400 naming it', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    const res = await get(cookie, '?weights=names').expect(400);
    expect(res.body.message).toContain('weights must be one of: ids');
  });

  it('asks who is calling: no session, no preferences', async () => {
    await request(setup.api.app).get('/api/account/preferences').expect(401);
    await request(setup.api.app).put('/api/account/preferences').send({ lens: 'graham', weights: null }).expect(401);
  });

  it('answers unknown_user, not a database error, when the account is deleted while a request is under way', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await get(cookie).expect(200); // the session is now memoised for a few seconds
    // The deletion commits after this request was authenticated: its write refers to a user row that is gone.
    await setup.database.db.deleteFrom('users').where('id', '=', userId).execute();
    const res = await put(cookie, { lens: 'graham', weights: null });
    expect([401, 404]).toContain(res.status); // 401 once the memo has expired, as on a slow machine
    if (res.status === 404) expect(res.body).toEqual({ error: 'unknown_user', message: 'Your account could not be found. Please sign in again.' });
  });

  it('are in the account export by pillar id, as stored, and go with the account', async () => {
    const { cookie, userId } = await setup.api.signIn(freshEmail());
    await put(cookie, { lens: 'greenblatt', weights: VALUE_WEIGHTS_BY_V1_NAME }).expect(200);
    const exported = await request(setup.api.app).post('/api/account/export').set('Cookie', cookie).send({}).expect(200);
    expect(exported.body.preferences).toEqual({ lens: 'greenblatt', weights: VALUE_WEIGHTS_BY_ID });
    await request(setup.api.app).delete('/api/account').set('Cookie', cookie).send({ confirm: 'DELETE' }).expect(200);
    const left = await setup.database.db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).execute();
    expect(left).toEqual([]);
  });
});
