import { act, screen, within } from '@testing-library/react';
import { type ReceivedResearchV2 } from 'shared-types/api';
import { RESEARCH_V2_ARCHETYPES, receivedResearchV2, researchV2Peers } from 'shared-types/testing';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { renderWithShell } from '../../testing/renderWithShell';
import { PeersV2Card } from './PeersV2Card';

const NOTE = 'Fewer than 3 classified peers in Cement: no peer table.';

async function renderCard(research: ReceivedResearchV2, locale = 'en') {
  await act(async () => {
    renderWithShell(
      <MessagesProvider locale={locale}>
        <PeersV2Card research={research} />
      </MessagesProvider>,
    );
  });
}

const card = () => screen.getByRole('region', { name: 'Peer Comparison' });

describe('PeersV2Card', () => {
  it.each(RESEARCH_V2_ARCHETYPES)('shows the %s archetype against its peers: the company highlighted, its peers and the median', async (archetype) => {
    await renderCard(receivedResearchV2(archetype));
    const table = within(card()).getByRole('table', { name: 'Aravali Cement Works against its peers in Cement' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Company', 'Aravali Cement Works', 'Bharat Cements', 'Deccan Cements', 'Kaveri Finance', 'Industry median']);
    expect(within(table).getByRole('rowheader', { name: 'Aravali Cement Works' }).closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(card()).toHaveTextContent('Peers in Cement, nearest in market capitalisation first.');
    expect(card().querySelector('[lang]')).toBeNull();
  });

  it.each(RESEARCH_V2_ARCHETYPES)("shows 'No peer comparison available' for the %s archetype without peers", async (archetype) => {
    await renderCard(receivedResearchV2(archetype, null));
    expect(card()).toHaveTextContent('No peer comparison available');
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error rendering this section' for a peer table it cannot draw", async () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    await renderCard(receivedResearchV2('steady-compounder', { ...researchV2Peers(), peers: null as unknown as [] }));
    expect(card()).toHaveTextContent('Error rendering this section');
    reported.mockRestore();
  });

  it("shows the server's note instead of a thin table", async () => {
    const peers = researchV2Peers();
    await renderCard(receivedResearchV2('steady-compounder', { ...peers, peers: [], note: NOTE }));
    expect(within(card()).getByText(NOTE)).toBeInTheDocument();
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('heads the card in Hindi and marks the English table and note lang="en"', async () => {
    await renderCard(receivedResearchV2('lender', { ...researchV2Peers(), note: NOTE }), 'hi');
    const hindiCard = await screen.findByRole('region', { name: 'समकक्ष कंपनियों से तुलना' });
    expect(within(hindiCard).getByText(NOTE).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(hindiCard).getByRole('table').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(hindiCard).getByRole('heading', { level: 3 }).closest('[lang]')).toBeNull();
  });

  it('says there are no peers in Hindi', async () => {
    await renderCard(receivedResearchV2('no-statements', null), 'hi');
    expect(await screen.findByText('समकक्ष कंपनियों से तुलना उपलब्ध नहीं')).not.toHaveAttribute('lang');
  });
});
