import { render, screen, within } from '@testing-library/react';
import { PART1_SECTIONS, PART1_TITLE } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { Part1View } from './Part1View';
import { showTheWorking } from '../testing/showTheWorking';

const part1 = makeDetails()[PART1_TITLE];

describe('Part1View', () => {
  it('shows its two numbered sections', () => {
    render(<Part1View part={part1} figures={{ credibility_score: 90 }} />);
    showTheWorking();
    expect(screen.getByRole('heading', { level: 4, name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeInTheDocument();
    expect(screen.getByText('Management guided 15% revenue growth and delivered 15%.')).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: '2. Management Guidance Analysis' });
    expect(within(guidance).getByRole('heading', { level: 5, name: 'Current Guidance' })).toBeInTheDocument();
  });

  it('still shows entries it does not know, under readable titles', () => {
    render(<Part1View part={{ ...part1, board_independence: 'Six of ten directors are independent.' }} figures={{ credibility_score: null }} />);
    showTheWorking();
    expect(screen.getByRole('heading', { name: 'Board Independence' })).toBeInTheDocument();
    expect(screen.getByText('Six of ten directors are independent.')).toBeInTheDocument();
  });

  it("shows 'No management guidance data available' when the guidance is missing, and guidance sent as text as text", () => {
    const { [PART1_SECTIONS[1]]: _guidance, ...withoutGuidance } = part1;
    const { unmount } = render(<Part1View part={withoutGuidance} figures={{ credibility_score: null }} />);
    showTheWorking();
    expect(
      within(screen.getByRole('region', { name: '2. Management Guidance Analysis' })).getByText('No management guidance data available'),
    ).toBeInTheDocument();
    unmount();
    render(<Part1View part={{ ...part1, [PART1_SECTIONS[1]]: 'Management gives no guidance.' }} figures={{ credibility_score: null }} />);
    showTheWorking();
    expect(within(screen.getByRole('region', { name: '2. Management Guidance Analysis' })).getByText('Management gives no guidance.')).toBeInTheDocument();
  });

  it('opens on the first 3 Key Insights of a list; the others fold with the working, kept in the page', async () => {
    const insights = ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'];
    const guidance = { ...(part1[PART1_SECTIONS[1]] as object), 'Key Insights': insights };
    render(<Part1View part={{ ...part1, [PART1_SECTIONS[1]]: guidance }} figures={{ credibility_score: null }} />);
    const box = screen.getByRole('region', { name: 'Key Insights' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One.', 'Two.', 'Three.']);
    expect(within(box).getByText('Six.')).not.toBeVisible();
    const show = screen.getByRole('button', { name: 'Show the working' });
    expect(show.getAttribute('aria-controls')?.split(' ')).toContain(within(box).getByText('Four.').closest('[hidden]')?.id);
    showTheWorking();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(insights);
  });
});
