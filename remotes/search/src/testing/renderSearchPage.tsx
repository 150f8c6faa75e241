// Test helpers: the search page inside a shell-like store, with the API answered by a fetch mock.
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { convictionApi, createShellStore, signedIn, signedOut, ThemeProvider, type ShellStore } from 'shared-types/shell';
import SearchPage from '../SearchPage';
import { STOCKS } from './fixtures';

export const USER_ID = 'user-1';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ACCESS_SUMMARY = { is_premium: false, company_names: '', access_count: 1, max_access: 5, remaining_access: 4, premium_until: null };

type Answer = Response | Promise<Response>;

export interface ApiAnswers {
  /** GET /api/stocks; the fixture list by default. */
  stocks?: () => Answer;
  /** POST /api/company/search, given the parsed request body. */
  search?: (body: unknown, request: Request) => Answer;
}

/** Replaces global.fetch with a small router over the endpoints this remote uses. */
export function mockApi({ stocks = () => jsonResponse(STOCKS), search = () => jsonResponse({ error: 'unexpected' }, 500) }: ApiAnswers = {}) {
  const fetchMock = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/stocks') return stocks();
    if (pathname === '/api/company/search') return search(await request.clone().json(), request);
    if (pathname.startsWith('/api/company/user-access/')) return jsonResponse(ACCESS_SUMMARY);
    return jsonResponse({ error: 'not_found', message: `No mock for ${pathname}` }, 404);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** How many requests went to a path (prefix). */
export function callsTo(fetchMock: jest.Mock, pathPrefix: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname.startsWith(pathPrefix));
}

export interface RenderOptions {
  signedInAs?: string | null;
  store?: ShellStore;
  /** Wait until the company list has loaded or failed (default true). */
  waitForList?: boolean;
}

/**
 * Renders the page as the shell would: a store, the theme, and (when signed in)
 * the shell's own subscription to the access summary.
 */
export async function renderSearchPage({ signedInAs = USER_ID, store = createShellStore(), waitForList = true }: RenderOptions = {}) {
  if (signedInAs) {
    store.dispatch(signedIn({ id: signedInAs, email: 'investor@example.test', fullName: 'Test Investor', pictureUrl: null }));
    void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(signedInAs));
  } else {
    store.dispatch(signedOut());
  }
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <SearchPage />
        </ThemeProvider>
      </Provider>,
    ),
  );
  if (waitForList) await waitFor(() => expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-busy'));
  return { store, ...view };
}
