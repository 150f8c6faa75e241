import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ScreenPageSize } from 'shared-types/api';
import { Pagination } from './Pagination';

const CSV = '/api/screen.csv?q=ROCE+%3E+20';

function renderPages(total: number, page: number, size: ScreenPageSize = 25) {
  const onAddressChange = jest.fn();
  render(<Pagination total={total} page={page} size={size} onAddressChange={onAddressChange} csvHref={CSV} />);
  return onAddressChange;
}

const nav = () => screen.getByRole('navigation', { name: 'Pages of results' });

describe('Pagination', () => {
  it('says which page of how many, and which rows of the total', () => {
    renderPages(1234, 2, 50);
    expect(nav()).toHaveTextContent('Page 2 of 25');
    expect(nav()).toHaveTextContent('Showing 51–100 of 1,234');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });

  it('goes to the next and previous page through the address', async () => {
    const onAddressChange = renderPages(120, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ page: 1 });
  });

  it('cannot go before the first page or past the last', () => {
    renderPages(30, 2);
    expect(nav()).toHaveTextContent('Page 2 of 2');
    expect(nav()).toHaveTextContent('Showing 26–30 of 30');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('on the only page, offers neither', () => {
    renderPages(3, 1);
    expect(nav()).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('from a page past the end, goes back to the last one', async () => {
    const onAddressChange = renderPages(30, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onAddressChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('changes the rows per page (25, 50 or 100) and goes back to the first page', async () => {
    const onAddressChange = renderPages(300, 4);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.value)).toEqual(['25', '50', '100']);
    await userEvent.selectOptions(select, '100');
    expect(onAddressChange).toHaveBeenLastCalledWith({ size: 100, page: 1 });
  });

  it('links the CSV download', () => {
    renderPages(3, 1);
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', CSV);
    expect(link).toHaveAttribute('download');
  });
});
