import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReceivedResearchV2 } from 'shared-types/api';
import { http, HttpResponse, RESEARCH_V2_ARCHETYPES, receivedResearchV2 } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { MessagesProvider } from '../../i18n/MessagesProvider';
import { renderWithShell } from '../../testing/renderWithShell';
import { LensesV2Card } from './LensesV2Card';

/** What a message id looks like ('lens.view.source'): a reader must never see one. */
const MESSAGE_ID = /^[a-z_]+(\.[a-z0-9_]+)+$/;

async function renderCard(research: ReceivedResearchV2, initialLens?: string, locale = 'en') {
  await act(async () => {
    renderWithShell(
      <MessagesProvider locale={locale}>
        <LensesV2Card research={research} companyId="demo:0001" {...(initialLens === undefined ? {} : { initialLens })} />
      </MessagesProvider>,
    );
  });
}

const card = () => screen.getByRole('region', { name: 'Investor Lenses' });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const showWorking = () => fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Show the working' }));
const row = (label: string) => within(screen.getByRole('table')).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

/** The steady compounder with one lens's criterion changed: the edge cases a newer or odder answer brings. */
function withCriterion(lensId: string, criterionId: string, change: Record<string, unknown>): ReceivedResearchV2 {
  const research = receivedResearchV2('steady-compounder');
  const lens = research.document.lenses.lenses.find((l) => l.id === lensId)!;
  lens.criteria = lens.criteria.map((c) => (c.id === criterionId ? { ...c, ...change } : c));
  return research;
}

/** Each archetype's Graham summary and its passed, failed and not assessable counts. */
const ARCHETYPE_CASES = [
  ['steady-compounder', 'Passes 4 of 6 criteria assessed; 1 not assessable.', ['4', '2', '1']],
  ['lender', 'Passes 7 of 7 criteria assessed.', ['7', '0', '0']],
  ['no-statements', 'No criterion could be assessed from the data.', ['0', '0', '7']],
] as const;

