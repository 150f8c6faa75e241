import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { type AccessSummary, type Stock } from 'shared-types/api';
import { createShellStore, signedIn, signedOut, ThemeProvider, useAccessSummarySubscription } from 'shared-types/shell';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server, type SentRequests } from 'shared-types/testing/server';
import AccessedCompaniesPanel from './AccessedCompaniesPanel';

const USER = { id: 'u-1', email: 'investor@example.test', fullName: 'Asha Investor', pictureUrl: null };
const STOCKS: Stock[] = [
  { id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI', is_demo: true },
  { id: 'c-2', name: 'Bharat Tea Estates', code: '', is_demo: true },
];
const FREE: AccessSummary = {
  is_premium: false,
  company_names: 'Aravali Cement Works, Bharat Tea Estates, Delisted Mills',
  companies: [
    { id: 'c-1', name: 'Aravali Cement Works' },
    { id: 'c-2', name: 'Bharat Tea Estates' },
    { id: 'c-9', name: 'Delisted Mills' },
  ],
  access_count: 3,
  max_access: 5,
  remaining_access: 2,
  premium_until: null,
};
const PREMIUM: AccessSummary = { ...FREE, is_premium: true, max_access: -1, remaining_access: -1, premium_until: '2027-11-26T12:00:00.000Z' };

type SearchAnswer = (companyId: string) => Response | Promise<Response>;
const detailsOf = (companyId: string) => HttpResponse.json({ success: true, company_data: { company_name: STOCKS.find((s) => s.id === companyId)?.name } });

/**
 * Serves STOCKS, the given access summary ('never' keeps that call pending) and
 * POST /api/company/search (the details of the asked-for company by default).
 */
function mockApi(summary: AccessSummary | 'never' | 'fail', search: SearchAnswer = detailsOf) {
  server.use(
    http.get('/api/stocks', () => HttpResponse.json(STOCKS)),
    http.post('/api/company/search', async ({ request }) => search(((await request.json()) as { company_id: string }).company_id)),
    http.get('/api/company/user-access/:userId', () => {
      if (summary === 'never') return new Promise<Response>(() => undefined);
      if (summary === 'fail') return apiError(500, 'internal', 'Something went wrong.');
      return HttpResponse.json(summary);
    }),
  );
  return recordRequests();
}

/** Keeps the summary loaded while someone is signed in, as the shell does. */
function ShellAccessSummary() {
  useAccessSummarySubscription();
  return null;
}

const searchesIn = (sent: SentRequests) => sent.to('/api/company/search', 'POST');

async function renderPanel({ signIn = true } = {}) {
  const store = createShellStore();
  store.dispatch(signIn ? signedIn(USER) : signedOut());
  await act(async () => {
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <ShellAccessSummary />
          <AccessedCompaniesPanel />
        </ThemeProvider>
      </Provider>,
    );
  });
  return store;
}

/** The text of each entry of the accessed list. */
const entriesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const usageBar = () => screen.getByRole('progressbar', { name: 'Company access' });
/** Waits until the summary (and, for free users, the stock list) has arrived. */
const loaded = (firstCompany: string | null = 'Aravali Cement Works') =>
  firstCompany ? screen.findByRole('button', { name: firstCompany }) : screen.findByRole('progressbar', { name: 'Company access' });

