import { act, screen, within } from '@testing-library/react';
import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import { createShellStore, languageChosen, researchStarted, researchSucceeded } from 'shared-types/shell';
import { makeDetails, RESEARCH_V2_ARCHETYPES, receivedResearchV2, type ResearchV2Archetype } from 'shared-types/testing';
import CompanyDetailsPage from '../CompanyDetailsPage';
import { renderWithShell } from '../testing/renderWithShell';
import { showTheWorking } from '../testing/showTheWorking';

const company = { id: 'demo:0001', name: 'Steady Compounder Ltd', code: 'STEADY' };
/** What a message id looks like ('view.title'): a reader must never see one. */
const MESSAGE_ID = /(^|\s)[a-z_]+(\.[a-z0-9_]+){2,}(\s|$)/;

async function renderV2(archetype: ResearchV2Archetype = 'steady-compounder', language: 'en' | 'hi' = 'en') {
  const store = createShellStore();
  if (language !== 'en') store.dispatch(languageChosen(language));
  store.dispatch(researchSucceeded({ company, research: receivedResearchV2(archetype) }));
  await act(async () => {
    renderWithShell(<CompanyDetailsPage />, { store });
  });
  return store;
}

const view = () => screen.getByRole('region', { name: 'Company Details' });

beforeEach(() => window.localStorage.clear());

describe('the research view on a v2 answer', () => {
  it('renders the v2 view: the same sections, in the same order and under the same headings as v1', async () => {
    await renderV2();
    expect(await screen.findByRole('heading', { level: 2, name: 'Company Details' })).toBeInTheDocument();
    expect(view()).toHaveAttribute('data-answer', 'v2');
    const cards = within(view())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    for (const title of [
      'Company Name',
      'Investment Score',
      'Financial Analysis Charts',
      'Peer Comparison',
      'Investor Lenses',
      PART1_TITLE,
      PART2_TITLE,
      PART3_TITLE,
      PART4_TITLE,
    ])
      expect(cards).toContain(title);
    // Lenses before the Parts, the Parts in their order (docs/company-page.md 'Reading the page').
    const order = ['Peer Comparison', 'Investor Lenses', 'Part 1', 'Part 2', 'Part 3', 'Part 4'].map((start) =>
      cards.findIndex((card) => card?.startsWith(start)),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const bar = screen.getByRole('navigation', { name: 'Sections of this research' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Price', 'Statements', 'Peers', 'Lenses', 'Part 1', 'Part 2', 'Part 3', 'Part 4']);
  });

  it('announces the v2 result politely when it arrives', async () => {
    const store = createShellStore();
    store.dispatch(researchStarted(company));
    renderWithShell(<CompanyDetailsPage />, { store });
    // The page's status line, found while it is the only one (the statements card has its own once shown).
    const status = screen.getByRole('status');
    await act(async () => {
      store.dispatch(researchSucceeded({ company, research: receivedResearchV2() }));
    });
    expect(status).toHaveTextContent('Company details for Steady Compounder Ltd are ready.');
  });

  it.each(RESEARCH_V2_ARCHETYPES)('renders the %s archetype, working unfolded, without a message id or a section error', async (archetype) => {
    await renderV2(archetype);
    await screen.findByRole('heading', { level: 2, name: 'Company Details' });
    showTheWorking();
    expect(view()).not.toHaveTextContent('Error rendering this section');
    expect(view().textContent).not.toMatch(MESSAGE_ID);
  });

  it('renders a v1 answer with the v1 view, for an API that does not serve v2 yet', async () => {
    const store = createShellStore();
    store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    await act(async () => {
      renderWithShell(<CompanyDetailsPage />, { store });
    });
    expect(await screen.findByRole('region', { name: 'Company Details' })).toHaveAttribute('data-answer', 'v1');
  });

  it('renders the v2 view in Hindi, the Part titles from the catalogue', async () => {
    await renderV2('steady-compounder', 'hi');
    const hindi = await screen.findByRole('region', { name: 'कंपनी का विवरण' });
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByRole('heading', { level: 3, name: 'भाग 4: निवेश स्कोर' })).toBeInTheDocument();
  });
});
