import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCEL_CONTENT_TYPE, EXCEL_FAILED, EXCEL_PREMIUM_MESSAGE, type ScreenPageSize } from 'shared-types/api';
import { captureSavedFiles, http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../saved/testing/renderWithShell';
import { Pagination } from './Pagination';

const CSV = '/api/screen.csv?q=ROCE+%3E+20';
const EXCEL = '/api/screen.xlsx?q=ROCE+%3E+20';

function renderPages(total: number, page: number, size: ScreenPageSize = 25) {
  const onAddressChange = jest.fn();
  const { store } = renderWithShell(<Pagination total={total} page={page} size={size} onAddressChange={onAddressChange} csvHref={CSV} excelHref={EXCEL} />);
  return Object.assign(onAddressChange, { store });
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

  describe('the Excel download', () => {
    afterEach(() => jest.restoreAllMocks());
    const excelButton = () => screen.getByRole('button', { name: 'Download the results as Excel (.xlsx)' });

    it('saves the workbook under the name the server gives, the same query and order as the CSV', async () => {
      const asked: string[] = [];
      server.use(
        http.get('/api/screen.xlsx', ({ request }) => {
          asked.push(new URL(request.url).search);
          return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Type': EXCEL_CONTENT_TYPE, 'Content-Disposition': 'attachment; filename="screen-2026-11-29.xlsx"' },
          });
        }),
      );
      const saved = captureSavedFiles();
      renderPages(3, 1);
      expect(excelButton()).toHaveTextContent('Excel (.xlsx)');
      await userEvent.click(excelButton());
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['screen-2026-11-29.xlsx']));
      expect(asked).toEqual(['?q=ROCE+%3E+20']);
      expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    });

    it('opens the upgrade dialog with the server’s message for a free user, saving nothing', async () => {
      server.use(
        http.get('/api/screen.xlsx', () =>
          HttpResponse.json({ error: 'premium_required', feature: 'excel_downloads', message: EXCEL_PREMIUM_MESSAGE }, { status: 403 }),
        ),
      );
      const saved = captureSavedFiles();
      const { store } = renderPages(3, 1);
      await userEvent.click(excelButton());
      await waitFor(() => expect(store.getState().research.upgradeDialog).toEqual({ open: true, message: EXCEL_PREMIUM_MESSAGE }));
      expect(excelButton()).toBeEnabled();
      expect(saved).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says so when the download fails otherwise, and opens no dialog', async () => {
      server.use(http.get('/api/screen.xlsx', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
      const { store } = renderPages(3, 1);
      await userEvent.click(excelButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(EXCEL_FAILED);
      expect(EXCEL_FAILED).toBe('The Excel file could not be downloaded. Try again.');
      expect(store.getState().research.upgradeDialog.open).toBe(false);
    });
  });
});
