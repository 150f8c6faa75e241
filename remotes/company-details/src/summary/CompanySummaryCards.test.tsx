import { render, screen } from '@testing-library/react';
import type { AnalysisMeta, CompanyDetails } from 'shared-types/api';
import { SCORE_FIELD } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { CompanySummaryCards } from './CompanySummaryCards';
import { DataSourcesNote } from './DataSourcesNote';

function renderCards(overrides: Partial<CompanyDetails> = {}, meta: AnalysisMeta = makeDetails().analysis_meta) {
  return render(<CompanySummaryCards details={makeDetails(overrides)} meta={meta} fallbackName="Picked Co" />);
}

const valueOf = (label: string) => screen.getByRole('heading', { name: label }).nextElementSibling;

describe('CompanySummaryCards', () => {
  it('shows the company name, current price, last updated and investment score', () => {
    renderCards();
    expect(valueOf('Company Name')).toHaveTextContent('Steady Compounder Ltd');
    expect(screen.getByText('STEADY')).toBeInTheDocument();
    expect(valueOf('Current Price')).toHaveTextContent('₹12,34,567.50');
    expect(valueOf('Last Updated')?.querySelector('time')).toHaveAttribute('dateTime', '2025-06-30');
    expect(valueOf('Investment Score')).toHaveTextContent('89/100');
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it("shows beside the score how much of it could be assessed: '89/100 · 84% of the score's points assessable'", () => {
    renderCards();
    expect(valueOf('Investment Score')).toHaveTextContent("89/100 · 84% of the score's points assessable");
  });

  it('shows no coverage when the payload has none', () => {
    renderCards({}, { ...makeDetails().analysis_meta, score_coverage: null });
    expect(valueOf('Investment Score')).toHaveTextContent(/^89\/100$/);
  });

  it("shows no coverage beside 'Not rated'", () => {
    renderCards(
      { [SCORE_FIELD]: null },
      { ...makeDetails().analysis_meta, rating_status: 'not_rated', not_rated_reason: 'Not rated — too little data: only 58 of the score' },
    );
    expect(valueOf('Investment Score')).toHaveTextContent(/^Not rated$/);
    expect(screen.queryByText(/points assessable/)).toBeNull();
  });

  it("shows 'Not Available' for a missing price or date, and the picked name without one in the payload", () => {
    renderCards({ current_price: null, last_updated: null, company_name: '' });
    expect(valueOf('Current Price')).toHaveTextContent('Not Available');
    expect(valueOf('Last Updated')).toHaveTextContent('Not Available');
    expect(valueOf('Company Name')).toHaveTextContent('Picked Co');
  });

  it("reads the score from the older 'investment score' field too", () => {
    renderCards({ [SCORE_FIELD]: null, 'investment score': 72 });
    expect(valueOf('Investment Score')).toHaveTextContent('72/100');
  });

  it.each([
    [
      "worded from the engine's code and detail",
      { not_rated_reason: 'Not rated: a newer wording.', not_rated_code: 'insufficient_data', not_rated_detail: 'only 2 fiscal years.' },
    ],
    ["read from an older answer's sentence, which has no code", { not_rated_reason: 'Not rated — insufficient data: only 2 fiscal years.' }],
  ])("shows 'Not rated' with the reason %s when there is no score", (_how, reason) => {
    renderCards(
      { [SCORE_FIELD]: null },
      { ...makeDetails().analysis_meta, not_rated_code: undefined, not_rated_detail: undefined, rating_status: 'not_rated', ...reason },
    );
    expect(valueOf('Investment Score')).toHaveTextContent('Not rated');
    expect(screen.getByText('insufficient data: only 2 fiscal years.')).toBeInTheDocument();
  });

  it("says 'on or after' the date of a Screener export's price, which carries no download date", () => {
    const meta = { ...makeDetails().analysis_meta, price_source: { kind: 'screener', label: 'Screener export', as_of: '2026-03-31', approximate: true } };
    renderCards({ last_updated: '2026-03-31' }, meta);
    expect(valueOf('Last Updated')).toHaveTextContent(/^on or after Mar 31, 2026 \(Screener export\)$/);
    expect(valueOf('Last Updated')?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-31');
  });

  it('shows an exchange close on its own date, without a qualifier', () => {
    renderCards();
    expect(valueOf('Last Updated')).not.toHaveTextContent('on or after');
  });

  it("shows a 'Demo data' badge for demo companies", () => {
    renderCards({}, { ...makeDetails().analysis_meta, is_demo: true });
    expect(screen.getByText('Demo data')).toBeVisible();
  });
});

describe('DataSourcesNote', () => {
  it('says where the data came from and as of when', () => {
    render(<DataSourcesNote meta={makeDetails().analysis_meta} />);
    // The sources sit folded under a closed 'Sources (n)', one a line (docs/company-page.md 'Reading the page').
    const sources = screen.getByText('Sources (1)');
    expect(sources.tagName).toBe('SUMMARY');
    expect(sources.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText(/^Screener.in annual statements \(as of .*2025\)$/).tagName).toBe('LI');
    expect(screen.getByText('Units: ₹ crore unless stated.')).toBeInTheDocument();
    expect(screen.getByText('Not in the data (1)')).toBeInTheDocument();
  });

  it('says how the company is analysed, and why', () => {
    const classification = {
      kind: 'lender',
      kind_source: 'bse_list',
      kind_reason: "BSE basic industry 'Private Sector Bank'",
      sector: 'Financial Services',
      industry: 'Financial Services',
    };
    render(<DataSourcesNote meta={{ ...makeDetails().analysis_meta, classification }} />);
    expect(screen.getByText("Analysed as a lender (bank or NBFC): BSE basic industry 'Private Sector Bank'.")).toBeInTheDocument();
  });

  it('says which figures are trailing twelve months and the date of the balance sheet used', () => {
    const ttm = {
      label: 'TTM to Sep 2026',
      period_end: '2026-09-30',
      quarter_ends: ['2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'],
      figures: ['sales', 'net profit', 'EPS (net profit / FY2026 shares)'],
    };
    render(<DataSourcesNote meta={{ ...makeDetails().analysis_meta, trailing_twelve_months: ttm, statements_period_end: '2026-03-31' }} />);
    expect(
      screen.getByText(
        /^Sales, net profit, EPS \(net profit \/ FY2026 shares\): trailing twelve months to Sep 2026 \(quarterly results\); the balance sheet is as of .*2026\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('shows what a reader must know about the trailing figures: an other-income spike, exceptional items', () => {
    const spike =
      'Other income in the quarter to Dec 2025 was ₹15,119 crore, more than twice its 8-quarter median of ₹4,470 crore: TTM to Mar 2026 profit and EPS include it, so they overstate the run-rate if it does not recur.';
    const ttm = {
      label: 'TTM to Mar 2026',
      period_end: '2026-03-31',
      quarter_ends: ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'],
      figures: ['sales', 'net profit'],
      notes: [spike],
    };
    render(<DataSourcesNote meta={{ ...makeDetails().analysis_meta, trailing_twelve_months: ttm, statements_period_end: '2025-03-31' }} />);
    expect(screen.getByText(spike)).toBeInTheDocument();
  });

  it('shows what a reader must know about a source: which export wrote which years', () => {
    const note = 'FY2016–FY2023 from the export of Mar 2023; FY2024–FY2025 from the export of Mar 2025.';
    const source = { kind: 'screener', description: 'Screener.in annual statements', as_of: '2025-03-31', notes: [note] };
    render(<DataSourcesNote meta={{ ...makeDetails().analysis_meta, data_sources: [source] }} />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('lists a gap given twice twice, without a rendering warning', () => {
    const logged = jest.spyOn(console, 'error');
    render(<DataSourcesNote meta={{ ...makeDetails().analysis_meta, missing_data: ['FY2020 capex', 'FY2020 capex'] }} />);
    expect(screen.getByText('Not in the data (2)')).toBeInTheDocument();
    expect(screen.getAllByText('FY2020 capex')).toHaveLength(2);
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows nothing when the metadata names no source, unit, gap or known kind', () => {
    const meta = makeDetails().analysis_meta;
    const { container } = render(
      <DataSourcesNote meta={{ ...meta, data_sources: [], units: '', missing_data: [], classification: { ...meta.classification, kind: 'conglomerate' } }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
