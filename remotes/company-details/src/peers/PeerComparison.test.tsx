import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSummary, type PeerComparison, type ReceivedCompanyDetails } from 'shared-types/api';
import { createShellStore, signedIn, useAccessSummarySubscription } from 'shared-types/shell';
import { http, HttpResponse, researchV2Peers } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { PeerComparisonCard } from './PeerComparisonCard';
import { showTheWorking } from '../testing/showTheWorking';

const USER = { id: 'u-1', email: 'investor@example.test', fullName: 'Asha Investor', pictureUrl: null };
const FREE: AccessSummary = {
  is_premium: false,
  company_names: 'Aravali Cement Works, Deccan Cements',
  companies: [
    { id: 'demo:0001', name: 'Aravali Cement Works' },
    { id: 'demo:0003', name: 'Deccan Cements' },
  ],
  access_count: 2,
  max_access: 5,
  remaining_access: 3,
  premium_until: null,
};
const PREMIUM: AccessSummary = { ...FREE, is_premium: true, max_access: -1, remaining_access: -1, premium_until: '2027-01-01T00:00:00.000Z' };

/** The served peer table the v2 fixtures carry: a cement maker, two industrial peers and a lender. */
const SECTION: PeerComparison = researchV2Peers();

const details = (peerComparison: unknown): ReceivedCompanyDetails => ({ company_name: 'Aravali Cement Works', peer_comparison: peerComparison });

function SummaryLoaded() {
  useAccessSummarySubscription();
  return null;
}

async function renderCard(peerComparison: unknown, summary: AccessSummary | null = null) {
  const store = createShellStore();
  server.use(
    http.get('/api/company/user-access/:userId', () => HttpResponse.json(summary)),
    http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: { company_name: 'Bharat Cements' } })),
  );
  if (summary !== null) store.dispatch(signedIn(USER));
  await act(async () => {
    renderWithShell(
      <>
        <SummaryLoaded />
        <PeerComparisonCard details={details(peerComparison)} />
      </>,
      { store },
    );
  });
  return store;
}

const table = () => screen.getByRole('table', { name: 'Aravali Cement Works against its peers in Cement' });

