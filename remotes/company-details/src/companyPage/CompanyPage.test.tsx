import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSummary, type CompanyPublic } from 'shared-types/api';
import {
  companyHeadingShown,
  companyPageOpened,
  createShellStore,
  researchStarted,
  selectResearchResult,
  selectSelectedCompany,
  signedIn,
  signedOut,
  useAccessSummarySubscription,
  type ShellStore,
} from 'shared-types/shell';
import { ARAVALI_PUBLIC, FREE_ACCESS_SUMMARY, HttpResponse, http } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import CompanyDetailsPage from '../CompanyDetailsPage';
import { renderWithShell } from '../testing/renderWithShell';

const USER = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null };
const NOT_RESEARCHED: AccessSummary = { ...FREE_ACCESS_SUMMARY, company_names: '', companies: [], access_count: 0, remaining_access: 5 };

function SummaryLoaded() {
  useAccessSummarySubscription();
  return null;
}

/** The result view on `/company/<key>`, as the shell's routing leaves it. */
async function openPage(key: string, { summary, store = createShellStore() }: { summary?: AccessSummary | null; store?: ShellStore } = {}) {
  if (summary === null || summary === undefined) store.dispatch(signedOut());
  else {
    server.use(http.get('/api/company/user-access/:userId', () => HttpResponse.json(summary)));
    store.dispatch(signedIn(USER));
  }
  store.dispatch(companyPageOpened({ key }));
  await act(async () => {
    renderWithShell(
      <>
        <SummaryLoaded />
        <CompanyDetailsPage />
      </>,
      { store },
    );
  });
  return store;
}

const publicView = () => screen.findByTestId('company-public-view');

describe('the company page', () => {
  afterEach(() => {
    document.title = '';
  });

  it("shows a visitor the public view with 'Sign in to see the full analysis', and no Parts", async () => {
    const sent = recordRequests();
    const store = await openPage('ARAVALI');
    const view = within(await publicView());
    expect(view.getByRole('heading', { level: 2, name: 'Aravali Cement Works' })).toBeInTheDocument();
    expect(view.getByRole('group', { name: 'Key figures' })).toHaveTextContent('₹412.50');
    expect(view.getByText(/^Price from 30 Jun 2025/)).toBeInTheDocument();
    expect(await view.findByRole('group', { name: 'Price range' })).toBeInTheDocument();
    expect(view.queryByText(/Part 1/)).toBeNull();
    expect(view.queryByText(/free research/)).toBeNull();

    await userEvent.click(view.getByRole('button', { name: 'Sign in to see the full analysis' }));
    // The shell's research listener finds nobody signed in and asks for sign-in (researchNeedsSignIn).
    expect(selectSelectedCompany(store.getState())).toEqual({ id: 'c-aravali', name: 'Aravali Cement Works', code: 'ARAVALI', key: 'ARAVALI' });
    expect(sent.to('/api/company/search')).toHaveLength(0);
    expect(sent.to('/api/company/user-access/u-1')).toHaveLength(0);
  });

  it("leaves its name heading to the shell's h1 when that names the company, keeping the name as the region's label", async () => {
    const store = createShellStore();
    store.dispatch(companyHeadingShown({ key: 'ARAVALI' }));
    await openPage('ARAVALI', { store });
    await publicView();
    expect(screen.queryByRole('heading', { name: 'Aravali Cement Works' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Aravali Cement Works' })).toHaveAttribute('data-testid', 'company-public-view');
  });

  it('sets the tab title to the company name', async () => {
    await openPage('ARAVALI');
    await publicView();
    expect(document.title).toBe('Aravali Cement Works');
  });

  it("offers a free user who has not researched it 'Research <name>', saying it uses a free research", async () => {
    const sent = recordRequests();
    await openPage('ARAVALI', { summary: NOT_RESEARCHED });
    const view = within(await publicView());
    const button = await view.findByRole('button', { name: 'Research Aravali Cement Works' });
    expect(button).toHaveAccessibleDescription('This uses one of your free researches (5 left).');
    expect(sent.to('/api/company/search')).toHaveLength(0);

    await userEvent.click(button);
    expect(await screen.findByRole('region', { name: 'Company Details' })).toBeInTheDocument();
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(screen.queryByTestId('company-public-view')).toBeNull();
  });

  it('says a research of a company without statements does not use a free research', async () => {
    const noStatements: CompanyPublic = { ...ARAVALI_PUBLIC, company: { ...ARAVALI_PUBLIC.company, has_statements: false } };
    server.use(http.get('/api/company/by-key/:key/public', () => HttpResponse.json(noStatements)));
    await openPage('ARAVALI', { summary: NOT_RESEARCHED });
    const button = await screen.findByRole('button', { name: 'Research Aravali Cement Works' });
    expect(button).toHaveAccessibleDescription('This does not use a free research: no financial statements are imported for this company yet.');
  });

  it.each([
    ['a premium user', { ...NOT_RESEARCHED, is_premium: true, max_access: -1, remaining_access: -1 }],
    ['a user who researched it before', FREE_ACCESS_SUMMARY],
  ])('shows %s the research at once, with the key figures on top', async (_who, summary) => {
    const sent = recordRequests();
    await openPage('ARAVALI', { summary });
    const result = within(await screen.findByRole('region', { name: 'Company Details' }));
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(await result.findByRole('group', { name: 'Key figures' })).toHaveTextContent('Market cap₹1,23,457 cr');
    expect(screen.queryByTestId('company-public-view')).toBeNull();
  });

  it('leaves a research of another company in flight alone: the address follows it when it succeeds', async () => {
    // Premium, on ARAVALI's page, and a search-box research of another company starts.
    const summary = { ...NOT_RESEARCHED, is_premium: true, max_access: -1, remaining_access: -1 };
    const store = createShellStore();
    store.dispatch(researchStarted({ id: 'c-other', name: 'Other Co', code: 'OTHER', key: 'OTHER' }));
    const sent = recordRequests();
    await openPage('ARAVALI', { summary, store });
    // The title is set in the render that has both the public view and the summary: the one whose effect would research.
    await waitFor(() => expect(sent.to('/api/company/user-access/u-1').length).toBeGreaterThan(0));
    await waitFor(() => expect(document.title).toBe('Aravali Cement Works'));
    await act(async () => {});
    expect(sent.to('/api/company/search')).toHaveLength(0);
    expect(selectResearchResult(store.getState())).toMatchObject({ status: 'loading', company: { id: 'c-other' } });
    expect(screen.queryByTestId('company-public-view')).toBeNull();
  });

  it("says 'No company matches <key>' for an unknown key", async () => {
    await openPage('NOPE&CO');
    expect(await screen.findByRole('alert')).toHaveTextContent('No company matches NOPE&CO');
    expect(screen.queryByTestId('company-public-view')).toBeNull();
  });

  it('offers to try again when the public view fails for another reason', async () => {
    server.use(http.get('/api/company/by-key/:key/public', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
    await openPage('ARAVALI');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This company could not be loaded. Please try again.');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await publicView()).toBeInTheDocument();
  });

  it('keeps the result view as it was without a company address', async () => {
    const sent = recordRequests();
    renderWithShell(<CompanyDetailsPage />);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(sent.to('/api/company/by-key/', 'GET')).toHaveLength(0);
  });
});
