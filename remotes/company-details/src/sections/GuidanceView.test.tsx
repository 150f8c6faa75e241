import { render, screen, within } from '@testing-library/react';
import { GuidanceView } from './GuidanceView';

const guidance = {
  'Current Guidance': 'FY2026 revenue growth of 16% on new capacity.',
  'Historical Comparison': {
    'FY2024 capex': 'Guided ₹300 crore, actual ₹280 crore.',
    'FY2025 exports': 'Export orders slipped.',
  },
  'Overall Credibility Assessment': 'Credibility score: 80/100.',
  'Key Insights': ['Delivered 3 of 4 guided figures.'],
};

// What the engine detects in the guidance above (api/src/analysis/sections/guidanceThemes.ts).
const THEMES = ['capacity', 'export', 'revenue'];

function summary() {
  return within(screen.getByRole('region', { name: 'Summary' }));
}

describe('GuidanceView', () => {
  it('shows Current Guidance, Historical Comparison with its sub-entries and Overall Credibility Assessment', () => {
    render(<GuidanceView guidance={guidance} figures={{ credibility_score: 80, guidance_themes: THEMES }} />);
    for (const title of ['Current Guidance', 'Historical Comparison', 'Overall Credibility Assessment']) {
      expect(screen.getByRole('heading', { level: 5, name: title })).toBeInTheDocument();
    }
    const history = within(screen.getByRole('region', { name: 'Historical Comparison' }));
    expect(history.getByText('FY2024 capex')).toBeInTheDocument();
    expect(history.getByText('Export orders slipped.')).toBeInTheDocument();
  });

  it("labels the engine's theme codes, whatever the guidance's words", () => {
    render(
      <GuidanceView
        guidance={{ ...guidance, 'Current Guidance': 'Margins to hold.' }}
        figures={{ credibility_score: 80, guidance_themes: ['value_added', 'revenue'] }}
      />,
    );
    expect(
      summary()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Value-added', 'Revenue']);
  });

  it("says 'Not stated' for an older answer's themes, and reads its score from the 'N/100' in the assessment", () => {
    render(<GuidanceView guidance={{ ...guidance, 'Overall Credibility Assessment': 'Credibility score: 65/100.' }} figures={{}} />);
    expect(within(summary().getByText('Key themes').nextElementSibling as HTMLElement).getByText('Not stated')).toBeInTheDocument();
    expect(summary().getByText('65/100')).toHaveAttribute('data-tone', 'yellow');
  });

  it('sums up the key themes and the credibility score, and lists the Key Insights', () => {
    render(<GuidanceView guidance={guidance} figures={{ credibility_score: 80, guidance_themes: THEMES }} />);
    expect(
      summary()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Capacity', 'Export', 'Revenue']);
    expect(summary().getByText('80/100')).toHaveAttribute('data-tone', 'green');
    const insights = within(screen.getByRole('region', { name: 'Key Insights' }));
    expect(insights.getByText('Delivered 3 of 4 guided figures.')).toBeInTheDocument();
  });

  it('takes the credibility score from the structured figure, not from the assessment text', () => {
    render(
      <GuidanceView
        guidance={{ ...guidance, 'Overall Credibility Assessment': 'Credibility score: 95/100.' }}
        figures={{ credibility_score: 42, guidance_themes: THEMES }}
      />,
    );
    expect(summary().getByText('42/100')).toHaveAttribute('data-tone', 'red');
    expect(summary().queryByText('95/100')).toBeNull();
  });

  it.each([
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
  ])('colours a credibility score of %i %s', (score, tone) => {
    render(<GuidanceView guidance={guidance} figures={{ credibility_score: score, guidance_themes: THEMES }} />);
    expect(summary().getByText(`${score}/100`)).toHaveAttribute('data-tone', tone);
  });

  it('says so when there is no score, no theme and no insight', () => {
    render(
      <GuidanceView
        guidance={{ ...guidance, 'Current Guidance': 'Margins to hold.', 'Historical Comparison': {}, 'Key Insights': [] }}
        figures={{ credibility_score: null, guidance_themes: [] }}
      />,
    );
    expect(summary().getByText('None detected')).toBeInTheDocument();
    expect(summary().getByText('Not stated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key Insights' })).toBeNull();
  });
});
