import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_LIMIT_MESSAGE } from 'shared-types/api';
import { researchRequested, selectResearchResult, selectUpgradeDialog, signedOut, type ShellStore } from 'shared-types/shell';
import { ARAVALI, http, HttpResponse, KAVERI, sampleDetails } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderSearchPage, USER_ID } from '../testing/renderSearchPage';

const submitButton = () => screen.getByRole('button', { name: 'Get Company Details' });
const errorCard = () => screen.getByRole('alert');

async function chooseAravali() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), 'aravali');
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** Chooses Aravali, submits, and waits until the research is no longer loading. */
async function submitAravali(store: ShellStore) {
  await chooseAravali();
  await userEvent.click(submitButton());
  await waitFor(() => expect(selectResearchResult(store.getState()).status).not.toBe('loading'));
}

describe('submitting a company', () => {
  it('sends the company and the user, stores the details and refreshes the access summary', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails() })));
    const { store } = await renderSearchPage();
    await waitFor(() => expect(sent.to('/api/company/user-access/')).toHaveLength(1));

    await submitAravali(store);
    const [request] = sent.to('/api/company/search');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ company_name: 'Aravali Cement Works', company_id: ARAVALI.id, user_id: USER_ID });

    expect(selectResearchResult(store.getState())).toEqual({
      status: 'shown',
      company: { id: ARAVALI.id, name: ARAVALI.name, code: ARAVALI.code },
      details: sampleDetails(),
    });
    // The result view takes over from the empty state.
    expect(screen.queryByRole('heading', { name: 'Ready to Research?' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent.to('/api/company/user-access/')).toHaveLength(2));
  });

  it('submits with Enter once a suggestion has been chosen, keyboard only', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails() })));
    const { store } = await renderSearchPage();
    await chooseAravali();
    expect(sent.to('/api/company/search')).toHaveLength(0); // the first Enter only chose
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(selectResearchResult(store.getState()).status).toBe('shown'));
    expect(sent.to('/api/company/search')).toHaveLength(1);
  });

  it("reads 'Loading company details...' and stays disabled while the request is in flight", async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post('/api/company/search', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { store } = await renderSearchPage();
    await chooseAravali();
    await userEvent.click(submitButton());

    const busy = screen.getByRole('button', { name: 'Loading company details...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Try a demo company' }).querySelector('button')).toBeDisabled();
    expect(selectResearchResult(store.getState()).status).toBe('loading');

    await act(async () => answer(HttpResponse.json({ success: true, company_data: sampleDetails() })));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("opens the upgrade dialog with the server's message on 403 with can_access false", async () => {
    const message = 'You have used all 5 free companies. Upgrade for unlimited research.';
    server.use(
      http.post('/api/company/search', () =>
        HttpResponse.json({ success: false, can_access: false, error: 'access_limit_reached', message, access_count: 5, max_access: 5 }, { status: 403 }),
      ),
    );
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(selectUpgradeDialog(store.getState())).toEqual({ open: true, message });
    expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });
    expect(screen.queryByText('Error loading company details')).not.toBeInTheDocument();
  });

  it("opens the upgrade dialog with 'You have reached your company access limit…' when the 403 has no message", async () => {
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: false, can_access: false }, { status: 403 })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(selectUpgradeDialog(store.getState())).toEqual({ open: true, message: ACCESS_LIMIT_MESSAGE });
    expect(ACCESS_LIMIT_MESSAGE).toBe('You have reached your company access limit. Please upgrade to premium for unlimited access.');
  });

  // The status and the code decide, never words in the message (spec amendment 2).
  it.each([
    [404, 'unknown_company', 'No company matches "Reliance Industries Limited". Pick one from the suggestions.'],
    [400, 'forbidden', 'This company is available to premium members only.'],
  ])("shows a %i %s whose message says 'Limited' or 'premium' as an error, and opens no upgrade dialog", async (status, error, message) => {
    server.use(http.post('/api/company/search', () => HttpResponse.json({ error, message }, { status })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent(`Error loading company details${message}`);
    expect(selectUpgradeDialog(store.getState()).open).toBe(false);
  });

  it("shows other failures' own message under 'Error loading company details'", async () => {
    const message = 'The analysis store is being rebuilt. Please try again in a minute.';
    server.use(http.post('/api/company/search', () => HttpResponse.json({ error: 'internal', message }, { status: 500 })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Error loading company details');
    expect(screen.getByRole('heading', { name: 'Error loading company details' })).toBeInTheDocument();
    expect(errorCard()).toHaveTextContent(message);
    expect(selectUpgradeDialog(store.getState()).open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Ready to Research?' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to search company' for a failure without a readable message", async () => {
    server.use(http.post('/api/company/search', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Failed to search company');
  });

  it("shows 'Failed to fetch company details. Please try again.' when success is false", async () => {
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: false })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Error loading company details');
    expect(errorCard()).toHaveTextContent('Failed to fetch company details. Please try again.');
  });

  it("shows 'Failed to fetch company details. Please try again.' when the company data is missing or not an object", async () => {
    let body: Record<string, unknown> = { success: true };
    server.use(http.post('/api/company/search', () => HttpResponse.json(body)));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Failed to fetch company details. Please try again.');

    body = { success: true, company_data: [] };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(selectResearchResult(store.getState()).status).toBe('error'));
    expect(errorCard()).toHaveTextContent('Failed to fetch company details. Please try again.');
  });

  it('shows the error card, not a broken result, for company data that breaks its contract', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = { company_name: 12345, notes: 'Kept' };
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: odd })));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Failed to fetch company details. Please try again.');
    expect(selectResearchResult(store.getState()).status).toBe('error');
    expect(logged).toHaveBeenCalledWith('POST /api/company/search: the answer does not match its contract.', expect.any(Array));
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(http.post('/api/company/search', () => HttpResponse.error()));
    const { store } = await renderSearchPage();
    await submitAravali(store);
    expect(errorCard()).toHaveTextContent('Could not reach the server. Please check your connection and try again.');
  });

  it('retries the failed company with Try again', async () => {
    let fail = true;
    server.use(
      http.post('/api/company/search', () =>
        fail
          ? HttpResponse.json({ error: 'internal', message: 'Temporary failure' }, { status: 500 })
          : HttpResponse.json({ success: true, company_data: sampleDetails() }),
      ),
    );
    const { store } = await renderSearchPage();
    await submitAravali(store);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(selectResearchResult(store.getState()).status).toBe('shown'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-researches in one click when a research is requested elsewhere', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails() })));
    const { store } = await renderSearchPage();
    await act(async () => {
      store.dispatch(researchRequested({ company: { id: ARAVALI.id, name: ARAVALI.name, code: ARAVALI.code } }));
    });
    await waitFor(() => expect(selectResearchResult(store.getState()).status).toBe('shown'));
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Aravali Cement Works');
    expect(sent.to('/api/company/search')).toHaveLength(1);
  });

  it('lets the latest pick win when a re-research arrives while a request is in flight', async () => {
    const answers = new Map<string, (response: Response) => void>();
    const sent = recordRequests();
    server.use(
      http.post('/api/company/search', async ({ request }) => {
        const { company_id } = (await request.json()) as { company_id: string };
        return new Promise<Response>((resolve) => answers.set(company_id, resolve));
      }),
    );
    const { store } = await renderSearchPage();
    await chooseAravali();
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent.to('/api/company/search')).toHaveLength(1));

    // One click in the accessed list while Aravali is still loading.
    await act(async () => {
      store.dispatch(researchRequested({ company: { id: KAVERI.id, name: KAVERI.name, code: KAVERI.code } }));
    });
    await waitFor(() => expect(sent.to('/api/company/search')).toHaveLength(2));
    const [stale, current] = sent.to('/api/company/search');
    expect(stale?.signal.aborted).toBe(true);
    expect(await current?.json()).toEqual({ company_name: KAVERI.name, company_id: KAVERI.id, user_id: USER_ID });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Kaveri Textiles');
    expect(selectResearchResult(store.getState())).toEqual({ status: 'loading', company: { id: KAVERI.id, name: KAVERI.name, code: KAVERI.code } });

    await act(async () => answers.get(KAVERI.id)?.(HttpResponse.json({ success: true, company_data: sampleDetails(KAVERI) })));
    await waitFor(() => expect(selectResearchResult(store.getState()).status).toBe('shown'));
    // Should the server still answer the abandoned request, nothing changes.
    await act(async () => answers.get(ARAVALI.id)?.(HttpResponse.json({ success: true, company_data: sampleDetails(ARAVALI) })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const result = selectResearchResult(store.getState());
    expect(result.status === 'shown' && result.details?.company_name).toBe('Kaveri Textiles');
  });

  it('follows the disabled button: submitting the form again while loading sends nothing', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => new Promise<Response>(() => undefined)));
    await renderSearchPage();
    await chooseAravali();
    await userEvent.click(submitButton());
    await act(async () => {
      fireEvent.submit(screen.getByRole('search', { name: 'Research a company' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(sent.to('/api/company/search')[0]?.signal.aborted).toBe(false);
  });

  it('drops an answer that arrives after the person signed out', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post('/api/company/search', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { store } = await renderSearchPage();
    await chooseAravali();
    await userEvent.click(submitButton());
    await act(async () => {
      store.dispatch(signedOut());
    });
    await act(async () => answer(HttpResponse.json({ success: true, company_data: sampleDetails() })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });
  });
});

describe('with fake timers', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a clear message when the server does not answer within 10 seconds', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => new Promise<Response>(() => undefined)));
    const { store } = await renderSearchPage();
    jest.useFakeTimers();
    await act(async () => {
      store.dispatch(researchRequested({ company: { id: ARAVALI.id, name: ARAVALI.name, code: ARAVALI.code } }));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_900);
    });
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(selectResearchResult(store.getState()).status).toBe('loading');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(selectResearchResult(store.getState()).status).toBe('error');
    expect(errorCard()).toHaveTextContent('The server took longer than 10 seconds to answer. Please try again.');
  });

  it('quick pick selects the company with an empty code and submits 100 ms later', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails() })));
    const { store } = await renderSearchPage();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Aravali Cement Works' }));

    expect(store.getState().research.selectedCompany).toEqual({ id: ARAVALI.id, name: ARAVALI.name, code: '' });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Aravali Cement Works');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(99);
    });
    expect(sent.to('/api/company/search')).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(sent.to('/api/company/search')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(selectResearchResult(store.getState()).status).toBe('shown');
  });

  it('lets a newer pick replace a quick pick that has not submitted yet', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails(KAVERI) })));
    const { store } = await renderSearchPage();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Aravali Cement Works' }));
    await act(async () => {
      store.dispatch(researchRequested({ company: { id: KAVERI.id, name: KAVERI.name, code: KAVERI.code } }));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(selectResearchResult(store.getState())).toMatchObject({ status: 'shown', company: { id: KAVERI.id } });
  });

  it('still researches a quick pick when the page goes away before it submits: the shell runs it', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: sampleDetails(KAVERI) })));
    const { store, unmount } = await renderSearchPage();
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Kaveri Textiles' }).click();
    });
    unmount();
    await jest.advanceTimersByTimeAsync(500);
    expect(sent.to('/api/company/search')).toHaveLength(1);
    expect(selectResearchResult(store.getState())).toMatchObject({ status: 'shown', company: { id: KAVERI.id } });
  });
});
