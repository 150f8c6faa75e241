import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { companySelected, createShellStore, signedOut, ThemeProvider } from 'shared-types/shell';
import SearchPage from './SearchPage';

const STOCKS = [{ id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI', is_demo: true }];

function stockResponse(status: number) {
  return new Response(status === 200 ? JSON.stringify(STOCKS) : '{"error":"unavailable"}', { status, headers: { 'content-type': 'application/json' } });
}

async function renderPage() {
  const store = createShellStore();
  store.dispatch(signedOut());
  await act(async () => {
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <SearchPage />
        </ThemeProvider>
      </Provider>,
    );
  });
  return store;
}

describe('SearchPage', () => {
  it("is disabled with 'Loading companies...' while the list loads, then invites typing", async () => {
    let answer: (r: Response) => void = () => undefined;
    global.fetch = jest.fn().mockReturnValue(new Promise<Response>((r) => (answer = r)));
    await renderPage();
    const box = screen.getByRole('searchbox', { name: 'Company' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'Loading companies...');
    await act(async () => answer(stockResponse(200)));
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute('placeholder', 'Type to search companies...');
    expect(screen.getByRole('heading', { name: 'Ready to Research?' })).toBeInTheDocument();
  });

  it("shows 'Failed to load stocks. Please try again later.' with a Retry that loads the list", async () => {
    global.fetch = jest.fn().mockResolvedValueOnce(stockResponse(500)).mockResolvedValueOnce(stockResponse(200));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stocks. Please try again later.');
    expect(screen.getByRole('searchbox', { name: 'Company' })).toHaveAttribute('placeholder', 'Failed to load stocks');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Company' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps 'Get Company Details' disabled without a chosen company, and asks a signed-out visitor to sign in", async () => {
    global.fetch = jest.fn().mockResolvedValue(stockResponse(200));
    const store = await renderPage();
    const submit = screen.getByRole('button', { name: 'Get Company Details' });
    expect(submit).toBeDisabled();

    await act(async () => {
      store.dispatch(companySelected({ id: 'c-1', name: 'Aravali Cement Works', code: 'ARAVALI' }));
    });
    expect(screen.getByRole('searchbox', { name: 'Company' })).toHaveValue('Aravali Cement Works');
    expect(submit).toBeEnabled();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Company' }));
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Company' }), 'Aravali');
    await userEvent.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to search for companies.');
  });
});
