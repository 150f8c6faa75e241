import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCEL_CONTENT_TYPE, EXCEL_FAILED, EXCEL_PREMIUM_MESSAGE } from 'shared-types/api';
import { captureSavedFiles, http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { StatementsCard } from './StatementsCard';

const COMPANY = { id: 'c-aravali', name: 'Aravali Cement Works' };
const WORKBOOK = new Uint8Array([80, 75, 3, 4]);

/** The Excel button of the table shown, after its statements loaded. */
const excelButton = async () => {
  await screen.findByRole('table', { name: 'Quarterly results' });
  return screen.getByRole('button', { name: 'Download all the statements as Excel (.xlsx)' });
};

describe('the statements’ Excel download', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sits beside the CSV button and saves the workbook of the basis shown under the server’s name', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/company/:id/statements.xlsx', ({ request, params }) => {
        asked.push(`${String(params.id)}${new URL(request.url).search}`);
        return new HttpResponse(WORKBOOK, {
          headers: { 'Content-Type': EXCEL_CONTENT_TYPE, 'Content-Disposition': 'attachment; filename="ARAVALI-statements-2026-11-29.xlsx"' },
        });
      }),
    );
    const saved = captureSavedFiles();
    renderWithShell(<StatementsCard company={COMPANY} />);
    const button = await excelButton();
    expect(button).toHaveTextContent('Excel (.xlsx)');
    expect(button.previousElementSibling).toHaveAccessibleName('Download Quarterly results as CSV');
    await userEvent.click(button);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['ARAVALI-statements-2026-11-29.xlsx']));
    expect(asked).toEqual(['c-aravali?basis=consolidated']);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(WORKBOOK);
  });

  it('opens the upgrade dialog with the server’s message for a free user', async () => {
    server.use(
      http.get('/api/company/:id/statements.xlsx', () =>
        HttpResponse.json({ error: 'premium_required', feature: 'excel_downloads', message: EXCEL_PREMIUM_MESSAGE }, { status: 403 }),
      ),
    );
    const saved = captureSavedFiles();
    const { store } = renderWithShell(<StatementsCard company={COMPANY} />);
    await userEvent.click(await excelButton());
    await waitFor(() => expect(store.getState().research.upgradeDialog).toEqual({ open: true, message: EXCEL_PREMIUM_MESSAGE }));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when another refusal or failure stops it (research_required opens no dialog)', async () => {
    server.use(
      http.get('/api/company/:id/statements.xlsx', () => HttpResponse.json({ error: 'research_required', message: 'Research it first.' }, { status: 403 })),
    );
    const { store } = renderWithShell(<StatementsCard company={COMPANY} />);
    await userEvent.click(await excelButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(EXCEL_FAILED);
    expect(store.getState().research.upgradeDialog.open).toBe(false);
  });
});
