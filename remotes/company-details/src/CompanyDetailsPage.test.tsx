import { act, screen, within } from '@testing-library/react';
import { PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import type { ReceivedCompanyDetails } from 'shared-types/api';
import { createShellStore, researchFailed, researchStarted, researchSucceeded } from 'shared-types/shell';
import CompanyDetailsPage from './CompanyDetailsPage';
import { CompanyDetailsView } from './CompanyDetailsView';
import { DETAILS, makeDetails, parsedDetails } from 'shared-types/testing';
import { renderWithShell } from './testing/renderWithShell';

const company = { id: 'c-7', name: 'Steady Compounder Ltd', code: 'STEADY' };

async function renderShown(details: ReceivedCompanyDetails) {
  const store = createShellStore();
  store.dispatch(researchSucceeded({ company, details }));
  await act(async () => {
    renderWithShell(<CompanyDetailsPage />, { store });
  });
}

describe('CompanyDetailsPage', () => {
  it('shows nothing before a search, and nothing on an error (the search panel shows those)', () => {
    const { container, store } = renderWithShell(<CompanyDetailsPage />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(researchFailed({ company, message: 'Failed to fetch company details. Please try again.' }));
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container).not.toHaveTextContent(/\S/);
  });

  it('shows a busy skeleton while loading and tells screen readers', () => {
    const store = createShellStore();
    store.dispatch(researchStarted(company));
    renderWithShell(<CompanyDetailsPage />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading company details...');
    expect(screen.getByTestId('company-details-loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('announces the result politely when it arrives', async () => {
    const store = createShellStore();
    store.dispatch(researchStarted(company));
    renderWithShell(<CompanyDetailsPage />, { store });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await act(async () => {
      store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    });
    expect(status).toHaveTextContent('Company details for Steady Compounder Ltd are ready.');
    expect(screen.queryByTestId('company-details-loading')).toBeNull();
  });

  it('shows the summary cards, the charts and one card per remaining field', async () => {
    await renderShown({ ...makeDetails(), management_quality: 'Promoters hold 60% with no pledges.' });
    const view = within(screen.getByRole('region', { name: 'Company Details' }));
    expect(view.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Company Name',
      'Current Price',
      'Last Updated',
      'Investment Score',
      'At a glance',
      'Financial Analysis Charts',
      'Price chart',
      'Statements',
      'Peer Comparison',
      // The section bar's order: Lenses before the Parts (docs/company-page.md 'Reading the page').
      'Investor Lenses',
      'Part 1: Corporate Governance and Management Credibility Assessment',
      'Part 2: Operational Risk and Business Quality Analysis',
      'Part 3: Holistic Investment Investigation Report',
      'Part 4: Investment Score',
      'Management Quality',
    ]);
    expect(view.getByRole('img', { name: 'Raw values chart' })).toBeInTheDocument();
    expect(within(view.getByRole('region', { name: PART4_TITLE })).getByText('Score').nextElementSibling).toHaveTextContent('89/100 (strong).');
  });

  it('keeps rendering the other sections when one throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const part2 = {
      get summary_table(): never {
        throw new Error('unreadable');
      },
      'Overall Risk Assessment': '',
    };
    // Rendered without the store: its dev checks would read the throwing field first.
    await act(async () => {
      renderWithShell(<CompanyDetailsView details={makeDetails({ [PART2_TITLE]: part2 })} company={company} />);
    });
    expect(screen.getByRole('region', { name: PART2_TITLE })).toHaveTextContent('Error rendering this section');
    expect(screen.getByRole('region', { name: PART3_TITLE })).toHaveTextContent('1. Overall Investigation');
    expect(screen.getByRole('region', { name: 'Financial Analysis Charts' })).not.toHaveTextContent('Error rendering this section');
  });

  it('renders a payload with a field and an enum value this build does not know', async () => {
    const raw = {
      ...makeDetails(),
      data_json: JSON.stringify(DETAILS.data_json),
      [PART2_TITLE]: {
        ...DETAILS[PART2_TITLE],
        summary_table: [{ Factor: 'Promoter pledges', Assessment: 'WATCH', Data: '12% pledged', Justification: 'Rising.' }],
      },
      analysis_meta: { ...DETAILS.analysis_meta, company_kind: 'conglomerate', new_meta: true },
      esg_notes: { 'Board diversity': 'Three of nine directors are women.' },
    };
    await renderShown(parsedDetails(raw));
    expect(screen.getByText('WATCH', { selector: 'span' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Esg Notes' })).getByText('Three of nine directors are women.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raw values chart' })).toBeInTheDocument();
  });

  it('reads no probability out of a scenario title that has no structured figure', async () => {
    await renderShown({ ...makeDetails(), scenarios: { 'Base Case (60% Probability)': 'steady.' } });
    const scenarios = within(screen.getByRole('region', { name: 'Scenarios' }));
    expect(scenarios.getByRole('heading', { name: 'Base Case (60% Probability)' })).toBeInTheDocument();
    expect(scenarios.getByText('Probability: N/A')).toBeInTheDocument();
    expect(scenarios.queryByText(/Probability: 60%/)).toBeNull();
  });
});
