import { render, screen, within } from '@testing-library/react';
import { PART1_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { Part1View } from './Part1View';

const part1 = makeDetails()[PART1_TITLE];

describe('Part1View', () => {
  it('shows its two numbered sections', () => {
    render(<Part1View part={part1} credibilityScore={90} />);
    expect(screen.getByRole('heading', { level: 4, name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeInTheDocument();
    expect(screen.getByText('Management guided 15% revenue growth and delivered 15%.')).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: '2. Management Guidance Analysis' });
    expect(within(guidance).getByRole('heading', { level: 5, name: 'Current Guidance' })).toBeInTheDocument();
  });

  it('still shows entries it does not know, under readable titles', () => {
    render(<Part1View part={{ ...part1, board_independence: 'Six of ten directors are independent.' }} credibilityScore={null} />);
    expect(screen.getByRole('heading', { name: 'Board Independence' })).toBeInTheDocument();
    expect(screen.getByText('Six of ten directors are independent.')).toBeInTheDocument();
  });
});
