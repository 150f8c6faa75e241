import { act, screen, within } from '@testing-library/react';
import { PART1_TITLE, PART2_TITLE, PART3_TITLE } from 'shared-types/api/fields';
import { createShellStore, researchSucceeded } from 'shared-types/shell';
import { DETAILS, parsedDetails } from 'shared-types/testing';
import CompanyDetailsPage from './CompanyDetailsPage';
import { renderWithShell } from './testing/renderWithShell';
import { showTheWorking } from './testing/showTheWorking';

const company = { id: 'c-9', name: 'Partial Ltd', code: 'PART' };

/** Renders a raw payload as the page gets it: parsed where it entered, then shown. */
async function renderReceived(raw: Record<string, unknown>) {
  const store = createShellStore();
  store.dispatch(researchSucceeded({ company, details: parsedDetails(raw) }));
  await act(async () => {
    renderWithShell(<CompanyDetailsPage />, { store });
  });
  // Parts open folded: the assertions below read their working too.
  showTheWorking();
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('a partial or still-processing payload', () => {
  it('renders a name-only payload: the summary cards and each section’s empty state', async () => {
    await renderReceived({ company_name: 'Partial Ltd' });
    expect(screen.getByRole('heading', { level: 3, name: 'Company Name' }).nextElementSibling).toHaveTextContent('Partial Ltd');
    expect(screen.getByRole('heading', { level: 3, name: 'Current Price' }).nextElementSibling).toHaveTextContent('Not Available');
    expect(card('Financial Analysis Charts').getByText('Charts Not Available')).toBeInTheDocument();
    expect(card(PART1_TITLE).getByText('No Part 1 data available')).toBeInTheDocument();
    expect(card(PART2_TITLE).getByText('No operational risk data available')).toBeInTheDocument();
    expect(card(PART3_TITLE).getByText('No Part 3 data available')).toBeInTheDocument();
    expect(screen.queryByText('Error rendering this section')).toBeNull();
  });

  it.each(['still processing', '{not json'])("shows 'Charts Not Available' for data_json sent as text (%p)", async (dataJson) => {
    await renderReceived({ ...DETAILS, data_json: dataJson });
    const charts = card('Financial Analysis Charts');
    expect(charts.getByText('Charts Not Available')).toBeInTheDocument();
    expect(charts.getByText('Chart data for this company is being processed and will be available soon.')).toBeInTheDocument();
    expect(card(PART1_TITLE).getByRole('heading', { name: 'Current Guidance' })).toBeInTheDocument();
  });

  it('renders a Part sent as plain text as text under its title', async () => {
    await renderReceived({ ...DETAILS, [PART3_TITLE]: 'The report is being written.\nCheck back tomorrow.' });
    const part3 = card(PART3_TITLE);
    expect(part3.getByText('The report is being written.')).toBeInTheDocument();
    expect(part3.getByText('Check back tomorrow.')).toBeInTheDocument();
  });

  it("shows 'Error rendering this section' for a Part of the wrong shape, and renders the rest", async () => {
    await renderReceived({ ...DETAILS, [PART2_TITLE]: { summary_table: 7 }, [PART1_TITLE]: 42 });
    expect(card(PART2_TITLE).getByText('Error rendering this section')).toBeInTheDocument();
    expect(card(PART1_TITLE).getByText('Error rendering this section')).toBeInTheDocument();
    expect(card(PART3_TITLE).getByRole('table', { name: '3-10 year hold scenarios' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raw values chart' })).toBeInTheDocument();
  });

  it("keeps the charts and the sections when analysis_meta is unreadable: no sources, the older answers' probabilities and score from the text", async () => {
    await renderReceived({ ...DETAILS, analysis_meta: 'pending' });
    expect(screen.getByRole('img', { name: 'Raw values chart' })).toBeInTheDocument();
    expect(screen.queryByText(/^Data:/)).toBeNull();
    const rows = within(card(PART3_TITLE).getByRole('table', { name: '3-10 year hold scenarios' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.children[1]?.textContent)).toEqual(['55%', '30%', '15%']);
    const summary = within(card(PART1_TITLE).getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('90/100')).toHaveAttribute('data-tone', 'green');
    expect(summary.getByText('Not stated')).toBeInTheDocument();
  });

  it("shows a scalar of the wrong type as 'Not Available' instead of refusing the research", async () => {
    await renderReceived({ ...DETAILS, current_price: 'cheap' });
    expect(screen.getByRole('heading', { level: 3, name: 'Current Price' }).nextElementSibling).toHaveTextContent('Not Available');
    expect(card(PART1_TITLE).getByRole('heading', { name: 'Current Guidance' })).toBeInTheDocument();
  });
});

describe('fields recognised by shape', () => {
  it('shows a top-level scenarios field as Base, Bull and Bear blocks, probabilities from the figures or N/A', async () => {
    const [base, bull] = DETAILS.analysis_meta.figures.scenarios;
    await renderReceived({
      ...DETAILS,
      scenarios: { [base?.title ?? '']: 'Steady.', [bull?.title ?? '']: 'Faster.', 'Bear Case (10% Probability)': 'Slower.' },
    });
    const scenarios = card('Scenarios');
    expect(scenarios.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Base Case',
      'Bull Case',
      'Bear Case (10% Probability)',
    ]);
    expect(within(scenarios.getByRole('region', { name: 'Base Case' })).getByText('Probability: 55%')).toBeInTheDocument();
    expect(within(scenarios.getByRole('region', { name: 'Bull Case' })).getByText('Faster.')).toBeInTheDocument();
    // No structured figure for this title: the number in the title is not read back.
    expect(within(scenarios.getByRole('region', { name: 'Bear Case (10% Probability)' })).getByText('Probability: N/A')).toBeInTheDocument();
  });

  it("shows 'No scenarios data available' for an empty scenarios field", async () => {
    await renderReceived({ ...DETAILS, investment_scenarios: '' });
    expect(card('Investment Scenarios').getByText('No scenarios data available')).toBeInTheDocument();
  });

  it("shows any object with 'Current Guidance' as management guidance, scored from the figures, its themes not stated", async () => {
    await renderReceived({
      ...DETAILS,
      guidance_update: { 'Current Guidance': 'FY2027 capacity up 20%.', 'Overall Credibility Assessment': 'Improving.' },
    });
    const guidance = card('Guidance Update');
    expect(guidance.getByRole('heading', { level: 4, name: 'Current Guidance' }).nextElementSibling).toHaveTextContent('FY2027 capacity up 20%.');
    // The payload's themes are those of Part 1's guidance; this field's words are not scanned.
    expect(guidance.queryByText('Capacity')).toBeNull();
    expect(guidance.getByText('Not stated')).toBeInTheDocument();
    expect(guidance.getByText('90/100')).toBeInTheDocument();
  });

  it("shows Part 1's key themes from the engine's codes", async () => {
    await renderReceived({ ...DETAILS });
    const summary = within(card(PART1_TITLE).getByRole('region', { name: 'Summary' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Export', 'Value-added', 'Revenue']);
  });
});
