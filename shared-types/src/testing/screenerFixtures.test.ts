import { CompareResponseSchema, SavedScreenSchema, SavedScreensSchema, ScreenResultsSchema } from '../api';
import { STOCKS } from './researchFixtures';
import { screenerHandlers } from './screenerFixtures';
import { server } from './server';

// The standalone page's screener answers (standalone/mockApi.ts) keep to the contract.
const get = async (path: string) => fetch(new URL(path, window.location.origin));
const post = async (body: unknown) =>
  fetch(new URL('/api/screens', window.location.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeEach(() => server.use(...screenerHandlers()));

describe('the screener mock API', () => {
  it("answers a screen with every fixture stock and the query's figures, and refuses a query that does not parse", async () => {
    const answer = ScreenResultsSchema.parse(await (await get('/api/screen?q=ROCE%20%3E%2020%20TOP%205%20BY%20Score')).json());
    expect(answer.figures).toEqual(['roce', 'score']);
    expect(answer.rows.map((row) => row.company_id)).toEqual(STOCKS.map((stock) => stock.id));
    const refused = await get('/api/screen?q=ROEC%20%3E%2020');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_query', column: 1, suggestion: 'ROCE' });
  });

  it('compares fixture stocks with a series each, and says when one is unknown', async () => {
    const answer = CompareResponseSchema.parse(await (await get(`/api/compare?ids=${STOCKS[1]!.id},${STOCKS[0]!.id}`)).json());
    expect(answer.companies.map((company) => company.company_id)).toEqual([STOCKS[1]!.id, STOCKS[0]!.id]);
    expect(answer.companies.every((company) => company.series?.years.length === 5)).toBe(true);
    expect((await get(`/api/compare?ids=${STOCKS[0]!.id},nobody`)).status).toBe(404);
  });

  it('keeps saved screens in memory, newest first, refusing a fourth as a free account', async () => {
    for (const name of ['One', 'Two', 'Three']) SavedScreenSchema.parse(await (await post({ name, query: 'Score > 50' })).json());
    expect((await post({ name: 'Four', query: 'Score > 50' })).status).toBe(403);
    const list = SavedScreensSchema.parse(await (await get('/api/screens')).json());
    expect(list.screens.map((screen) => screen.name)).toEqual(['Three', 'Two', 'One']);
    await fetch(new URL(`/api/screens/${list.screens[0]!.id}`, window.location.origin), { method: 'DELETE' });
    expect(SavedScreensSchema.parse(await (await get('/api/screens')).json()).screens).toHaveLength(2);
  });
});
