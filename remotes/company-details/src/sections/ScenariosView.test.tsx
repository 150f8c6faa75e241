import { render, screen, within } from '@testing-library/react';
import { ScenariosView } from './ScenariosView';

describe('ScenariosView', () => {
  it('shows Base Case, Bull Case and Bear Case blocks with their probability and content', () => {
    const text = 'Base Case (55% Probability): the record continues.\nBull Case (30% Probability): faster growth.\nBear Case: a slowdown.';
    render(<ScenariosView value={text} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Base Case', 'Bull Case', 'Bear Case']);
    const bull = within(screen.getByRole('region', { name: 'Bull Case' }));
    expect(bull.getByText('Probability: 30%')).toBeInTheDocument();
    expect(bull.getByText('faster growth.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bear Case' })).getByText('Probability: N/A')).toBeInTheDocument();
  });

  it.each([undefined, '', 'Nothing to see', {}])("shows 'No scenarios data available' for %p", (value) => {
    render(<ScenariosView value={value} />);
    expect(screen.getByText('No scenarios data available')).toBeInTheDocument();
  });

  it('shows two scenarios that read the same name, without a rendering warning', () => {
    const logged = jest.spyOn(console, 'error');
    render(<ScenariosView value={{ 'Base Case': 'First draft.', 'Base Case (40% Probability)': 'Revised.' }} />);
    expect(screen.getAllByRole('heading', { name: 'Base Case' })).toHaveLength(2);
    expect(screen.getByText('Probability: 40%')).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });
});
