import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyPeersResponse } from 'shared-types/api';
import { http, HttpResponse, researchV2Peers } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { renderWithShell } from '../../testing/renderWithShell';
import { PeersV2Card } from './PeersV2Card';

const NOTE = 'Fewer than 3 classified peers in Cement: no peer table.';
const COMPANY_ID = 'demo:0001';

/** Answers GET /api/company/:id/peers with `answer` for this test. */
function servePeers(answer: CompanyPeersResponse | (() => Response)) {
  server.use(http.get('/api/company/:id/peers', () => (typeof answer === 'function' ? answer() : HttpResponse.json(answer))));
}

async function renderCard(locale = 'en') {
  await act(async () => {
    renderWithShell(
      <MessagesProvider locale={locale}>
        <PeersV2Card companyId={COMPANY_ID} />
      </MessagesProvider>,
    );
  });
}

const card = () => screen.getByRole('region', { name: 'Peer Comparison' });

describe('PeersV2Card', () => {
  it('fetches the company’s peer table on its own and shows it: the company highlighted, its peers and the median', async () => {
    const sent = recordRequests();
    await renderCard();
    const table = await within(card()).findByRole('table', { name: 'Aravali Cement Works against its peers in Cement' });
    expect(sent.to(`/api/company/${encodeURIComponent(COMPANY_ID)}/peers`, 'GET')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Company', 'Aravali Cement Works', 'Bharat Cements', 'Deccan Cements', 'Kaveri Finance', 'Industry median']);
    expect(within(table).getByRole('rowheader', { name: 'Aravali Cement Works' }).closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(card()).toHaveTextContent('Peers in Cement, nearest in market capitalisation first.');
    expect(card().querySelector('[lang]')).toBeNull();
  });

  it("says 'Loading the peer comparison...' until the table comes", async () => {
    let answer: (response: Response) => void = () => undefined;
    servePeers(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    await renderCard();
    expect(within(card()).getByText('Loading the peer comparison...')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(HttpResponse.json({ peers: researchV2Peers() })));
    expect(await within(card()).findByRole('table')).toBeInTheDocument();
  });

  it("shows 'No peer comparison available' for a company without a peer group", async () => {
    servePeers({ peers: null });
    await renderCard();
    expect(await within(card()).findByText('No peer comparison available')).toBeInTheDocument();
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the table could not be loaded, and loads it on Try again', async () => {
    servePeers(() => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }));
    await renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('The peer comparison could not be loaded.');
    servePeers({ peers: researchV2Peers() });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('table')).toBeInTheDocument();
  });

  it('says the table could not be loaded when it does not match its contract, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePeers({ peers: { ...researchV2Peers(), peers: null as unknown as [] } });
    await renderCard();
    expect(await within(card()).findByRole('alert')).toHaveTextContent('The peer comparison could not be loaded.');
    expect(logged).toHaveBeenCalledWith('GET /api/company/:id/peers: the answer does not match its contract.', expect.anything());
    logged.mockRestore();
  });

  it("shows the server's note instead of a thin table", async () => {
    servePeers({ peers: { ...researchV2Peers(), peers: [], note: NOTE } });
    await renderCard();
    expect(await within(card()).findByText(NOTE)).toBeInTheDocument();
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('heads the card in Hindi and marks the English table and note lang="en"', async () => {
    servePeers({ peers: { ...researchV2Peers(), note: NOTE } });
    await renderCard('hi');
    const hindiCard = await screen.findByRole('region', { name: 'समकक्ष कंपनियों से तुलना' });
    expect((await within(hindiCard).findByText(NOTE)).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(hindiCard).getByRole('table').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(hindiCard).getByRole('heading', { level: 3 }).closest('[lang]')).toBeNull();
  });

  it('says there are no peers, and that it is loading, in Hindi', async () => {
    servePeers({ peers: null });
    await renderCard('hi');
    expect(await screen.findByText('समकक्ष कंपनियों से तुलना उपलब्ध नहीं')).not.toHaveAttribute('lang');
  });
});
