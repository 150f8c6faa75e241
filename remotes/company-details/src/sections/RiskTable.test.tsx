import { render, screen, within } from '@testing-library/react';
import { PART2_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { showTheWorking } from '../testing/showTheWorking';
import { RiskTable } from './RiskTable';

const part2 = makeDetails()[PART2_TITLE];

describe('RiskTable (Part 2)', () => {
  it('lists each risk under Risk Factor, Assessment, Data and Justification', () => {
    render(<RiskTable part={part2} />);
    showTheWorking();
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

  it("shows 'N/A' as its own neutral badge, neither a risk nor a clean bill, and a level it does not know neutrally", () => {
    const row = (Factor: string, Assessment: string) => ({ Factor, Assessment, Data: 'n/a', Justification: 'Why.' });
    render(
      <RiskTable
        part={{
          summary_table: [row("Financial distress (Altman Z'')", 'N/A'), row('Losses', 'YES'), row('Margin compression', 'NO'), row('Pledges', 'WATCH')],
          'Overall Risk Assessment': 'Not enough data to judge: 2 of 11 factors assessed.',
        }}
      />,
    );
    showTheWorking();
    const [na, yes, no, watch] = ['N/A', 'YES', 'NO', 'WATCH'].map((text) => screen.getByText(text, { selector: 'span' }));
    expect(na).toHaveAttribute('title', 'Not assessed');
    expect(na?.className).not.toBe(yes?.className);
    expect(na?.className).not.toBe(no?.className);
    expect(watch?.className).toBe(no?.className);
    expect(screen.getByText('Not enough data to judge: 2 of 11 factors assessed.')).toBeInTheDocument();
  });

  it("shows the 'Overall Risk Assessment' box", () => {
    render(<RiskTable part={part2} />);
    showTheWorking();
    const box = within(screen.getByRole('region', { name: 'Overall Risk Assessment' }));
    expect(box.getByText(/Overall operational risk: Low/)).toBeInTheDocument();
  });

  it("shows 'No operational risk data available' with an empty summary table", () => {
    render(<RiskTable part={{ summary_table: [], 'Overall Risk Assessment': 'Not assessed.' }} />);
    showTheWorking();
    expect(screen.getByText('No operational risk data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Not assessed.')).toBeInTheDocument();
  });

  it("shows 'No operational risk data available' for a Part 2 without a summary table, keeping the overall assessment", () => {
    render(<RiskTable part={{ 'Overall Risk Assessment': 'Too few statements to assess.' }} />);
    showTheWorking();
    expect(screen.getByText('No operational risk data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Overall Risk Assessment' })).getByText('Too few statements to assess.')).toBeInTheDocument();
  });
});
