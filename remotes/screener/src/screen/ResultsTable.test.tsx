import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ScreenResults } from 'shared-types/api';
import { COMPARE_LIMIT_REACHED, RESULTS_LABEL } from '../messages';
import { ARAVALI, DECCAN, screenResults, screenRow } from '../testing/screenFixtures';
import { ResultsTable } from './ResultsTable';
import { EMPTY_SCREEN_ADDRESS, type ScreenAddress } from './screenAddress';

function renderTable(results: ScreenResults = screenResults(), address: Partial<ScreenAddress> = {}) {
  const props = { onAddressChange: jest.fn(), onOpenCompany: jest.fn(), onCompareSelected: jest.fn() };
  render(<ResultsTable results={results} address={{ ...EMPTY_SCREEN_ADDRESS, q: results.query, ...address }} {...props} />);
  return props;
}

const table = () => screen.getByRole('table');
const headers = () => within(table()).getAllByRole('columnheader');
const header = (name: string | RegExp) => within(table()).getByRole('columnheader', { name });
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;

describe('ResultsTable', () => {
  it('says how many companies match in its caption', () => {
    renderTable(screenResults({ total: 1234 }));
    expect(screen.getByRole('table', { name: '1,234 companies match' })).toBeInTheDocument();
  });

  it("says '1 company matches' for one", () => {
    renderTable(screenResults({ total: 1, rows: [ARAVALI] }));
    expect(table()).toHaveAccessibleName('1 company matches');
  });

  it("says 'No company matches this screen.' and shows no header row without matches", () => {
    renderTable(screenResults({ total: 0, rows: [] }));
    expect(table()).toHaveAccessibleName('No company matches this screen.');
    expect(within(table()).queryAllByRole('columnheader')).toHaveLength(0);
  });

  it('shows Name, Price and Score, then the figures the answer names, with their units', () => {
    renderTable(screenResults({ figures: ['roce', 'score', 'debt_to_equity', 'market_cap', 'piotroski'] }));
    expect(headers().map((cell) => cell.textContent)).toEqual([
      'Compare',
      'Name',
      'Price (₹)',
      'Score▼',
      'ROCE (%)',
      'Debt to equity (×)',
      'Market Capitalization (₹ crore)',
      'Piotroski score',
    ]);
  });

  it('formats values en-IN with their unit, and an unknown value as a dash read as unknown', () => {
    renderTable(screenResults({ figures: ['roce', 'debt_to_equity', 'market_cap', 'sector', 'has_data'] }));
    const aravali = within(rowOf('Aravali')).getAllByRole('cell');
    expect(aravali.map((cell) => cell.textContent)).toEqual(['', '₹1,234.5', '81', '23.46%', '0.2×', '—unknown', '—unknown', '—unknown']);
    expect(within(aravali[1] as HTMLElement).queryByText('unknown')).toBeNull();
    const bharat = within(rowOf('Bharat')).getAllByRole('cell');
    expect(bharat[1]).toHaveTextContent('—unknown');
    expect(within(bharat[1] as HTMLElement).getByText('unknown')).toHaveClass('visually-hidden');
    expect(within(bharat[1] as HTMLElement).getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows text, flags and crore figures as such', () => {
    const row = screenRow('c-9', 'Kaveri Finance', { values: { market_cap: 123456.78, sector: 'Financials', has_data: true } });
    renderTable(screenResults({ figures: ['market_cap', 'sector', 'has_data'], rows: [row], total: 1 }));
    expect(
      within(rowOf('Kaveri'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '₹412.5', '78', '₹1,23,456.78 Cr', 'Financials', 'Yes']);
  });

  it('marks the default order (score, best first) in aria-sort', () => {
    renderTable();
    expect(header(/^Score/)).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it("marks a ranking's order when the address names none", () => {
    renderTable(screenResults({ query: 'TOP 30 BY Market Cap ASC', figures: ['market_cap'] }));
    expect(header(/^Market Capitalization/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Score/)).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts through the address: a new column in its own direction, page back to 1', async () => {
    const { onAddressChange } = renderTable(screenResults(), { page: 3 });
    await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ sort: 'name', dir: 'asc', page: 1 });
    await userEvent.click(within(header(/^ROCE/)).getByRole('button'));
    expect(onAddressChange).toHaveBeenLastCalledWith({ sort: 'roce', dir: 'desc', page: 1 });
    await userEvent.click(within(header(/^Price/)).getByRole('button'));
    expect(onAddressChange).toHaveBeenLastCalledWith({ sort: 'price', dir: 'desc', page: 1 });
  });

  it('turns the sorted column around', async () => {
    const { onAddressChange } = renderTable(screenResults(), { sort: 'roce', dir: 'desc' });
    expect(header(/^ROCE/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Score/)).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header(/^ROCE/)).getByRole('button'));
    expect(onAddressChange).toHaveBeenCalledWith({ sort: 'roce', dir: 'asc', page: 1 });
  });

  it('opens a company from its name', async () => {
    const { onOpenCompany } = renderTable();
    expect(within(rowOf('Aravali')).getByRole('rowheader')).toHaveTextContent('Aravali Cement WorksARAVALI');
    await userEvent.click(screen.getByRole('button', { name: 'Aravali Cement Works' }));
    expect(onOpenCompany).toHaveBeenCalledWith({ id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI' });
  });

  it('adds and removes companies to compare in the address', async () => {
    const { onAddressChange } = renderTable(screenResults(), { compare: ['c-7'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Aravali Cement Works' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ compare: ['c-7', 'c-1'] });
    expect(screen.queryByRole('button', { name: /Compare selected/ })).not.toBeInTheDocument();
  });

  it("offers 'Compare selected' from two picks and hands over the ids", async () => {
    const { onAddressChange, onCompareSelected } = renderTable(screenResults(), { compare: ['c-1', 'c-3'] });
    expect(screen.getByRole('checkbox', { name: 'Compare Aravali Cement Works' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Bharat Tea Estates' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Compare selected (2)' }));
    expect(onCompareSelected).toHaveBeenCalledWith(['c-1', 'c-3']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Deccan Cements' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ compare: ['c-1'] });
  });

  it('lets no more than 4 be picked', () => {
    renderTable(screenResults(), { compare: ['c-1', 'c-7', 'c-8', 'c-9'] });
    expect(screen.getByText(COMPARE_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare selected (4)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Bharat Tea Estates' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: `Compare ${DECCAN.name}` })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: `Compare ${ARAVALI.name}` })).toBeEnabled();
  });

  it('scrolls sideways in a named, focusable box', () => {
    renderTable();
    const box = screen.getByRole('region', { name: RESULTS_LABEL });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(table());
  });
});
