import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StatementsResponse } from 'shared-types/api';
import { apiError, http, HttpResponse, statementsAnswer } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { StatementsCard } from './StatementsCard';

const COMPANY = { id: 'c-aravali', name: 'Aravali Cement Works' };
const answerWith = (change: (answer: StatementsResponse) => StatementsResponse) =>
  server.use(http.get('/api/company/:id/statements', () => HttpResponse.json(change(statementsAnswer()))));

const renderCard = () => renderWithShell(<StatementsCard company={COMPANY} />);
/** A table, after choosing its tab (one table shows at a time). */
const tableNamed = async (name: string) => {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('table', { name });
};
const rowValues = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.split('Source of')[0]);

describe('statements tables', () => {
  it('says it is loading, then shows each statement with periods as columns, newest right, in ₹ crore with Indian grouping', async () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Statements' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the statements...');

    const annual = await tableNamed('Profit & loss');
    expect(headers(annual)).toEqual(['Line item', 'Mar 2024', 'Mar 2025']);
    expect(rowValues(annual, 'Revenue')).toEqual(['1,10,000', '1,23,457']);
    expect(rowValues(annual, 'EPS, basic (₹)')).toEqual(['—not reported', '41.25']);
    // Figures no period gives are left out, not shown as a row of dashes.
    expect(within(annual).queryByRole('rowheader', { name: 'Inventories' })).not.toBeInTheDocument();

    const quarterly = await tableNamed('Quarterly results');
    expect(headers(quarterly)).toEqual(['Line item', 'Sep 2024', 'Dec 2024']);
    expect(rowValues(quarterly, 'Net profit')).toEqual(['2,400', '2,500']);
    expect(rowValues(await tableNamed('Balance sheet'), 'Total assets')).toEqual(['2,50,000']);
    expect(rowValues(await tableNamed('Cash flows'), 'Capital expenditure')).toEqual(['6,000']);
    expect(rowValues(await tableNamed('Shareholding pattern'), 'Promoters')).toEqual(['72.30%']);
    expect(screen.getByText('Amounts in ₹ crore; per-share figures in ₹; ratios in percent.')).toBeInTheDocument();
    expect(screen.getByText('Shown on the consolidated basis: the company files both.')).toBeInTheDocument();
    expect(screen.getAllByText('Scroll for more →')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Lender metrics' })).not.toBeInTheDocument();
  });

  it('shows one table at a time, chosen by its tab, the others kept hidden in the page', async () => {
    renderCard();
    const tablist = await screen.findByRole('tablist', { name: 'Statement tables' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Quarterly results', 'Profit & loss', 'Balance sheet', 'Cash flows', 'Shareholding pattern']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('table').map((table) => table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent)).toEqual([
      'Quarterly results',
    ]);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    // Arrow keys move along the tabs and select them (the WAI-ARIA tabs pattern).
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Profit & loss' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Quarterly results' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Quarterly results', hidden: true })).not.toBeVisible();
  });

  it('adds the lender metrics table for a lender', async () => {
    answerWith((answer) => ({
      ...answer,
      lender_metrics: [
        {
          period_end: '2024-12-31',
          gross_npa_pct: 1.24,
          net_npa_pct: 0.3,
          capital_adequacy_pct: null,
          cet1_pct: 16.5,
          roa_pct: 1.9,
          roa_basis: 'filed_annualised',
          source: { kind: 'xbrl', document: 'BANK_Q3.xml', filed_at: '2025-01-18', audited: false },
        },
      ],
    }));
    renderCard();
    const lender = await tableNamed('Lender metrics');
    expect(rowValues(lender, 'Gross NPA %')).toEqual(['1.24%']);
    expect(rowValues(lender, 'Return on assets % (annualised)')).toEqual(['1.90%']);
    expect(within(lender).queryByRole('rowheader', { name: 'Capital adequacy %' })).not.toBeInTheDocument();
  });

  it('switches basis by fetching the other one, when the company has both', async () => {
    const requests = recordRequests();
    renderCard();
    const annual = await tableNamed('Profit & loss');
    const group = screen.getByRole('group', { name: 'Statement basis' });
    expect(within(group).getByRole('button', { name: 'Consolidated' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'Standalone' }));
    expect(within(group).getByRole('button', { name: 'Standalone' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rowValues(annual, 'Revenue')).toEqual(['88,000', '98,765']));
    const asked = requests.to('/api/company/c-aravali/statements').map((request) => new URL(request.url).searchParams.get('basis'));
    expect(asked).toEqual([null, 'standalone']);
    expect(screen.getByText('Shown on the standalone basis: the company files both.')).toBeInTheDocument();
  });

  it('offers no switch when only one basis exists', async () => {
    answerWith((answer) => ({ ...answer, basis: null, basis_note: 'Fictional demo company: on no stated basis.', bases_available: [] }));
    renderCard();
    await tableNamed('Profit & loss');
    expect(screen.queryByRole('group', { name: 'Statement basis' })).not.toBeInTheDocument();
  });

  it("shows a column's source on keyboard focus and on hover, and hides it on Escape", async () => {
    renderCard();
    const annual = await tableNamed('Profit & loss');
    const newest = within(annual).getByRole('button', { name: 'Mar 2025' });
    const tip = document.getElementById(newest.getAttribute('aria-describedby')!)!;
    expect(tip).toHaveAttribute('role', 'tooltip');
    expect(tip).not.toBeVisible();

    act(() => newest.focus());
    expect(tip).toBeVisible();
    expect(newest).toHaveAccessibleDescription('Source of Mar 2025: Exchange filing (XBRL) Document ARAVALI_FY2025.xml Filed 2025-05-02T18:30 Audited');
    await userEvent.keyboard('{Escape}');
    expect(tip).not.toBeVisible();
    act(() => newest.blur());

    const older = within(annual).getByRole('button', { name: 'Mar 2024' });
    await userEvent.hover(older);
    expect(document.getElementById(older.getAttribute('aria-describedby')!)).toBeVisible();
    expect(older).toHaveAccessibleDescription('Source of Mar 2024: Screener.in export Audit status not stated');
    await userEvent.unhover(older);
    expect(document.getElementById(older.getAttribute('aria-describedby')!)).not.toBeVisible();

    // One at a time: the pointer resting on one header hides the one focus opened.
    act(() => newest.focus());
    expect(tip).toBeVisible();
    await userEvent.hover(older);
    expect(tip).not.toBeVisible();
    expect(document.getElementById(older.getAttribute('aria-describedby')!)).toBeVisible();
  });

  it('downloads a table as CSV through a Blob and an object URL', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:statements'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderCard();
    await tableNamed('Profit & loss');
    await userEvent.click(screen.getByRole('button', { name: 'Download Profit & loss as CSV' }));

    expect(names).toEqual(['aravali-cement-works-profit-and-loss-consolidated.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = await new Response(blobs[0]).text();
    expect(text.split('\r\n')[0]).toBe('Line item,Unit,2024-03-31,2025-03-31');
    expect(text).toContain('Revenue,₹ crore,110000,123456.7\r\n');
    click.mockRestore();
  });

  it('says when the company has no statements', async () => {
    answerWith((answer) => ({ ...answer, annual: [], quarterly: [], balance_sheet: [], cash_flow: [], shareholding: [] }));
    renderCard();
    expect(await screen.findByText('No statements have been imported for this company yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a table has no periods', async () => {
    answerWith((answer) => ({ ...answer, quarterly: [] }));
    renderCard();
    expect(await screen.findByText('Quarterly results: no periods reported.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Quarterly results as CSV' })).not.toBeInTheDocument();
  });

  it('asks for a research first on research_required', async () => {
    server.use(http.get('/api/company/:id/statements', () => apiError(403, 'research_required', 'Research it first.')));
    renderCard();
    expect(await screen.findByText('Research this company to see its statements.')).toBeInTheDocument();
    expect(screen.queryByText('Research it first.')).not.toBeInTheDocument();
  });

  it('says the statements could not be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('/api/company/:id/statements', () => (fail ? apiError(500, 'internal_error', 'Something went wrong') : HttpResponse.json(statementsAnswer()))),
    );
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statements could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await tableNamed('Profit & loss')).toBeInTheDocument();
  });
});
