import { render, screen, within } from '@testing-library/react';
import { PART1_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { Part1View } from './Part1View';

describe('Part1View', () => {
  it('shows its two numbered sections', () => {
    render(<Part1View value={makeDetails()[PART1_TITLE]} />);
    expect(screen.getByRole('heading', { level: 4, name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeInTheDocument();
    expect(screen.getByText('Management guided 15% revenue growth and delivered 15%.')).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: '2. Management Guidance Analysis' });
    expect(within(guidance).getByRole('heading', { level: 5, name: 'Current Guidance' })).toBeInTheDocument();
  });

  it('reads Part 1 given as JSON text', () => {
    render(<Part1View value={JSON.stringify(makeDetails()[PART1_TITLE])} />);
    expect(screen.getByRole('heading', { name: '2. Management Guidance Analysis' })).toBeInTheDocument();
  });

  it.each([undefined, null, '', {}])("shows 'No Part 1 data available' when Part 1 is %p", (value) => {
    render(<Part1View value={value} />);
    expect(screen.getByText('No Part 1 data available')).toBeInTheDocument();
  });

  it("shows 'No management guidance data available' when the guidance analysis is missing", () => {
    render(<Part1View value={{ '1. Future Forecast vs. Actuals (Past 5 Years)': 'Delivered.' }} />);
    expect(screen.getByText('No management guidance data available')).toBeInTheDocument();
  });

  it('still shows entries it does not know, and plain text as text', () => {
    const { unmount } = render(<Part1View value={{ 'Board independence': 'Six of ten directors are independent.' }} />);
    expect(screen.getByRole('heading', { name: 'Board independence' })).toBeInTheDocument();
    unmount();
    render(<Part1View value="Governance notes in free text." />);
    expect(screen.getByText('Governance notes in free text.')).toBeInTheDocument();
  });
});
