import { render, screen, within } from '@testing-library/react';
import { PART3_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { Part3View } from './Part3View';

const part3 = makeDetails()[PART3_TITLE];

describe('Part3View', () => {
  it('shows the five numbered sections', () => {
    render(<Part3View value={part3} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      '1. Overall Investigation',
      '2. Business Model and Moat',
      '3. Risks and Quality',
      "4. Owner's Earnings and Margin of Safety",
      '5. 3-10 Year Hold Scenarios',
    ]);
  });

  it('shows the hold scenarios as a table of Scenario, Probability and Description', () => {
    render(<Part3View value={part3} />);
    const table = screen.getByRole('table', { name: '3-10 year hold scenarios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scenario', 'Probability', 'Description']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Base Case55%The record continues: IRR 16.5% a year.',
      'Bull Case30%Growth 5 points above base: IRR 26.9% a year.',
      'Bear Case15%Growth disappoints: IRR 5.4% a year.',
    ]);
  });

  it('lists hold scenarios that read the same name as separate rows, without a rendering warning', () => {
    const logged = jest.spyOn(console, 'error');
    render(<Part3View value={{ ...part3, '5. 3-10 Year Hold Scenarios': { 'Base Case': 'Steady.', 'Base Case (40% Probability)': 'Revised.' } }} />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Base CaseN/ASteady.', 'Base Case40%Revised.']);
    expect(logged).not.toHaveBeenCalled();
  });

  it("shows 'N/A' when a scenario states no probability", () => {
    render(<Part3View value={{ ...part3, '5. 3-10 Year Hold Scenarios': { 'Base Case': 'Steady.' } }} />);
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Base Case/ })).toHaveTextContent('Base CaseN/ASteady.');
  });

  it("shows the owner's earnings analysis, IRR projections as key/value lines and the 'Fat Pitch Analysis'", () => {
    render(<Part3View value={part3} />);
    const owner = within(screen.getByRole('region', { name: "4. Owner's Earnings and Margin of Safety" }));
    expect(owner.getByText(/Owner's earnings are ₹437.4 crore/)).toBeInTheDocument();
    const irr = within(owner.getByRole('region', { name: 'IRR Projections' }));
    expect(irr.getByText('3-year hold').nextElementSibling).toHaveTextContent('16.0% a year');
    expect(irr.getByText('5-year hold').nextElementSibling).toHaveTextContent('16.5% a year');
    expect(within(owner.getByRole('region', { name: 'Fat Pitch Analysis' })).getByText(/Not a fat pitch/)).toBeInTheDocument();
  });

  it("shows 'No structured data available' without owner's earnings data", () => {
    render(<Part3View value={{ ...part3, "4. Owner's Earnings and Margin of Safety": {} }} />);
    expect(screen.getByText('No structured data available')).toBeInTheDocument();
  });

  it.each([undefined, null, {}, ''])("shows 'No Part 3 data available' for %p", (value) => {
    render(<Part3View value={value} />);
    expect(screen.getByText('No Part 3 data available')).toBeInTheDocument();
  });
});
