import { act, screen, within } from '@testing-library/react';
import { type Preferences, type ResearchV2 } from 'shared-types/api';
import { convictionApi, createShellStore, signedIn } from 'shared-types/shell';
import { http, HttpResponse, receivedResearchV2, RESEARCH_V2_ARCHETYPES, VALUE_WEIGHTS_BY_ID, type ResearchV2Archetype } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { renderWithShell } from '../../testing/renderWithShell';
import { SummaryV2 } from './SummaryV2';

function renderSummary(archetype: ResearchV2Archetype = 'steady-compounder', change: (d: ResearchV2) => void = () => {}) {
  const research = receivedResearchV2(archetype);
  change(research.document);
  return renderWithShell(<SummaryV2 research={research} fallbackName="Picked in search" />);
}

/** The card (an h3, as v1's) or glance part (an h4 in the 'At a glance' card) under a heading. */
const part = (title: string) => screen.getByRole('heading', { name: title }).parentElement as HTMLElement;

describe('SummaryV2', () => {
  it('shows the four spec cards of a rated company', () => {
    renderSummary();
    expect(part('Company Name')).toHaveTextContent('Steady Compounder Ltd');
    expect(part('Company Name')).toHaveTextContent('STEADY');
    expect(part('Current Price')).toHaveTextContent('₹1,652.10');
    expect(within(part('Last Updated')).getByText('30 Jun 2025')).toHaveAttribute('datetime', '2025-06-30');
    const score = part('Investment Score');
    expect(score).toHaveTextContent('88/100 · 95% of the score’s points assessable');
    expect(within(score).getByText('strong')).toBeInTheDocument();
  });

  it('draws the pillars as bars whose text alternative states their points', () => {
    renderSummary();
    const score = part('Score');
    expect(score).toHaveTextContent('88/100');
    expect(score).toHaveTextContent('95 of 100 points rest on data');
    const bars = within(within(score).getByRole('list', { name: 'Points by pillar' }));
    expect(bars.getByRole('img', { name: 'Business quality: 25 of 25 points earned' })).toBeInTheDocument();
    expect(bars.getByRole('img', { name: 'Financial strength: 12 of 12 points earned; 3 of its 15 points not assessed' })).toBeInTheDocument();
    expect(bars.getByText('12 of 12')).toBeInTheDocument();
  });

  it('sets the price against the intrinsic value and its range, with the margin of safety in words', () => {
    renderSummary();
    const value = part('Price against value');
    expect(value).toHaveTextContent('Margin of safety: the price is above the estimate, so there is no margin of safety.');
    expect(value).toHaveTextContent('Price ₹1,652');
    expect(value).toHaveTextContent('Estimates: EPS × justified P/E ₹2,120 and DCF of free cash flow after reinvestment ₹756');
    expect(value).toHaveTextContent('Intrinsic value ₹756 (low end of 2 estimates, which the margin of safety is measured against)');
    expect(value).toHaveTextContent('Range ₹756 – ₹2,120');
    expect(within(value).getByRole('img')).toHaveAccessibleName(/^Price ₹1,652; Intrinsic value ₹756 .*; -118.5%; Margin of safety: the price is above/);
  });

  it('counts the risk flags and states the overall level', () => {
    renderSummary();
    const risk = part('Risk flags');
    const counts = Object.fromEntries(
      within(risk)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ Severe: '0', 'Other flags': '0', Clear: expect.any(String), 'Not assessed': '1' });
    expect(risk).toHaveTextContent(/Overall operational risk: (Low|Moderate|High)\./);
  });

  it('dates the price and the statements, and lists the sources with their as-of dates', () => {
    renderSummary();
    const data = part('Data');
    expect(data).toHaveTextContent('Price as of 30 Jun 2025');
    expect(data).toHaveTextContent('Statements to 31 Mar 2025');
    expect(within(data).getByText('Sources (1)').tagName).toBe('SUMMARY');
    expect(data).toHaveTextContent('Synthetic test fixture (as of 30 Jun 2025)');
    expect(screen.getByText('Not in the data (2)')).toBeInTheDocument();
    expect(screen.getByText('reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Analysed as an industrial company. Sector: Consumer Goods');
  });

  it("reads a lender's valuation from its justified P/B", () => {
    renderSummary('lender');
    expect(part('Company Name')).toHaveTextContent('Prudent Finance Ltd');
    expect(part('Investment Score')).toHaveTextContent('82/100');
    expect(part('Price against value')).toHaveTextContent('Margin of safety: the price is below the estimate.');
    expect(part('Price against value')).toHaveTextContent('Estimates: Justified P/B × book value ₹126');
    expect(document.body).toHaveTextContent('Analysed as a lender (bank or NBFC). Sector: NBFC');
  });

  it("shows 'Not rated' and why for a company with no statements", () => {
    renderSummary('no-statements');
    expect(part('Investment Score')).toHaveTextContent('Not rated');
    expect(part('Investment Score')).toHaveTextContent('no financial statements imported yet');
    expect(part('Score')).toHaveTextContent('Not rated — no financial statements imported yet');
    expect(part('Score')).toHaveTextContent('Coverage not available.');
    expect(part('Score')).toHaveTextContent('Pillar points not available.');
    expect(part('Price against value')).toHaveTextContent('No financial statements imported yet: owner’s earnings');
    expect(part('Risk flags')).toHaveTextContent('No financial statements imported yet, so operational risks cannot be assessed.');
  });

  it.each(RESEARCH_V2_ARCHETYPES)('renders %s with every card and part, and no message id', (archetype) => {
    const { container } = renderSummary(archetype);
    for (const title of ['Company Name', 'Current Price', 'Last Updated', 'Investment Score', 'Score', 'Price against value', 'Risk flags', 'Data'])
      expect(part(title)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b/);
  });

  it("says 'Not Available' without a price or its date, and reads unknown codes and enums sensibly", () => {
    renderSummary('steady-compounder', (d) => {
      d.summary.price = { value: null, unit: 'inr' };
      delete d.meta.price;
      d.summary.band = 'legendary';
      d.risks.level = 'elevated';
      const [first] = d.score.pillars;
      if (first) first.id = 'moat_width';
    });
    expect(part('Current Price')).toHaveTextContent('Not Available');
    expect(part('Last Updated')).toHaveTextContent('Not Available');
    expect(within(part('Investment Score')).queryByText('legendary')).toBeNull();
    expect(part('Risk flags')).toHaveTextContent('Overall operational risk: elevated.');
    expect(screen.getByRole('img', { name: 'Another pillar: 25 of 25 points earned' })).toBeInTheDocument();
  });

  it("dates a price known only 'on or after' a day, naming its source", () => {
    renderSummary('steady-compounder', (d) => {
      d.meta.price = { kind: 'screener', as_of: '2025-06-30', approximate: true, stale: false };
    });
    expect(part('Last Updated')).toHaveTextContent('on or after 30 Jun 2025 (Screener export)');
    expect(part('Data')).toHaveTextContent('Price as of on or after 30 Jun 2025 (Screener export)');
  });

  it('shows the pillars of a company rated too thinly as not scored, with the reason in full', () => {
    renderSummary('steady-compounder', (d) => {
      d.summary.rating = 'not_rated';
      d.summary.score = null;
      d.summary.coverage = 0.58;
      d.summary.not_rated = { code: 'rating.low_coverage', params: { shortfall: 'points', assessable_points: 58, points_needed: 70 } };
    });
    expect(part('Investment Score')).toHaveTextContent('Not rated');
    expect(part('Investment Score')).toHaveTextContent('too little data');
    expect(part('Score')).toHaveTextContent('Not rated — too little data: only 58 of the score’s 100 points could be assessed (70 needed)');
    expect(part('Score')).toHaveTextContent('58 of 100 points rest on data');
    expect(screen.getByRole('img', { name: 'Valuation: not scored, 15 points assessable' })).toBeInTheDocument();
  });

  it('words a not-rated reason this build does not know with the fallback, never its code', () => {
    renderSummary('no-statements', (d) => {
      d.summary.not_rated = { code: 'rating.too_new' };
    });
    expect(part('Investment Score')).toHaveTextContent('No explanation is available for this item.');
    expect(document.body.textContent).not.toContain('rating.too_new');
  });

  it('names the cards in Hindi, keeping the company name marked as English', async () => {
    await act(async () => {
      renderWithShell(
        <MessagesProvider locale="hi">
          <SummaryV2 research={receivedResearchV2()} fallbackName="x" />
        </MessagesProvider>,
      );
    });
    await screen.findByRole('heading', { level: 3, name: 'कंपनी का नाम' });
    for (const title of ['मौजूदा भाव', 'पिछला अपडेट', 'निवेश स्कोर', 'स्कोर', 'मूल्य के मुक़ाबले भाव']) expect(part(title)).toBeInTheDocument();
    expect(screen.getByText('Steady Compounder Ltd')).toHaveAttribute('lang', 'en');
    expect(part('स्कोर')).toHaveTextContent('100 में से 95 अंक डेटा पर आधारित');
    expect(screen.getByRole('img', { name: 'व्यवसाय की गुणवत्ता: 25 में से 25 अंक मिले' })).toBeInTheDocument();
    expect(screen.getByText('Synthetic test fixture')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Consumer Goods')).toHaveAttribute('lang', 'en');
    // A missing-data reason without Hindi yet is the English fallback, marked as English.
    expect(screen.getByText('reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('डेटा में नहीं (2)')).toBeInTheDocument();
  });

  it("shows a signed-in user's own score with their weights beside the standard one", async () => {
    const store = createShellStore();
    store.dispatch(signedIn({ id: 'u-1', email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null }));
    const preferences: Preferences = { lens: 'standard', weights: VALUE_WEIGHTS_BY_ID };
    server.use(http.get('/api/account/preferences', () => HttpResponse.json(preferences)));
    await store.dispatch(convictionApi.endpoints.getPreferences.initiate('u-1'));
    await act(async () => {
      renderWithShell(<SummaryV2 research={receivedResearchV2()} fallbackName="x" />, { store });
    });
    expect(within(part('Investment Score')).getByTestId('personal-score')).toHaveTextContent(
      /^Your score \(your pillar weights\): \d+\/100 · \d+% of your points assessable$/,
    );
    expect(part('Investment Score')).toHaveTextContent('88/100');
  });
});
