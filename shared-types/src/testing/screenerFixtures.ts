// The screener's API on a good day (docs/screener.md), for the standalone page's mock API and tests:
// every fixture stock matches every screen, with the same made-up figures, and saved screens live in
// memory until the page reloads. Only the shapes are the contract's; the figures are invented.
import { http, HttpResponse } from 'msw';
import {
  parseScreenQuery,
  SaveScreenRequestSchema,
  SCREEN_FIGURES,
  type CompareResponse,
  type SavedScreen,
  type SavedScreens,
  type ScreenResults,
  type ScreenValue,
} from '../api';
import { STOCKS } from './researchFixtures';

const YEARS = ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];

/** Made-up figures for the i-th fixture stock: numbers grow with i, text says which stock. */
function figuresOf(i: number): Record<string, ScreenValue> {
  return Object.fromEntries(
    SCREEN_FIGURES.map((figure) => {
      if (figure.unit === 'flag') return [figure.id, true];
      if (figure.unit === 'text') return [figure.id, figure.id === 'kind' ? 'industrial' : `Fixture ${figure.name.toLowerCase()}`];
      return [figure.id, 10 + 7 * i];
    }),
  );
}

function screenAnswer(url: URL): Response {
  const text = url.searchParams.get('q') ?? '';
  const parsed = parseScreenQuery(text);
  if (!parsed.ok) return HttpResponse.json({ error: 'invalid_query', code: 'invalid_query', ...parsed.error }, { status: 400 });
  const size = Number(url.searchParams.get('size') ?? 25);
  const rows = STOCKS.map((stock, i) => {
    const values = figuresOf(i);
    return {
      company_id: stock.id,
      code: stock.code,
      name: stock.name,
      price: values.price as number,
      score: values.score as number,
      values: Object.fromEntries(parsed.query.figures.map((id) => [id, values[id] ?? null])),
    };
  });
  return HttpResponse.json<ScreenResults>({ query: text, figures: [...parsed.query.figures], total: rows.length, page: 1, size, rows });
}

function compareAnswer(url: URL): Response {
  const ids = (url.searchParams.get('ids') ?? '').split(',');
  const companies = ids.map((id) => STOCKS.findIndex((stock) => stock.id === id));
  if (ids.length < 2 || companies.includes(-1)) {
    return HttpResponse.json({ error: 'company_not_found', code: 'company_not_found', message: 'No figures for one of these companies.' }, { status: 404 });
  }
  return HttpResponse.json<CompareResponse>({
    limit: 4,
    companies: companies.map((i) => ({
      company_id: STOCKS[i]!.id,
      code: STOCKS[i]!.code,
      name: STOCKS[i]!.name,
      values: figuresOf(i),
      series: {
        years: YEARS,
        roce: YEARS.map((_, y) => 12 + i + y),
        sales: YEARS.map((_, y) => 800 * (i + 1) * 1.1 ** y),
        eps: YEARS.map((_, y) => 20 + 3 * i + y),
      },
    })),
  });
}

/** New handlers with an empty list of saved screens (each call starts afresh). */
export function screenerHandlers() {
  let saved: SavedScreen[] = [];
  let next = 1;
  return [
    http.get('/api/screen', ({ request }) => screenAnswer(new URL(request.url))),
    http.get('/api/compare', ({ request }) => compareAnswer(new URL(request.url))),
    http.get('/api/screens', () => HttpResponse.json<SavedScreens>({ screens: saved, limit: 3 })),
    http.post('/api/screens', async ({ request }) => {
      const body = SaveScreenRequestSchema.safeParse(await request.json());
      if (!body.success) return HttpResponse.json({ error: 'invalid_screen', code: 'invalid_screen', message: 'Give a name and a query.' }, { status: 400 });
      if (saved.length >= 3)
        return HttpResponse.json({ error: 'saved_screen_limit', code: 'saved_screen_limit', message: 'Limit reached.', limit: 3 }, { status: 403 });
      const screen: SavedScreen = { id: `saved-${next++}`, name: body.data.name, query: body.data.query, created_at: new Date().toISOString() };
      saved = [screen, ...saved];
      return HttpResponse.json<SavedScreen>(screen, { status: 201 });
    }),
    http.delete('/api/screens/:id', ({ params }) => {
      saved = saved.filter((screen) => screen.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