describe('PeerComparisonCard', () => {
  it('shows the company highlighted, its peers and the industry median row', async () => {
    await renderCard(SECTION);
    expect(screen.getByRole('heading', { name: 'Peer Comparison' })).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Company',
      'Aravali Cement Works',
      'Bharat Cements',
      'Deccan Cements',
      'Kaveri Finance',
      'Industry median',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company', 'Price', 'Market cap', 'P/E', 'P/B', 'ROCE', 'Sales CAGR 5y', 'D/E', 'Score']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹1,652.10', '₹16,521 cr', '30.0×', '5.9×', '25.9%', '15.0%', '0.02', '92']);
    // A lender among industrials: its own measures, labelled, never D/E.
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('14.0% (ROE)');
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('12.0% (capital cushion)');
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent('Not available');
    // The percentiles are the table's working: folded until asked for.
    expect(screen.queryByRole('heading', { name: 'Aravali Cement Works in Cement' })).not.toBeInTheDocument();
    showTheWorking();
    expect(screen.getByRole('heading', { name: 'Aravali Cement Works in Cement' })).toBeVisible();
    expect(screen.getByText(/Market cap/, { selector: 'span' }).closest('li')).toHaveTextContent('Market cap: 63rd percentile (higher is better)');
    expect(screen.getByText('Magic formula rank (Greenblatt: earnings yield + return on capital): 2 of 9')).toBeInTheDocument();
  });

  it("shows the company and its nearest 3 peers, the rest behind 'Show all n peers', kept in the table", async () => {
    const more = [5, 6].map((n) => ({ id: `demo:000${n}`, name: `Far Cement ${n}`, code: `FAR${n}`, metrics: SECTION.company.metrics }));
    await renderCard({ ...SECTION, peers: [...SECTION.peers, ...more] });
    const names = () =>
      within(table())
        .getAllByRole('row')
        .map((row) => row.querySelector('th')?.textContent);
    expect(names()).toEqual(['Company', 'Aravali Cement Works', 'Bharat Cements', 'Deccan Cements', 'Kaveri Finance', 'Industry median']);
    // Folded, not removed: the rows are in the table, hidden.
    expect(within(table()).getByRole('rowheader', { name: 'Far Cement 5', hidden: true })).not.toBeVisible();
    const show = screen.getByRole('button', { name: 'Show all 5 peers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(show.getAttribute('aria-controls')!)).toContainElement(
      within(table()).getByRole('rowheader', { name: 'Far Cement 6', hidden: true }),
    );
    await userEvent.click(show);
    expect(names()).toEqual([
      'Company',
      'Aravali Cement Works',
      'Bharat Cements',
      'Deccan Cements',
      'Kaveri Finance',
      'Far Cement 5',
      'Far Cement 6',
      'Industry median',
    ]);
    const fewer = screen.getByRole('button', { name: 'Show fewer peers' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    expect(names()).toHaveLength(6);
  });

  it('has no fold with 3 peers or fewer', async () => {
    await renderCard(SECTION);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('names the sector it fell back to, in the basis line and the medians row', async () => {
    await renderCard({ ...SECTION, basis: 'sector', group_name: 'Materials' });
    expect(screen.getByText("Peers in the Materials sector (fewer than 3 share the company's industry), nearest in size first.")).toBeInTheDocument();
    const sectorTable = screen.getByRole('table', { name: 'Aravali Cement Works against its peers in Materials' });
    expect(within(sectorTable).getByRole('rowheader', { name: 'Sector median' })).toBeInTheDocument();
    expect(within(sectorTable).queryByRole('rowheader', { name: 'Industry median' })).not.toBeInTheDocument();
  });

  it('says so when there is no section, or when it does not match', async () => {
    await renderCard(undefined);
    expect(screen.getByText('No peer comparison available')).toBeInTheDocument();
  });

  it('shows only its own error for a section of the wrong shape', async () => {
    await renderCard({ basis: 'industry', peers: 'many' });
    expect(screen.getByText('Error rendering this section')).toBeInTheDocument();
  });

  it('shows the note instead of a thin table', async () => {
    await renderCard({ ...SECTION, peers: [], medians: {}, note: 'Fewer than 3 classified peers in Cement: no peer table.' });
    expect(screen.getByText('Fewer than 3 classified peers in Cement: no peer table.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("tells a free user 'Opens a new research: N free left' and researches the peer on confirm", async () => {
    const store = await renderCard(SECTION, FREE);
    const peer = await screen.findByRole('button', { name: 'Bharat Cements', description: 'Opens a new research: 3 free left' });
    await userEvent.click(peer);
    expect(store.getState().research.selectedCompany).toBeNull();
    const confirm = screen.getByRole('group', { name: 'Open Bharat Cements' });
    expect(confirm).toHaveTextContent('Opens a new research: 3 free left');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Open Bharat Cements' })).not.toBeInTheDocument();

    await userEvent.click(peer);
    await userEvent.click(within(screen.getByRole('group', { name: 'Open Bharat Cements' })).getByRole('button', { name: 'Open' }));
    expect(store.getState().research.selectedCompany).toEqual({ id: 'demo:0002', name: 'Bharat Cements', code: 'BHARAT' });
    await waitFor(() => expect(store.getState().research.result.status).toBe('shown'));
  });

  it('opens a peer already researched at once, free or not', async () => {
    const store = await renderCard(SECTION, FREE);
    await screen.findByRole('button', { name: 'Bharat Cements', description: 'Opens a new research: 3 free left' });
    const deccan = screen.getByRole('button', { name: 'Deccan Cements' });
    expect(deccan).not.toHaveAccessibleDescription();
    await userEvent.click(deccan);
    expect(store.getState().research.selectedCompany).toEqual({ id: 'demo:0003', name: 'Deccan Cements', code: 'DECCAN' });
  });

  it('opens a peer at once for a premium user', async () => {
    const store = await renderCard(SECTION, PREMIUM);
    await waitFor(() => expect(store.getState().convictionApi.queries).not.toEqual({}));
    await userEvent.click(screen.getByRole('button', { name: 'Kaveri Finance' }));
    expect(screen.queryByText(/free left/)).not.toBeInTheDocument();
    expect(store.getState().research.selectedCompany).toEqual({ id: 'demo:0004', name: 'Kaveri Finance', code: 'KAVERI' });
  });
});