describe('AccessedCompaniesPanel', () => {
  it('appears only when a user id exists', async () => {
    mockApi(FREE);
    const store = await renderPanel({ signIn: false });
    expect(screen.queryByRole('heading', { name: 'Your Accessed Companies' })).not.toBeInTheDocument();
    await act(async () => {
      store.dispatch(signedIn(USER));
    });
    expect(await screen.findByRole('heading', { name: 'Your Accessed Companies' })).toBeInTheDocument();
  });

  it('shows a spinner while the access summary loads', async () => {
    mockApi('never');
    await renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your accessed companies...');
    expect(screen.getByRole('region', { name: 'Your Accessed Companies' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("lists the accessed companies with a usage bar at 3 of 5 and '2 companies remaining'", async () => {
    mockApi(FREE);
    await renderPanel();
    await loaded();
    expect(usageBar()).toHaveAttribute('aria-valuenow', '3');
    expect(usageBar()).toHaveAttribute('aria-valuemax', '5');
    expect(usageBar()).toHaveAttribute('aria-valuetext', '3 of 5 companies used');
    expect(usageBar().firstElementChild).toHaveStyle({ width: '60%' });
    expect(screen.getByText('2 companies remaining')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Accessed Companies' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(/Premium/)).not.toBeInTheDocument();

    const list = screen.getByRole('list');
    expect(entriesOf(list)).toEqual(['Aravali Cement Works', 'Bharat Tea Estates', expect.stringContaining('Delisted Mills')]);
    expect(within(list).getByRole('button', { name: 'Aravali Cement Works' })).toHaveAttribute('title', 'Research Aravali Cement Works again');
    // A name missing from the stock list is shown with the reason, but cannot be picked.
    expect(within(list).queryByRole('button', { name: /Delisted Mills/ })).not.toBeInTheDocument();
    expect(within(list).getByTitle('This company is no longer in the company list, so it cannot be researched again from here.')).toHaveTextContent(
      'Delisted Mills',
    );
  });

  it('re-researches a company in one click, with the search remote not mounted', async () => {
    const sent = mockApi(FREE);
    const store = await renderPanel();
    await userEvent.click(await loaded('Bharat Tea Estates'));
    const bharat = { id: 'c-2', name: 'Bharat Tea Estates', code: '' };
    expect(store.getState().research.selectedCompany).toEqual(bharat);

    await waitFor(() => expect(store.getState().research.result.status).toBe('shown'));
    const searches = searchesIn(sent);
    expect(searches).toHaveLength(1);
    expect(await searches[0]?.json()).toEqual({ company_name: 'Bharat Tea Estates', company_id: 'c-2', user_id: USER.id });
    expect(store.getState().research.result).toEqual({ status: 'shown', company: bharat, details: { company_name: 'Bharat Tea Estates' } });
  });

  it('researches only the last of two rapid picks, and a double click once', async () => {
    const answers = new Map<string, () => void>();
    const sent = mockApi(FREE, (id) => new Promise<Response>((resolve) => answers.set(id, () => resolve(detailsOf(id)))));
    const store = await renderPanel();
    await userEvent.click(await loaded('Aravali Cement Works'));
    await userEvent.click(screen.getByRole('button', { name: 'Bharat Tea Estates' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Bharat Tea Estates' }));
    await waitFor(() => expect(searchesIn(sent)).toHaveLength(2));

    const [first, last] = searchesIn(sent);
    expect(first?.signal.aborted).toBe(true);
    expect(await last?.json()).toMatchObject({ company_id: 'c-2' });
    await act(async () => {
      answers.get('c-2')?.();
      answers.get('c-1')?.();
    });
    await waitFor(() => expect(store.getState().research.result.status).toBe('shown'));
    expect(store.getState().research.result).toMatchObject({ company: { id: 'c-2' }, details: { company_name: 'Bharat Tea Estates' } });
    expect(searchesIn(sent)).toHaveLength(2);
  });

  it('still lists and re-researches companies from an API that sends only their names', async () => {
    const { companies: _ids, ...namesOnly } = FREE;
    mockApi(namesOnly);
    const store = await renderPanel();
    await userEvent.click(await loaded('Bharat Tea Estates'));
    expect(store.getState().research.selectedCompany).toEqual({ id: 'c-2', name: 'Bharat Tea Estates', code: '' });
    expect(screen.getByTitle('This company is no longer in the company list, so it cannot be researched again from here.')).toHaveTextContent('Delisted Mills');
  });

  it("says '1 company remaining' for one, and nothing once none remain", async () => {
    mockApi({ ...FREE, access_count: 4, remaining_access: 1 });
    await renderPanel();
    await loaded(null);
    expect(screen.getByText('1 company remaining')).toBeInTheDocument();
  });

  it('hides the remaining count when none remain, with the bar full', async () => {
    mockApi({ ...FREE, access_count: 5, remaining_access: 0 });
    await renderPanel();
    await loaded(null);
    expect(usageBar()).toHaveAttribute('aria-valuenow', '5');
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
  });

  it('shows an empty bar before any research', async () => {
    mockApi({ ...FREE, company_names: '', companies: [], access_count: 0, remaining_access: 5 });
    await renderPanel();
    await loaded(null);
    expect(usageBar()).toHaveAttribute('aria-valuenow', '0');
    expect(usageBar().firstElementChild).toHaveStyle({ width: '0%' });
    expect(screen.getByText('5 companies remaining')).toBeInTheDocument();
    expect(screen.getByText('You have not researched any companies yet.')).toBeInTheDocument();
  });

  it("shows premium users the 'Premium Access / Unlimited' badge, when it ends, a full bar and, below them, their companies", async () => {
    mockApi(PREMIUM);
    await renderPanel();
    await loaded();
    const badge = screen.getByText('Premium Access / Unlimited');
    expect(screen.getByText('Premium until 26 Nov 2027')).toBeInTheDocument();
    expect(usageBar()).toHaveAttribute('aria-valuenow', '100');
    expect(usageBar()).toHaveAttribute('aria-valuemax', '100');
    expect(usageBar()).toHaveAttribute('aria-valuetext', 'Unlimited');
    expect(usageBar().firstElementChild).toHaveStyle({ width: '100%' });
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();

    // Spec amendment 4: premium users keep their list, below the badge.
    const list = screen.getByRole('list');
    expect(badge.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(entriesOf(list)).toEqual(['Aravali Cement Works', 'Bharat Tea Estates', expect.stringContaining('Delisted Mills')]);
    expect(within(list).getByRole('button', { name: 'Aravali Cement Works' })).toHaveAttribute('title', 'Research Aravali Cement Works again');
  });

  it("opens a premium user's company in one click, with its address key when the summary sends one", async () => {
    const sent = mockApi({
      ...PREMIUM,
      companies: [
        { id: 'c-1', name: 'Aravali Cement Works', key: 'ARAVALI' },
        { id: 'c-2', name: 'Bharat Tea Estates' },
      ],
    });
    const store = await renderPanel();
    await userEvent.click(await loaded('Aravali Cement Works'));
    expect(store.getState().research.selectedCompany).toEqual({ id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI', key: 'ARAVALI' });
    await waitFor(() => expect(store.getState().research.result.status).toBe('shown'));
    expect(await searchesIn(sent)[0]?.json()).toEqual({ company_name: 'Aravali Cement Works', company_id: 'c-1', user_id: USER.id });

    await userEvent.click(screen.getByRole('button', { name: 'Bharat Tea Estates' }));
    expect(store.getState().research.selectedCompany).toEqual({ id: 'c-2', name: 'Bharat Tea Estates', code: '' });
  });

  it('tells a premium user with no research yet that the list is empty, under the badge', async () => {
    mockApi({ ...PREMIUM, company_names: '', companies: [], access_count: 0 });
    await renderPanel();
    expect(await screen.findByText('You have not researched any companies yet.')).toBeInTheDocument();
    expect(screen.getByText('Premium Access / Unlimited')).toBeInTheDocument();
  });

  it('dates the end of premium by the Indian calendar, wherever the browser is', async () => {
    // 20:00 UTC is 01:30 the next day in India.
    mockApi({ ...PREMIUM, premium_until: '2027-11-26T20:00:00.000Z' });
    await renderPanel();
    expect(await screen.findByText('Premium until 27 Nov 2027')).toBeInTheDocument();
  });

  it("logs 'Error loading company access' and stays hidden when the summary cannot be loaded", async () => {
    mockApi('fail');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPanel();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged).toHaveBeenCalledWith('Error loading company access', expect.objectContaining({ status: 500 }));
    expect(screen.queryByRole('heading', { name: 'Your Accessed Companies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('collapses and expands on click', async () => {
    mockApi(FREE);
    await renderPanel();
    await loaded();
    const toggle = screen.getByRole('button', { name: 'Your Accessed Companies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aravali Cement Works' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Aravali Cement Works' })).toBeVisible();
  });
});
