import { render, screen } from '@testing-library/react';
import { FeatureCards } from './FeatureCards';

describe('FeatureCards', () => {
  it('shows the three feature cards, each with a short description', () => {
    render(<FeatureCards />);

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Almost Real-time Data', 'Investment Analysis', 'Secure & Reliable']);
    for (const card of cards) {
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    }
  });
});
