import { act, screen, waitFor } from '@testing-library/react';
import { type AccessSummary } from 'shared-types/api';
import { convictionApi, createShellStore, refreshAccessSummary, signedIn, signedOut } from 'shared-types/shell';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { AccessLine } from './AccessLine';

const USER = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha', pictureUrl: null };
const FREE: AccessSummary = { is_premium: false, company_names: 'Acme', access_count: 1, max_access: 5, remaining_access: 4, premium_until: null };
const SUMMARY_PATH = '/api/company/user-access/:userId';
const PREMIUM: AccessSummary = {
  is_premium: true,
  company_names: '',
  access_count: 0,
  max_access: -1,
  remaining_access: -1,
  premium_until: '2030-01-01T00:00:00Z',
};

function signedInStore(summary?: AccessSummary) {
  const store = createShellStore();
  store.dispatch(signedIn(USER));
  if (summary) {
    store.dispatch(convictionApi.util.upsertQueryEntries([{ endpointName: 'getAccessSummary', arg: USER.id, value: summary }]));
    // Hold a subscription, as the shell does while someone is signed in (the entry is cached, so nothing is fetched).
    void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(USER.id));
  }
  return store;
}

describe('AccessLine', () => {
  it("reads 'Premium Access - Unlimited companies' with a crown for premium users", () => {
    const { container } = renderWithShell(<AccessLine />, { store: signedInStore(PREMIUM) });

    expect(screen.getByText('Premium Access - Unlimited companies')).toBeInTheDocument();
    // The end date is shown in the account menu and the accessed panel, never in this line.
    expect(container).toHaveTextContent(/^Premium Access - Unlimited companies$/);
    expect(container.querySelector('svg[data-icon="crown"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg[data-icon="lock"]')).not.toBeInTheDocument();
  });

  it("reads 'Free Access - N free stock research remaining' with a lock for free users", () => {
    const { container } = renderWithShell(<AccessLine />, { store: signedInStore(FREE) });

    expect(screen.getByText('Free Access - 4 free stock research remaining')).toBeInTheDocument();
    expect(container.querySelector('svg[data-icon="lock"]')).toBeInTheDocument();
    expect(container.querySelector('svg[data-icon="crown"]')).not.toBeInTheDocument();
  });

  it('says 0 remaining, never a negative number, at the limit', () => {
    renderWithShell(<AccessLine />, { store: signedInStore({ ...FREE, access_count: 5, remaining_access: 0 }) });
    expect(screen.getByText('Free Access - 0 free stock research remaining')).toBeInTheDocument();
  });

  it("shows 'Loading access info...' while the summary loads", () => {
    renderWithShell(<AccessLine />, { store: signedInStore() });
    expect(screen.getByText('Loading access info...')).toBeInTheDocument();
  });

  it('refreshes when a remote asks for it (after a research or an upgrade)', async () => {
    const sent = recordRequests();
    server.use(http.get(SUMMARY_PATH, () => HttpResponse.json(FREE)));
    const store = signedInStore();
    renderWithShell(<AccessLine />, { store });
    void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(USER.id));
    expect(await screen.findByText('Free Access - 4 free stock research remaining')).toBeInTheDocument();

    server.use(http.get(SUMMARY_PATH, () => HttpResponse.json({ ...FREE, access_count: 2, remaining_access: 3 })));
    act(() => {
      store.dispatch(refreshAccessSummary());
    });

    expect(await screen.findByText('Free Access - 3 free stock research remaining')).toBeInTheDocument();
    expect(sent.all.map((request) => new URL(request.url).pathname)).toEqual(['/api/company/user-access/u-1', '/api/company/user-access/u-1']);
  });

  it('shows nothing when the summary could not be loaded (the failure is only logged)', async () => {
    server.use(http.get(SUMMARY_PATH, () => apiError(500, 'internal', 'boom')));
    const store = signedInStore();
    const { container } = renderWithShell(<AccessLine />, { store });

    await act(async () => {
      await store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(USER.id));
    });

    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows nothing with no user', () => {
    const store = createShellStore();
    store.dispatch(signedOut());
    const { container } = renderWithShell(<AccessLine />, { store });
    expect(container).toBeEmptyDOMElement();
  });
});
