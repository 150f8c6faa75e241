import { render, screen, within } from '@testing-library/react';
import { PART2_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { RiskTable } from './RiskTable';

describe('RiskTable (Part 2)', () => {
  it('lists each risk under Risk Factor, Assessment, Data and Justification', () => {
    render(<RiskTable value={makeDetails()[PART2_TITLE]} />);
    const table = screen.getByRole('table', { name: 'Operational risk factors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Risk Factor', 'Assessment', 'Data', 'Justification']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Margin compression', 'YES', 'Operating margin 18% vs a median of 22%', 'More than 3 points below its median.']);
  });

  it("shows 'N/A' as its own neutral badge, neither a risk nor a clean bill", () => {
    const value = {
      summary_table: [
        {
          Factor: "Financial distress (Altman Z'')",
          Assessment: 'N/A',
          Data: 'n/a',
          Justification: 'Not assessed — current assets and current liabilities are unknown.',
        },
        { Factor: 'Losses', Assessment: 'YES', Data: 'Losses in 2 of 5 years', Justification: 'Recent losses.' },
        { Factor: 'Margin compression', Assessment: 'NO', Data: 'Steady', Justification: 'Fine.' },
      ],
      'Overall Risk Assessment': 'Not enough data to judge: 2 of 11 factors assessed.',
    };
    render(<RiskTable value={value} />);
    const [na, yes, no] = ['N/A', 'YES', 'NO'].map((text) => screen.getByText(text, { selector: 'span' }));
    expect(na).toHaveAttribute('title', 'Not assessed');
    expect(na?.className).not.toBe(yes?.className);
    expect(na?.className).not.toBe(no?.className);
    expect(screen.getByText('Not enough data to judge: 2 of 11 factors assessed.')).toBeInTheDocument();
  });

  it("shows the 'Overall Risk Assessment' box", () => {
    render(<RiskTable value={makeDetails()[PART2_TITLE]} />);
    const box = within(screen.getByRole('region', { name: 'Overall Risk Assessment' }));
    expect(box.getByText(/Overall operational risk: Low/)).toBeInTheDocument();
  });

  it("shows 'No operational risk data available' without a summary table", () => {
    render(<RiskTable value={{ 'Overall Risk Assessment': 'Not assessed.' }} />);
    expect(screen.getByText('No operational risk data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Not assessed.')).toBeInTheDocument();
  });

  it.each([undefined, null, { summary_table: [] }, { summary_table: 'none' }])("shows 'No operational risk data available' for %p", (value) => {
    render(<RiskTable value={value} />);
    expect(screen.getByText('No operational risk data available')).toBeInTheDocument();
  });

  it('copes with rows of unexpected shape', () => {
    render(<RiskTable value={{ summary_table: ['Key person risk', { Factor: 'Pledged shares', Data: { pledged: '12%' } }] }} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Key person risk');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('pledged12%');
  });
});
