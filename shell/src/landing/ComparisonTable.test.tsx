import { render, screen, within } from '@testing-library/react';
import { ComparisonTable } from './ComparisonTable';

const ADVANTAGES = [
  'No social media bias',
  'Personalised company analysis like super investors',
  'Management quality checks',
  'Analysis of 1000+ companies with minimal fees and community',
  'Fast personalised features',
  'Peer company checks',
];

describe('ComparisonTable', () => {
  it('is a captioned table comparing Conviction with other AI platforms', () => {
    render(<ComparisonTable />);

    const table = screen.getByRole('table', { name: 'How Conviction compares with other AI platforms' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Conviction', 'Other AI platforms']);
  });

  it('has one row per advantage, Yes for Conviction and No for the others', () => {
    render(<ComparisonTable />);

    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(ADVANTAGES);

    for (const advantage of ADVANTAGES) {
      const row = screen.getByRole('row', { name: new RegExp(`^${advantage.replace(/[+]/g, '\\+')}`) });
      const [conviction, others] = within(row).getAllByRole('cell');
      expect(conviction).toHaveTextContent('✓Yes');
      expect(others).toHaveTextContent('✗No');
    }
  });

  it('hides the tick and cross symbols from assistive technology', () => {
    render(<ComparisonTable />);

    for (const symbol of screen.getAllByText(/^[✓✗]$/)) {
      expect(symbol).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getAllByText('Yes')).toHaveLength(6);
    expect(screen.getAllByText('No')).toHaveLength(6);
  });
});
