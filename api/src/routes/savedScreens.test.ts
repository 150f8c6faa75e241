import request from 'supertest';
import { FREE_SAVED_SCREENS, SavedScreenSchema, SavedScreensSchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { makePremiumForADay, signedInApiForBlock } from '../testing/signedInApi';

let serial = 0;
const email = (label: string) => `screens-${label}-${Date.now()}-${++serial}@example.test`;

describe.each(testDatabases())('saved screens on $name', (engine) => {
  const setup = signedInApiForBlock(engine);
  const app = () => setup.api.app;
  const save = (cookie: string, body: object) => request(app()).post('/api/screens').set('Cookie', cookie).send(body);
  const list = async (cookie: string) => SavedScreensSchema.parse((await request(app()).get('/api/screens').set('Cookie', cookie).expect(200)).body);

  it('saves, lists newest first with the free limit, and deletes', async () => {
    const { cookie } = await setup.api.signIn(email('crud'));
    expect(await list(cookie)).toEqual({ screens: [], limit: FREE_SAVED_SCREENS });
    const first = await save(cookie, { name: '  Quality  ', query: 'ROCE > 20% AND P/E < 30' }).expect(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const quality = SavedScreenSchema.parse(first.body);
    expect(quality).toMatchObject({ name: 'Quality', query: 'ROCE > 20% AND P/E < 30' });
    setup.api.advance(1000);
    const cheap = SavedScreenSchema.parse((await save(cookie, { name: 'Cheap', query: 'P/E < 10' }).expect(201)).body);
    const listed = await request(app()).get('/api/screens').set('Cookie', cookie).expect(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(SavedScreensSchema.parse(listed.body).screens.map((s) => s.name)).toEqual(['Cheap', 'Quality']);

    await request(app()).delete(`/api/screens/${quality.id}`).set('Cookie', cookie).expect(204);
    expect((await list(cookie)).screens).toEqual([cheap]);
    await request(app()).delete(`/api/screens/${quality.id}`).set('Cookie', cookie).expect(404);
  });

  it('refuses a free user a fourth screen with 403 saved_screen_limit; a premium user keeps more', async () => {
    const { cookie, userId } = await setup.api.signIn(email('limit'));
    for (let i = 1; i <= FREE_SAVED_SCREENS; i++) await save(cookie, { name: `Screen ${i}`, query: `ROCE > ${i}` }).expect(201);
    const refused = await save(cookie, { name: 'Screen 4', query: 'ROCE > 4' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'saved_screen_limit', error: 'saved_screen_limit', limit: FREE_SAVED_SCREENS });

    await makePremiumForADay(setup.database, userId);
    await save(cookie, { name: 'Screen 4', query: 'ROCE > 4' }).expect(201);
    await save(cookie, { name: 'Screen 5', query: 'ROCE > 5' }).expect(201);
    const mine = await list(cookie);
    expect(mine.limit).toBeNull();
    expect(mine.screens).toHaveLength(5);
  });

  it('lets exactly one of two parallel saves at the limit through', async () => {
    const { cookie, userId } = await setup.api.signIn(email('race'));
    for (let i = 1; i < FREE_SAVED_SCREENS; i++) await save(cookie, { name: `Screen ${i}`, query: 'ROCE > 1' }).expect(201);
    const answers = await Promise.all([save(cookie, { name: 'Left', query: 'ROCE > 2' }), save(cookie, { name: 'Right', query: 'ROCE > 3' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    const stored = await setup.database.db.selectFrom('saved_screens').select('id').where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(FREE_SAVED_SCREENS);
  });

  it('answers 409 screen_name_taken for a name already used, whatever its case', async () => {
    const { cookie } = await setup.api.signIn(email('dup'));
    await save(cookie, { name: 'Value picks', query: 'P/E < 15' }).expect(201);
    const taken = await save(cookie, { name: 'VALUE PICKS ', query: 'P/B < 1' }).expect(409);
    expect(taken.body).toMatchObject({ code: 'screen_name_taken' });
  });

  it('answers 400 invalid_query where the parser stops, with its suggestion', async () => {
    const { cookie } = await setup.api.signIn(email('query'));
    const bad = await save(cookie, { name: 'Typo', query: 'ROEC > 20' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'invalid_query', column: 1, length: 4, suggestion: 'ROCE' });
    expect((await list(cookie)).screens).toEqual([]);
  });

  it('answers 400 invalid_screen for unknown keys, a blank or long name, or a missing query', async () => {
    const { cookie } = await setup.api.signIn(email('body'));
    for (const body of [
      { name: 'A', query: 'ROCE > 1', user_id: 'someone' },
      { name: '   ', query: 'ROCE > 1' },
      { name: 'x'.repeat(81), query: 'ROCE > 1' },
      { name: 'No query' },
    ]) {
      expect((await save(cookie, body).expect(400)).body).toMatchObject({ code: 'invalid_screen', error: 'invalid_screen' });
    }
  });

  it("answers 404 screen_not_found for another user's screen and for ids that are not screens, deleting nothing", async () => {
    const owner = await setup.api.signIn(email('owner'));
    const other = await setup.api.signIn(email('other'));
    const mine = SavedScreenSchema.parse((await save(owner.cookie, { name: 'Mine', query: 'ROCE > 1' }).expect(201)).body);
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await request(app()).delete(`/api/screens/${id}`).set('Cookie', other.cookie).expect(404);
      expect(res.body).toMatchObject({ code: 'screen_not_found' });
    }
    expect((await list(owner.cookie)).screens).toEqual([mine]);
    expect((await list(other.cookie)).screens).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    await request(app()).get('/api/screens').expect(401);
    await request(app()).post('/api/screens').send({ name: 'A', query: 'ROCE > 1' }).expect(401);
    await request(app()).delete('/api/screens/00000000-0000-4000-8000-000000000000').expect(401);
  });
});
