import { render, screen, within } from '@testing-library/react';
import { type Stock } from 'shared-types/api';
import { QuickPicks } from './QuickPicks';

// The reviewer's last free research went on a 'Popular' pick with no statements (issue 30).
const stock = (name: string, code: string, has_statements: boolean): Stock => ({ id: `id-${code}`, name, code, is_demo: false, has_statements });

const picks = () =>
  within(screen.getByRole('group'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('QuickPicks', () => {
  it('features only companies with statements, among the popular ones', () => {
    const stocks = [
      stock('Reliance Industries Limited', 'RELIANCE', true),
      stock('Tata Consultancy Services Limited', 'TCS', true),
      stock('HDFC Bank Limited', 'HDFCBANK', false),
      stock('Infosys Limited', 'INFY', true),
      stock('ITC Limited', 'ITC', false),
    ];
    render(<QuickPicks stocks={stocks} disabled={false} onPick={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Popular companies' })).toBeInTheDocument();
    expect(picks()).toEqual(['Reliance Industries Limited', 'Tata Consultancy Services Limited', 'Infosys Limited']);
  });

  it('falls back to companies with statements when too few popular ones have them', () => {
    const stocks = [
      stock('Reliance Industries Limited', 'RELIANCE', false),
      stock('HDFC Bank Limited', 'HDFCBANK', false),
      stock('Infosys Limited', 'INFY', false),
      stock('ITC Limited', 'ITC', false),
      stock('Tata Consultancy Services Limited', 'TCS', true),
      stock('Aarti Drugs Limited', 'AARTIDRUGS', true),
    ];
    render(<QuickPicks stocks={stocks} disabled={false} onPick={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Try a company' })).toBeInTheDocument();
    expect(picks()).toEqual(['Aarti Drugs Limited', 'Tata Consultancy Services Limited']);
  });

  it('offers nothing when no company has statements yet', () => {
    const { container } = render(<QuickPicks stocks={[stock('ITC Limited', 'ITC', false)]} disabled={false} onPick={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
