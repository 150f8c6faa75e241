import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { type ScreenResults } from 'shared-types/api';
import { configureApiBase, createShellStore, screenPageOpened, signedIn, signedOut, ThemeProvider } from 'shared-types/shell';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import ScreenerPage from './ScreenerPage';
import { screenResults } from './testing/screenFixtures';

const USER = { id: 'u-1', email: 'investor@example.test', fullName: 'Asha Investor', pictureUrl: null };

/** Answers GET /api/screen with `answer` (results as asked, by default). */
function serveScreen(answer: (url: URL) => Response | Promise<Response> = (url) => HttpResponse.json(resultsFor(url))) {
  server.use(http.get('/api/screen', ({ request }) => answer(new URL(request.url))));
  const sent = recordRequests();
  return () => sent.to('/api/screen', 'GET').map((request) => new URL(request.url).searchParams);
}

function resultsFor(url: URL): ScreenResults {
  return screenResults({ query: url.searchParams.get('q') ?? '', total: 120, page: Number(url.searchParams.get('page') ?? 1) });
}

async function renderPage(search: string | null = '', { signIn = true } = {}) {
  const store = createShellStore();
  store.dispatch(signIn ? signedIn(USER) : signedOut());
  if (search !== null) store.dispatch(screenPageOpened({ search }));
  await act(async () => {
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <ScreenerPage />
        </ThemeProvider>
      </Provider>,
    );
  });
  return store;
}

const queryBox = () => screen.getByRole('textbox', { name: 'Screen query' });

// The page's other parts ask too; their own tests cover what they show.
beforeEach(() => {
  server.use(
    http.get('/api/screens', () => HttpResponse.json({ screens: [], limit: 3 })),
    http.get('/api/compare', () => HttpResponse.json({ error: 'company_not_found', code: 'company_not_found', message: 'No figures' }, { status: 404 })),
  );
});

describe('ScreenerPage', () => {
  afterEach(() => configureApiBase(''));

  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    const sent = serveScreen();
    await renderPage('?q=ROCE%20%3E%2020', { signIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Screen all companies' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to screen all companies.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('invites a first screen and calls nothing until one is run', async () => {
    const sent = serveScreen();
    await renderPage('');
    expect(screen.getByText('Write a screen and run it to see the companies that match.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('runs a screen by putting it in the address, then shows its results', async () => {
    const sent = serveScreen();
    const store = await renderPage('?compare=c-9');
    await userEvent.type(queryBox(), 'ROCE > 20');
    await userEvent.click(screen.getByRole('button', { name: 'Run screen' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&compare=c-9');
    expect(await screen.findByRole('table', { name: '120 companies match' })).toBeInTheDocument();
    expect(sent().map((params) => Object.fromEntries(params))).toEqual([{ q: 'ROCE > 20', page: '1', size: '25' }]);
  });

  it('asks for the sort, page and size the address names', async () => {
    const sent = serveScreen();
    await renderPage('?q=ROCE%20%3E%2020&sort=roce&dir=asc&page=2&size=50');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(Object.fromEntries(sent()[0] as URLSearchParams)).toEqual({ q: 'ROCE > 20', sort: 'roce', dir: 'asc', page: '2', size: '50' });
    expect(queryBox()).toHaveValue('ROCE > 20');
  });

  it('sorts and pages through the address', async () => {
    serveScreen();
    const store = await renderPage('?q=ROCE%20%3E%2020&page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Name' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&sort=name&dir=asc');
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&sort=name&dir=asc&page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&sort=name&dir=asc&size=100');
  });

  it('shows the results being refreshed as busy, and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveScreen(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderPage('?q=ROCE%20%3E%2020');
    // The saved screens have a status line of their own: this is the results'.
    const status = screen.getAllByRole('status').find((element) => element.textContent === 'Running the screen...');
    expect(status?.parentElement).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(HttpResponse.json(screenResults())));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(status?.parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('opens a company with a research, as the rest of the page does', async () => {
    serveScreen();
    const sent = recordRequests();
    const store = await renderPage('?q=ROCE%20%3E%2020');
    await userEvent.click(await screen.findByRole('button', { name: 'Aravali Cement Works' }));
    expect(store.getState().research.selectedCompany).toEqual({ id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI' });
    await act(async () => undefined);
    expect(sent.to('/api/company/search', 'POST').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal under the box, and applies its suggestion", async () => {
    const sent = serveScreen((url) =>
      url.searchParams.get('q') === 'ROCE > 20'
        ? HttpResponse.json(screenResults())
        : HttpResponse.json(
            { code: 'invalid_query', error: 'invalid_query', message: 'ROE is not screened yet', column: 1, length: 3, suggestion: 'ROCE' },
            { status: 400 },
          ),
    );
    const store = await renderPage('?q=ROE%20%3E%2020');
    const alert = await screen.findByText('Column 1: ROE is not screened yet');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(queryBox()).toHaveAccessibleDescription('Column 1: ROE is not screened yet Use ROCE');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use ROCE' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sent()).toHaveLength(2);
  });

  it('refuses a query in the address that does not parse, without a call', async () => {
    const sent = serveScreen();
    await renderPage('?q=ROEC%20%3E%2020');
    expect(screen.getByRole('alert')).toHaveTextContent("Column 1: Unknown figure 'ROEC' — did you mean ROCE?");
    expect(sent()).toHaveLength(0);
  });

  it('says the screen could not run, and runs it again on Try again', async () => {
    let fail = true;
    serveScreen(() => (fail ? apiError(500, 'internal', 'Something went wrong.') : HttpResponse.json(screenResults())));
    await renderPage('?q=ROCE%20%3E%2020');
    const alert = await screen.findByText('The screen could not run. Try again.');
    fail = false;
    await userEvent.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('The screen could not run. Try again.')).not.toBeInTheDocument();
  });

  it('asks to sign in again when the server says the session is gone', async () => {
    serveScreen(() => apiError(401, 'unauthorized', 'Please sign in to continue.'));
    await renderPage('?q=ROCE%20%3E%2020');
    expect(await screen.findByText('Sign in to screen all companies.')).toBeInTheDocument();
  });

  it('links the CSV of the current query and order, from the API base', async () => {
    configureApiBase('https://api.example.test/');
    server.use(http.get('https://api.example.test/api/screen', () => HttpResponse.json(screenResults())));
    await renderPage('?q=ROCE%20%3E%2020&sort=roce&dir=asc&page=3');
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      'https://api.example.test/api/screen.csv?q=ROCE+%3E+20&sort=roce&dir=asc',
    );
  });

  it('keeps the compare picks in the address', async () => {
    serveScreen();
    const store = await renderPage('?q=ROCE%20%3E%2020');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Compare Aravali Cement Works' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Deccan Cements' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&compare=c-1,c-3');
    await userEvent.click(screen.getByRole('button', { name: 'Compare selected (2)' }));
    expect(store.getState().route.screenSearch).toBe('?q=ROCE%20%3E%2020&compare=c-1,c-3');
  });
});
