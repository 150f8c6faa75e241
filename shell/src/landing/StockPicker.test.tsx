import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { StockPicker } from './StockPicker';

const STOCKS = [
  { id: 's-3', name: 'Tata Motors', code: 'TATAMOTORS', is_demo: false },
  { id: 's-1', name: 'infosys', code: 'INFY', is_demo: false },
  { id: 's-2', name: 'Bharat Electronics', code: '   ', is_demo: true },
];

beforeEach(() => {
  server.use(http.get('/api/stocks', () => HttpResponse.json(STOCKS)));
});

function picker() {
  return screen.getByRole('combobox', { name: 'Select a Stock' });
}

/** The companies offered, once the list has loaded (the placeholder left out). */
async function listedCompanies(): Promise<Array<string | null>> {
  await waitFor(() => expect(picker()).toBeEnabled());
  return within(picker())
    .getAllByRole('option')
    .filter((option) => option.getAttribute('value') !== '')
    .map((option) => option.textContent);
}

describe('StockPicker', () => {
  it('is disabled and says so while the companies load', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = recordRequests();
    server.use(http.get('/api/stocks', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithShell(<StockPicker />);

    expect(picker()).toBeDisabled();
    expect(within(picker()).getByRole('option', { name: 'Loading companies...' })).toBeInTheDocument();
    await waitFor(() => expect(sent.all).toHaveLength(1));
    expect(sent.to('/api/stocks')).toHaveLength(1);

    answer(HttpResponse.json(STOCKS));
    await waitFor(() => expect(picker()).toBeEnabled());
    expect(screen.queryByRole('option', { name: 'Loading companies...' })).not.toBeInTheDocument();
  });

  it('lists the companies sorted by name, with the code only when there is one', async () => {
    renderWithShell(<StockPicker />);

    const companies = await listedCompanies();
    expect(companies).toEqual(['Bharat Electronics', 'infosys (INFY)', 'Tata Motors (TATAMOTORS)']);
  });

  it('holds only companies with statements: one without data would open an empty page', async () => {
    server.use(
      http.get('/api/stocks', () =>
        HttpResponse.json([
          { ...STOCKS[0], has_statements: true },
          { id: 's-4', name: 'HDFC Bank Limited', code: 'HDFCBANK', is_demo: false, has_statements: false },
          { ...STOCKS[1], has_statements: true },
        ]),
      ),
    );
    renderWithShell(<StockPicker />);

    const companies = await listedCompanies();
    expect(companies).toEqual(['infosys (INFY)', 'Tata Motors (TATAMOTORS)']);
  });

  it('stores the chosen company and scrolls to the research section', async () => {
    const user = userEvent.setup();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const research = document.createElement('section');
    research.id = 'research';
    document.body.append(research);

    const { store } = renderWithShell(<StockPicker />);
    await waitFor(() => expect(picker()).toBeEnabled());
    await user.selectOptions(picker(), 'infosys (INFY)');

    expect(store.getState().research.selectedCompany).toEqual({ id: 's-1', name: 'infosys', code: 'INFY' });
    expect(picker()).toHaveValue('s-1');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(research);
    research.remove();
  });

  it("passes the company's address key when the list gives it", async () => {
    server.use(http.get('/api/stocks', () => HttpResponse.json(STOCKS.map((stock) => ({ ...stock, key: `K-${stock.id}` })))));
    const user = userEvent.setup();
    const { store } = renderWithShell(<StockPicker />);

    await waitFor(() => expect(picker()).toBeEnabled());
    await user.selectOptions(picker(), 'infosys (INFY)');

    expect(store.getState().research.selectedCompany).toEqual({ id: 's-1', name: 'infosys', code: 'INFY', key: 'K-s-1' });
  });

  it('passes an empty code for a company whose code is blank', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<StockPicker />);

    await waitFor(() => expect(picker()).toBeEnabled());
    await user.selectOptions(picker(), 'Bharat Electronics');

    expect(store.getState().research.selectedCompany).toEqual({ id: 's-2', name: 'Bharat Electronics', code: '' });
  });

  it('shows the failure with a Retry button that loads the list again', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    server.use(http.get('/api/stocks', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    renderWithShell(<StockPicker />);

    expect(await screen.findByText('Failed to load stocks')).toBeVisible();
    expect(picker()).toBeDisabled();
    expect(picker()).toHaveAccessibleDescription('Failed to load stocks');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(picker()).toBeEnabled());
    expect(sent.to('/api/stocks')).toHaveLength(2);
    expect(screen.queryByText('Failed to load stocks')).not.toBeInTheDocument();
    expect(within(picker()).getByRole('option', { name: 'Tata Motors (TATAMOTORS)' })).toBeInTheDocument();
  });
});