describe('LensesV2Card', () => {
  it('is tested on every archetype', () => {
    expect(ARCHETYPE_CASES.map(([archetype]) => archetype)).toEqual([...RESEARCH_V2_ARCHETYPES]);
  });

  it.each(ARCHETYPE_CASES)('shows the %s archetype: a tab per lens, Graham first with its source, summary and counts', async (archetype, summary, counts) => {
    await renderCard(receivedResearchV2(archetype));
    const tabs = within(screen.getByRole('tablist', { name: 'Investor Lenses' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Graham', 'Buffett', 'Lynch', 'Greenblatt', 'Piotroski']);
    const panel = screen.getByRole('tabpanel', { name: 'Graham' });
    expect(within(panel).getByRole('heading', { level: 4 })).toHaveTextContent('Graham’s defensive investor');
    expect(panel).toHaveTextContent('Source: Benjamin Graham, The Intelligent Investor, 4th rev. ed. (1973), ch. 14');
    expect(panel).toHaveTextContent(summary);
    expect(['Passed', 'Failed', 'Not assessable'].map((label) => within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent)).toEqual(counts);
  });

  it("folds the criteria table as the working: each criterion's outcome, figures, note and threshold", async () => {
    await renderCard(receivedResearchV2('steady-compounder'));
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
    showWorking();
    const table = within(card()).getByRole('table', { name: 'Graham criteria' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Criterion', 'Outcome', 'Company’s figure', 'Threshold']);
    expect(row('Size')).toHaveTextContent('✓ Pass₹3,518 crore (FY2025)Sales ≥ ₹2,000 crore a year');
    expect(row('Current ratio')).toHaveTextContent('– Not assessablen/aNote: No current assets and liabilities in the data.Current ratio ≥ 2');
    expect(row('Dividend record')).toHaveTextContent(
      'paid in all 10 years (FY2016–FY2025)Note: Judged on 10 years (FY2016–FY2025): Graham asks for 20.Dividends every year for 20 years',
    );
    expect(row('P/E')).toHaveTextContent('✗ Fail34.6× (average EPS ₹47.74 a share, FY2023–FY2025)P/E ≤ 15 on 3-year average EPS');
    expect(row('P/E × P/B')).toHaveTextContent('203.80 (P/E 34.6× × P/B 5.89×)');
  });

  it("opens on the reader's lens, with Lynch's category; 'standard' or an unknown lens opens the first", async () => {
    await renderCard(receivedResearchV2('steady-compounder'), 'lynch');
    expect(selectedTab()).toHaveTextContent('Lynch');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Category: Stalwart EPS grew 16.3% a year over 5 years.');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rules, first match wins: turnaround');
    for (const lens of ['standard', 'dalio']) {
      await renderCard(receivedResearchV2('steady-compounder'), lens);
      expect(screen.getAllByRole('tablist').at(-1)?.querySelector('[aria-selected="true"]')).toHaveTextContent('Graham');
    }
  });

  it('says when the data cannot tell the Lynch category', async () => {
    await renderCard(receivedResearchV2('no-statements'), 'lynch');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Category: not determined No category: the 5-year EPS CAGR is unknown (no figures).');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    await renderCard(receivedResearchV2('lender'));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Graham' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Buffett');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Piotroski' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Graham');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Piotroski');
    await user.click(screen.getByRole('tab', { name: 'Buffett' }));
    expect(screen.getByRole('tabpanel', { name: 'Buffett' })).toHaveTextContent('Buffett-style quality');
  });

  it("shows Greenblatt's industry rank from the peer comparison, or says it is not available", async () => {
    await renderCard(receivedResearchV2('steady-compounder'), 'greenblatt');
    showWorking();
    await waitFor(() => expect(row('Rank in industry')).toHaveTextContent('Ranked2 of 9Note: from the peer comparison; shown, not counted in the summary'));
    // Ranked, not counted: 1 pass, 1 fail.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Passes 1 of 2 criteria assessed.');
    server.use(http.get('/api/company/:id/peers', () => HttpResponse.json({ peers: null })));
    await renderCard(receivedResearchV2('steady-compounder'), 'greenblatt');
    const [, second] = screen.getAllByRole('tabpanel');
    fireEvent.click(within(second!).getByRole('button', { name: 'Show the working' }));
    expect(within(second!).getByRole('rowheader', { name: 'Rank in industry' }).closest('tr')).toHaveTextContent(
      'Not assessableRank in industry not availableNote: From the peer comparison.',
    );
  });

  it("shows Piotroski's signals with the report's figures, and a lender's with the reason they do not apply", async () => {
    await renderCard(receivedResearchV2('steady-compounder'), 'piotroski');
    showWorking();
    expect(row('Positive cash flow')).toHaveTextContent('PassCFO ₹606 crore');
    expect(row('Higher current ratio')).toHaveTextContent('Note: current assets and current liabilities are not in the imported data');
    await renderCard(receivedResearchV2('lender'), 'piotroski');
    expect(screen.getAllByRole('tabpanel').at(-1)).toHaveTextContent('No criterion could be assessed from the data.');
  });

  it('words the figures of the years a test missed, a P/E without earnings and a PEG without growth', async () => {
    const research = withCriterion('graham', 'earnings_stability', { outcome: 'fail', years: ['FY2019', 'FY2020'] });
    const graham = research.document.lenses.lenses[0]!;
    graham.criteria = graham.criteria.map((c) =>
      c.id === 'pe' ? { ...c, figures: { average_eps: { value: -2, unit: 'inr_per_share', period: 'FY2023–FY2025' } } } : c,
    );
    const lynch = research.document.lenses.lenses[2]!;
    lynch.criteria = lynch.criteria.map((c) => (c.id === 'peg' ? { ...c, figures: { pe: c.figures!.pe!, eps_growth: { value: -0.1, unit: 'fraction' } } } : c));
    await renderCard(research);
    showWorking();
    expect(row('Earnings stability')).toHaveTextContent('a loss in FY2019 and FY2020; 8 of 10 years profitable');
    expect(row('P/E')).toHaveTextContent('average EPS -₹2.00 a share (FY2023–FY2025): no earnings to price');
    // The working stays open from tab to tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Lynch' }));
    expect(row('PEG with yield')).toHaveTextContent('P/E 30.0× ÷ (-10.0% + 0.0%): growth plus yield is not positive');
  });

  it('reads a newer answer sensibly: an unknown figure, reason, outcome, criterion, lens and category', async () => {
    const research = withCriterion('graham', 'size', {
      outcome: 'watch',
      figures: { sales: { value: null, unit: 'inr_crore', period: 'FY2025' } },
      reason: { code: 'lens.graham.new_rule' },
    });
    const lenses = research.document.lenses.lenses;
    lenses[2] = { ...lenses[2]!, category: 'hyper_grower', category_reason: { code: 'lens.lynch.category.hyper' } };
    lenses.push({ id: 'dalio', criteria: [{ id: 'debt_cycle', outcome: 'pass', figures: { cycle: { value: 0.5, unit: 'fraction' } } }] });
    await renderCard(research);
    showWorking();
    expect(screen.getByText('watch')).toHaveAttribute('data-outcome', 'watch');
    expect(row('Size')).toHaveTextContent('watchn/a (FY2025)Sales ≥');
    expect(row('Size')).not.toHaveTextContent('Note');
    await userEvent.click(screen.getByRole('tab', { name: 'Lynch' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Category: Hyper Grower');
    await userEvent.click(screen.getByRole('tab', { name: 'Dalio' }));
    expect(row('Debt Cycle')).toHaveTextContent('✓ Pass50.0%–');
    const texts = [...card().querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent?.trim()));
    expect(texts.filter((text) => text !== undefined && MESSAGE_ID.test(text))).toEqual([]);
  });

  it("shows 'Error rendering this section' for lenses it cannot read, and only there", async () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const research = receivedResearchV2('lender');
    research.document.lenses.lenses[0]!.criteria = null as unknown as [];
    await renderCard(research);
    expect(card()).toHaveTextContent('Error rendering this section');
    reported.mockRestore();
  });

  it('shows its empty state without lenses', async () => {
    const research = receivedResearchV2('no-statements');
    research.document.lenses.lenses = [];
    await renderCard(research);
    expect(card()).toHaveTextContent('No investor lens data available');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi view: the card, the outcomes, never a message id', async () => {
    await renderCard(receivedResearchV2('steady-compounder'), undefined, 'hi');
    const hindiCard = await screen.findByRole('region', { name: 'निवेशकों के दृष्टिकोण' });
    expect(within(hindiCard).getByRole('heading', { level: 4 })).toHaveTextContent('Graham का रक्षात्मक निवेशक');
    fireEvent.click(within(hindiCard).getByRole('button', { name: 'गणना दिखाएँ' }));
    expect(within(hindiCard).getByRole('rowheader', { name: 'मुनाफ़े की स्थिरता' }).closest('tr')).toHaveTextContent('पास');
    const texts = [...hindiCard.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent?.trim()));
    expect(texts.filter((text) => text !== undefined && MESSAGE_ID.test(text))).toEqual([]);
  });
});
