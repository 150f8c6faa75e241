import { sql } from 'kysely';
import request from 'supertest';
import { COMPARE_MAX_FREE, COMPARE_MAX_PREMIUM, CompareResponseSchema, SCREEN_FIGURES } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { makePremiumForADay, signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

let serial = 0;
const email = (label: string) => `compare-${label}-${Date.now()}-${++serial}@example.test`;

const SERIES = { years: ['FY23', 'FY24'], roce: [18.5, null], sales: [1200, 1350.5], eps: [12, 14.25] };
const [A, B, C, D, E] = TEST_COMPANIES;

describe.each(testDatabases())('GET /api/compare on $name', (engine) => {
  const setup = signedInApiForBlock(engine);
  const compare = (cookie: string, ids: string) => request(setup.api.app).get('/api/compare').query({ ids }).set('Cookie', cookie);
  const accessRows = async () =>
    Number(
      (
        await setup.database.db
          .selectFrom('company_access')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    const rows: Array<[string, number, string | null, string | null]> = [
      [A!.id, 22.5, 'Banks', JSON.stringify(SERIES)],
      [B!.id, 9, null, null],
      [C!.id, 15, 'IT', '{"years": ["FY24"], "roce": "oops"'],
      [D!.id, 30, 'Auto', '{"years": ["FY24"], "roce": [1], "sales": [2]}'],
    ];
    for (const [id, roce, sector, series] of rows) {
      await sql`insert into company_figures (company_id, analysis_key, updated_at, roce, sector, has_data, series)
        values (${id}, 'k', now(), ${roce}, ${sector}, true, ${series})`.execute(setup.database.db);
    }
  });

  it('answers the companies in the order asked with every figure and the parsed series, recording no access', async () => {
    const { cookie } = await setup.api.signIn(email('order'));
    const before = await accessRows();
    const res = await compare(cookie, `${B!.id},${A!.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = CompareResponseSchema.parse(res.body);
    expect(body.limit).toBe(COMPARE_MAX_FREE);
    expect(body.companies.map((c) => [c.company_id, c.code, c.name])).toEqual([
      [B!.id, B!.code, B!.name],
      [A!.id, A!.code, A!.name],
    ]);
    const [b, a] = body.companies;
    expect(Object.keys(a!.values).sort()).toEqual(SCREEN_FIGURES.map((f) => f.id).sort());
    expect(a!.values).toMatchObject({ roce: 22.5, sector: 'Banks', has_data: true, pe: null });
    expect(a!.series).toEqual(SERIES);
    expect(b!.values).toMatchObject({ roce: 9, sector: null });
    expect(b!.series).toBeNull();
    expect(await accessRows()).toBe(before);
  });

  it('reads a malformed or incomplete stored series as null', async () => {
    const { cookie, userId } = await setup.api.signIn(email('series'));
    await makePremiumForADay(setup.database, userId);
    const body = CompareResponseSchema.parse((await compare(cookie, `${C!.id},${D!.id}`).expect(200)).body);
    expect(body.companies.map((c) => c.series)).toEqual([null, null]);
  });

  it('refuses a free user 3 companies with 403 compare_limit; a premium user compares 3 and 4', async () => {
    const { cookie, userId } = await setup.api.signIn(email('limit'));
    const three = `${A!.id},${B!.id},${C!.id}`;
    expect((await compare(cookie, three).expect(403)).body).toMatchObject({ code: 'compare_limit', limit: COMPARE_MAX_FREE });
    await makePremiumForADay(setup.database, userId);
    expect(CompareResponseSchema.parse((await compare(cookie, three).expect(200)).body).limit).toBe(COMPARE_MAX_PREMIUM);
    const four = CompareResponseSchema.parse((await compare(cookie, `${D!.id},${C!.id},${B!.id},${A!.id}`).expect(200)).body);
    expect(four.companies.map((c) => c.company_id)).toEqual([D!.id, C!.id, B!.id, A!.id]);
  });

  it('answers 400 invalid_compare for 5 ids, repeats, one id, empty or long ids', async () => {
    const { cookie, userId } = await setup.api.signIn(email('invalid'));
    await makePremiumForADay(setup.database, userId);
    for (const ids of [`${A!.id},${B!.id},${C!.id},${D!.id},${E!.id}`, `${A!.id},${A!.id}`, A!.id, `${A!.id},,${B!.id}`, `${A!.id},${'x'.repeat(65)}`]) {
      expect((await compare(cookie, ids).expect(400)).body).toMatchObject({ code: 'invalid_compare' });
    }
    await request(setup.api.app).get('/api/compare').set('Cookie', cookie).expect(400);
  });

  it('answers 404 company_not_found naming an id without figures', async () => {
    const { cookie } = await setup.api.signIn(email('missing'));
    for (const missing of ['demo:nope', E!.id]) {
      const res = await compare(cookie, `${A!.id},${missing}`).expect(404);
      expect(res.body).toMatchObject({ code: 'company_not_found', company_id: missing });
    }
  });

  it('answers 401 when signed out', async () => {
    await request(setup.api.app)
      .get('/api/compare')
      .query({ ids: `${A!.id},${B!.id}` })
      .expect(401);
  });

  // Last: it gives two companies a P/E and a kind, which the cases above read as unknown.
  it("answers the figures screens compute as they run: earnings yield, and the magic formula's rank over the whole universe", async () => {
    await sql`update company_figures set kind = 'industrial', pe = 20 where company_id in (${A!.id}, ${D!.id})`.execute(setup.database.db);
    const { cookie } = await setup.api.signIn(email('computed'));
    const body = CompareResponseSchema.parse((await compare(cookie, `${A!.id},${B!.id}`).expect(200)).body);
    const [a, b] = body.companies;
    expect(a!.values).toMatchObject({ earnings_yield: 5, magic_formula_rank: 3 }); // ROCE rank 2 (D's 30 first) + yield rank 1 (tied with D)
    expect(b!.values).toMatchObject({ earnings_yield: null, magic_formula_rank: null });
  });
});
