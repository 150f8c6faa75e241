import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyPageOpened, companySelected, createShellStore, selectSelectedCompany } from 'shared-types/shell';
import { ARAVALI, http, HttpResponse, STOCKS } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderSearchPage } from './testing/renderSearchPage';

const box = () => screen.getByRole('combobox', { name: 'Company' });
const submitButton = () => screen.getByRole('button', { name: 'Get Company Details' });

describe('SearchPage', () => {
  it('shows the heading and the usage hint, which also describes the search box', async () => {
    await renderSearchPage();
    expect(screen.getByRole('heading', { name: 'Research a company' })).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(/Search by company name or NSE code/);
    expect(screen.getByRole('search', { name: 'Research a company' })).toContainElement(box());
  });

  it("is disabled with 'Loading companies...' while the list loads, then invites typing", async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.get('/api/stocks', () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSearchPage({ waitForList: false });
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('placeholder', 'Loading companies...');
    await act(async () => answer(HttpResponse.json(STOCKS)));
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toHaveAttribute('placeholder', 'Type to search companies...');
  });

  it("shows 'Ready to Research?' with three teaser lines before any research", async () => {
    await renderSearchPage();
    const empty = screen.getByRole('region', { name: 'Ready to Research?' });
    expect(within(empty).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows 'Failed to load stocks. Please try again later.' with a Retry that loads the list", async () => {
    let fail = true;
    server.use(
      http.get('/api/stocks', () => (fail ? HttpResponse.json({ error: 'unavailable', message: 'down' }, { status: 500 }) : HttpResponse.json(STOCKS))),
    );
    await renderSearchPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stocks. Please try again later.');
    // The box stays usable, so its dropdown can say what went wrong.
    expect(box()).toBeEnabled();
    await userEvent.click(box());
    expect(screen.getByRole('option', { name: 'Failed to load stocks' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.type(box(), 'kav');
    expect(screen.getByRole('option', { name: 'Kaveri Textiles (KAVTEX)' })).toBeInTheDocument();
  });

  it('enables Get Company Details only with a chosen company and search text', async () => {
    const { store } = await renderSearchPage();
    expect(submitButton()).toBeDisabled();

    await userEvent.type(box(), 'arav');
    expect(submitButton()).toBeDisabled(); // text, but nothing chosen
    await userEvent.click(screen.getByRole('option', { name: 'Aravali Cement Works (ARAVALI)' }));
    expect(box()).toHaveValue('Aravali Cement Works');
    expect(selectSelectedCompany(store.getState())).toEqual({ id: ARAVALI.id, name: ARAVALI.name, code: 'ARAVALI' });
    expect(submitButton()).toBeEnabled();

    await userEvent.clear(box());
    expect(submitButton()).toBeDisabled(); // empty text
  });

  it('drops the choice as soon as the person types again', async () => {
    const { store } = await renderSearchPage();
    await act(async () => {
      store.dispatch(companySelected({ id: ARAVALI.id, name: ARAVALI.name, code: ARAVALI.code }));
    });
    expect(box()).toHaveValue('Aravali Cement Works');
    await userEvent.type(box(), 's');
    expect(box()).toHaveValue('Aravali Cement Workss');
    expect(selectSelectedCompany(store.getState())).toBeNull();
    expect(submitButton()).toBeDisabled();
  });

  it('fills the box when a company is picked elsewhere on the page, without submitting', async () => {
    const sent = recordRequests();
    const { store } = await renderSearchPage();
    await act(async () => {
      store.dispatch(companySelected({ id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX' }));
    });
    expect(box()).toHaveValue('Kaveri Textiles');
    expect(submitButton()).toBeEnabled();
    expect(sent.to('/api/company/search')).toHaveLength(0);
  });

  it('shows a pick made before this remote loaded, ready to submit', async () => {
    // The landing dropdown picked Kaveri while the search remote was still loading: only the shell's state knows.
    const kaveri = { id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX' };
    const store = createShellStore({ research: { selectedCompany: kaveri, result: { status: 'idle' }, upgradeDialog: { open: false, message: null } } });
    await renderSearchPage({ store });
    expect(box()).toHaveValue('Kaveri Textiles');
    expect(submitButton()).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in, and sends nothing', async () => {
    const sent = recordRequests();
    await renderSearchPage({ signedInAs: null });
    await userEvent.type(box(), 'aravali');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(submitButton());
    expect(screen.getByText('Please sign in to search for companies.')).toBeInTheDocument();
    expect(sent.to('/api/company/search')).toHaveLength(0);
  });

  it('offers a few demo companies from the list as quick picks, labelled honestly', async () => {
    await renderSearchPage();
    const group = screen.getByRole('group', { name: 'Try a demo company' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(STOCKS.map((s) => s.name)).toContain(name);
  });

  it("passes the company's address key on, from the box and from a quick pick", async () => {
    server.use(http.get('/api/stocks', () => HttpResponse.json(STOCKS.map((stock) => ({ ...stock, key: `K-${stock.code || stock.id}` })))));
    const { store } = await renderSearchPage();
    await userEvent.type(box(), 'arav');
    await userEvent.click(screen.getByRole('option', { name: 'Aravali Cement Works (ARAVALI)' }));
    expect(selectSelectedCompany(store.getState())).toEqual({ id: ARAVALI.id, name: ARAVALI.name, code: 'ARAVALI', key: 'K-ARAVALI' });

    const pick = within(screen.getByRole('group', { name: 'Try a demo company' })).getAllByRole('button')[0]!;
    const picked = STOCKS.find((stock) => stock.name === pick.textContent)!;
    await userEvent.click(pick);
    expect(selectSelectedCompany(store.getState())).toEqual({ id: picked.id, name: picked.name, code: '', key: `K-${picked.code || picked.id}` });
  });

  it("offers 'Popular companies' when the list has the well-known large caps", async () => {
    const listed = [
      { id: 'n-1', name: 'Reliance Industries Limited', code: 'RELIANCE', is_demo: false },
      { id: 'n-2', name: 'Tata Consultancy Services Limited', code: 'TCS', is_demo: false },
      { id: 'n-3', name: 'ITC Limited', code: 'ITC', is_demo: false },
      ...STOCKS,
    ];
    server.use(http.get('/api/stocks', () => HttpResponse.json(listed)));
    await renderSearchPage();
    const group = screen.getByRole('group', { name: 'Popular companies' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reliance Industries Limited', 'Tata Consultancy Services Limited', 'ITC Limited']);
  });

  it("on a company page keeps the search but not the first visit's quick picks, empty state or long hint", async () => {
    const listed = [{ id: 'n-2', name: 'Tata Consultancy Services Limited', code: 'TCS', is_demo: false }, ...STOCKS];
    server.use(http.get('/api/stocks', () => HttpResponse.json(listed)));
    const store = createShellStore();
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    await renderSearchPage({ store });
    expect(screen.getByRole('search', { name: 'Research a company' })).toContainElement(box());
    expect(screen.queryByRole('group', { name: 'Popular companies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tata Consultancy Services Limited' })).not.toBeInTheDocument();
    // The hint still describes the box to a screen reader; it takes no room on the page.
    expect(box()).toHaveAccessibleDescription(/Search by company name or NSE code/);
    expect(screen.getByText(/Search by company name or NSE code/)).toHaveClass('visually-hidden');
    // The page shows its company: 'Ready to Research?' is the empty state of a page without one.
    expect(screen.queryByRole('heading', { name: 'Ready to Research?' })).not.toBeInTheDocument();
  });
});
