import { render, screen, within } from '@testing-library/react';
import { PART3_TITLE } from 'shared-types/api/fields';
import { DETAILS, makeDetails } from 'shared-types/testing';
import { Part3View } from './Part3View';
import { showTheWorking } from '../testing/showTheWorking';

const part3 = makeDetails()[PART3_TITLE];
const figures = DETAILS.analysis_meta.figures.scenarios;
const rowsText = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Part3View', () => {
  it('shows the five numbered sections', () => {
    render(<Part3View part={part3} scenarios={figures} />);
    showTheWorking();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      '1. Overall Investigation',
      '2. Business Model and Moat',
      '3. Risks and Quality',
      "4. Owner's Earnings and Margin of Safety",
      '5. 3-10 Year Hold Scenarios',
    ]);
  });

  it('shows the hold scenarios as a table of Scenario, Probability and Description', () => {
    render(<Part3View part={part3} scenarios={figures} />);
    showTheWorking();
    const table = screen.getByRole('table', { name: '3-10 year hold scenarios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scenario', 'Probability', 'Description']);
    expect(rowsText()).toEqual([
      'Base Case55%The record continues: IRR 16.5% a year.',
      'Bull Case30%Growth 5 points above base: IRR 26.9% a year.',
      'Bear Case15%Growth disappoints: IRR 5.4% a year.',
    ]);
  });

  it('shows the probability from the scenario figures, not from the title prose', () => {
    const moved = figures.map((figure) => (figure.case === 'base' ? { ...figure, probability_percent: 60 } : figure));
    render(<Part3View part={part3} scenarios={moved} />);
    showTheWorking();
    expect(rowsText()[0]).toBe('Base Case60%The record continues: IRR 16.5% a year.');
  });

  it("reads an older answer's probabilities, which has no scenario figures, from the '(NN% Probability)' in the titles", () => {
    render(
      <Part3View
        part={{ ...part3, '5. 3-10 Year Hold Scenarios': { 'Base Case (60% Probability)': 'Steady.', 'Bear Case': 'Weak.' } }}
        scenarios={undefined}
      />,
    );
    showTheWorking();
    expect(rowsText()).toEqual(['Base Case60%Steady.', 'Bear CaseN/AWeak.']);
  });

  it("shows 'N/A' for a case with no figure, and 'No scenarios data available' for an empty section", () => {
    const { unmount } = render(
      <Part3View part={{ ...part3, '5. 3-10 Year Hold Scenarios': { 'Stress Case (5% Probability)': 'A recession.' } }} scenarios={figures} />,
    );
    showTheWorking();
    expect(rowsText()).toEqual(['Stress Case (5% Probability)N/AA recession.']);
    unmount();
    render(<Part3View part={{ ...part3, '5. 3-10 Year Hold Scenarios': {} }} scenarios={[]} />);
    showTheWorking();
    expect(screen.getByText('No scenarios data available')).toBeInTheDocument();
  });

  it("shows the owner's earnings analysis, IRR projections as key/value lines and the 'Fat Pitch Analysis'", () => {
    render(<Part3View part={part3} scenarios={figures} />);
    showTheWorking();
    const owner = within(screen.getByRole('region', { name: "4. Owner's Earnings and Margin of Safety" }));
    expect(owner.getByText(/Owner's earnings are ₹437.4 crore/)).toBeInTheDocument();
    const irr = within(owner.getByRole('region', { name: 'IRR Projections' }));
    expect(irr.getByText('3-year hold').nextElementSibling).toHaveTextContent('16.0% a year');
    expect(irr.getByText('5-year hold').nextElementSibling).toHaveTextContent('16.5% a year');
    expect(within(owner.getByRole('region', { name: 'Fat Pitch Analysis' })).getByText(/Not a fat pitch/)).toBeInTheDocument();
  });

  it("shows 'No structured data available' without the owner's earnings section, and the other sections still", () => {
    const { "4. Owner's Earnings and Margin of Safety": _owner, ...withoutOwner } = part3;
    render(<Part3View part={withoutOwner} scenarios={figures} />);
    showTheWorking();
    expect(
      within(screen.getByRole('region', { name: "4. Owner's Earnings and Margin of Safety" })).getByText('No structured data available'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3-10 year hold scenarios' })).toBeInTheDocument();
  });

  it("shows 'No scenarios data available' when the hold scenarios are missing", () => {
    const { '5. 3-10 Year Hold Scenarios': _scenarios, ...withoutScenarios } = part3;
    render(<Part3View part={withoutScenarios} scenarios={figures} />);
    showTheWorking();
    expect(within(screen.getByRole('region', { name: '5. 3-10 Year Hold Scenarios' })).getByText('No scenarios data available')).toBeInTheDocument();
  });
});
