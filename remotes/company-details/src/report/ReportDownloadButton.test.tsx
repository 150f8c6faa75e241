import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore, signedIn, signedOut } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { attachmentName } from './downloadReport';
import { DOWNLOAD_REPORT, PREPARING_REPORT, REPORT_FAILED, REPORT_RESEARCH_FIRST } from './messages';
import { ReportDownloadButton } from './ReportDownloadButton';

const USER = { id: 'user-1', email: 'reader@example.test', fullName: 'Reader', pictureUrl: null };

function renderButton(signIn = true) {
  const store = createShellStore();
  store.dispatch(signIn ? signedIn(USER) : signedOut());
  renderWithShell(<ReportDownloadButton companyId="demo:9000" />, { store });
  return store;
}

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ReportDownloadButton', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('is not shown to a signed-out reader', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: DOWNLOAD_REPORT })).toBeNull();
  });

  it('opens the upgrade dialog on 403 yearly_plan_required', async () => {
    fetchSpy.mockResolvedValue(json(403, { error: 'yearly_plan_required', message: 'PDF reports come with the 1 Year Premium plan.' }));
    const store = renderButton();
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_REPORT }));
    await waitFor(() => expect(store.getState().research.upgradeDialog.open).toBe(true));
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(/\/api\/company\/demo%3A9000\/report\.pdf\?lang=en$/);
  });

  it('downloads the file under the server’s name', async () => {
    const created = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('HARN01-conviction-2026-11-29.pdf');
    });
    fetchSpy.mockResolvedValue(
      new Response(new Blob(['%PDF-1.3']), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="HARN01-conviction-2026-11-29.pdf"' },
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_REPORT }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(created).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('says what to do on not_researched, and that it failed otherwise', async () => {
    fetchSpy.mockResolvedValueOnce(json(403, { error: 'not_researched', message: 'Research it first.' }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_REPORT }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_RESEARCH_FIRST);
    fetchSpy.mockResolvedValueOnce(json(500, { error: 'internal', message: 'Boom' }));
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_REPORT }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REPORT_FAILED));
  });

  it('says the report is being prepared while it is drawn', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_REPORT }));
    expect(screen.getByRole('button', { name: PREPARING_REPORT })).toBeDisabled();
    answer(json(500, { error: 'internal', message: 'Boom' }));
    expect(await screen.findByRole('button', { name: DOWNLOAD_REPORT })).toBeEnabled();
  });

  it('reads the file name from Content-Disposition', () => {
    expect(attachmentName('attachment; filename="TCS-conviction-2026-11-29.pdf"')).toBe('TCS-conviction-2026-11-29.pdf');
    expect(attachmentName(null)).toBe('conviction-report.pdf');
  });
});
