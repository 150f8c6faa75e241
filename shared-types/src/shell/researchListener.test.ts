// The research listener on its own: a store and a fetch answering the API, no component mounted.
import { createSlice } from '@reduxjs/toolkit';
import { ACCESS_LIMIT_MESSAGE } from '../api/access';
import {
  companyCleared,
  companySelected,
  researchNeedsSignIn,
  researchAnswerChosen,
  researchRequested,
  selectResearchAnswer,
  selectResearchResult,
  selectSelectedCompany,
  premiumGranted,
  selectResumeAfterUpgrade,
  selectUpgradeDialog,
  upgradeDialogClosed,
  type SelectedCompany,
} from './researchSlice';
import { refreshAccessSummary } from './accessSummary';
import { convictionApi } from './convictionApi';
import { signedIn, signedOut } from './sessionSlice';
import { createShellStore, rootReducer } from './store';
import { READS_RESEARCH_V2 } from '../api/companySearch';
import { http, HttpResponse, receivedResearchV2, servedResearchV2 } from '../testing';
import { recordRequests, server, type SentRequests } from '../testing/server';

const USER = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha', pictureUrl: null };
const ARAVALI: SelectedCompany = { id: 'c-aravali', name: 'Aravali Cement Works', code: 'ARAVALI' };
const KAVERI: SelectedCompany = { id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX' };
const SUMMARY = { is_premium: false, company_names: '', access_count: 1, max_access: 5, remaining_access: 4, premium_until: null };
const PREMIUM_SUMMARY = { ...SUMMARY, is_premium: true, max_access: -1, remaining_access: -1, premium_until: '2027-11-28T12:00:00.000Z' };

const details = (company: SelectedCompany) => ({ company_name: company.name, company_code: company.code });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// Counts sign-in prompts the way the search remote's slice reacts to them.
const signInPrompts = createSlice({
  name: 'testSignInPrompts',
  initialState: 0,
  reducers: {},
  extraReducers: (builder) => builder.addCase(researchNeedsSignIn, (count) => count + 1),
}).injectInto(rootReducer);

/** Answers POST /api/company/search with `answer` (the access summary with a fixed body); records what is sent. */
function mockSearch(answer: (body: { company_id: string }) => Response | Promise<Response>): SentRequests {
  server.use(
    http.post('/api/company/search', async ({ request }) => answer((await request.json()) as { company_id: string })),
    http.get('/api/company/user-access/:userId', () => HttpResponse.json(SUMMARY)),
  );
  return recordRequests();
}

const searchesOf = (sent: SentRequests) => sent.to('/api/company/search', 'POST');

function signedInStore() {
  const store = createShellStore();
  store.dispatch(signedIn(USER));
  return store;
}

describe('the research listener the shell store registers', () => {
  it('researches a requested company with nothing mounted: loading, then the details', async () => {
    const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    const store = signedInStore();

    store.dispatch(researchRequested({ company: ARAVALI }));
    expect(selectSelectedCompany(store.getState())).toEqual(ARAVALI);
    expect(selectResearchResult(store.getState())).toEqual({ status: 'loading', company: ARAVALI });
    await settle();

    expect(await searchesOf(searches)[0]?.json()).toEqual({ company_name: ARAVALI.name, company_id: ARAVALI.id, user_id: USER.id });
    expect(selectResearchResult(store.getState())).toEqual({ status: 'shown', company: ARAVALI, details: details(ARAVALI) });
    // The mutation's own cache entry is let go: the research slice holds the outcome.
    expect(Object.keys(store.getState().convictionApi.mutations)).toEqual([]);
  });

  it('asks for a sign-in instead of sending anything when nobody is signed in', async () => {
    const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    const store = createShellStore();
    store.dispatch(signedOut());

    store.dispatch(researchRequested({ company: ARAVALI }));
    await settle();
    expect(searchesOf(searches)).toHaveLength(0);
    expect(signInPrompts.selectSlice(store.getState() as never)).toBe(1);
    expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });
  });

  it('lets the last of two rapid picks win: the first request is aborted and never shown', async () => {
    const answers = new Map<string, (response: Response) => void>();
    const searches = mockSearch((body) => new Promise<Response>((resolve) => answers.set(body.company_id, resolve)));
    const store = signedInStore();

    store.dispatch(researchRequested({ company: ARAVALI }));
    store.dispatch(researchRequested({ company: KAVERI }));
    await settle();
    // Aravali's request is aborted (it may not even reach the network); only Kaveri's stays open.
    const open = searchesOf(searches).filter((request) => !request.signal.aborted);
    expect(open).toHaveLength(1);
    expect(await open[0]?.json()).toMatchObject({ company_id: KAVERI.id });
    expect(selectResearchResult(store.getState())).toEqual({ status: 'loading', company: KAVERI });

    answers.get(KAVERI.id)?.(HttpResponse.json({ success: true, company_data: details(KAVERI) }));
    answers.get(ARAVALI.id)?.(HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    await settle();
    expect(selectResearchResult(store.getState())).toEqual({ status: 'shown', company: KAVERI, details: details(KAVERI) });
  });

  it('sends one request for a double click on the same company', async () => {
    const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    const store = signedInStore();
    store.dispatch(researchRequested({ company: ARAVALI }));
    store.dispatch(researchRequested({ company: ARAVALI }));
    await settle();
    expect(searchesOf(searches)).toHaveLength(1);
    expect(searchesOf(searches)[0]?.signal.aborted).toBe(false);
    expect(selectResearchResult(store.getState()).status).toBe('shown');
  });

  it('waits the requested delay, and drops a delayed request that a newer pick or a cleared box replaced', async () => {
    jest.useFakeTimers();
    try {
      const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: details(KAVERI) }));
      const store = signedInStore();

      store.dispatch(researchRequested({ company: ARAVALI, delayMs: 100 }));
      store.dispatch(companySelected(KAVERI));
      store.dispatch(researchRequested({ company: ARAVALI, delayMs: 100 }));
      store.dispatch(companyCleared());
      await jest.advanceTimersByTimeAsync(500);
      expect(searchesOf(searches)).toHaveLength(0);
      expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });

      store.dispatch(researchRequested({ company: KAVERI, delayMs: 100 }));
      await jest.advanceTimersByTimeAsync(99);
      expect(searchesOf(searches)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(searchesOf(searches)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(50);
      expect(selectResearchResult(store.getState())).toMatchObject({ status: 'shown', company: KAVERI });
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the upgrade dialog for the free limit instead of showing a result', async () => {
    mockSearch(() => HttpResponse.json({ success: false, can_access: false }, { status: 403 }));
    const store = signedInStore();
    store.dispatch(researchRequested({ company: ARAVALI }));
    await settle();
    expect(selectUpgradeDialog(store.getState())).toEqual({ open: true, message: ACCESS_LIMIT_MESSAGE });
    expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });
    expect(selectResumeAfterUpgrade(store.getState())).toEqual(ARAVALI);
  });

  describe('a research the free limit refused', () => {
    /** Aravali is shown; Kaveri is refused with access_limit_reached until `premium` is set. */
    async function refusedAfterAravali() {
      const state = { premium: false };
      const searches = mockSearch((body) =>
        body.company_id === KAVERI.id && !state.premium
          ? HttpResponse.json({ error: 'access_limit_reached', message: ACCESS_LIMIT_MESSAGE }, { status: 403 })
          : HttpResponse.json({ success: true, company_data: details(body.company_id === KAVERI.id ? KAVERI : ARAVALI) }),
      );
      const store = signedInStore();
      store.dispatch(researchRequested({ company: ARAVALI }));
      await settle();
      store.dispatch(researchRequested({ company: KAVERI }));
      await settle();
      return { store, searches, state };
    }
    const kaveriSearches = (sent: SentRequests) =>
      Promise.all(searchesOf(sent).map((request) => request.clone().json() as Promise<{ company_id: string }>)).then((bodies) =>
        bodies.filter((body) => body.company_id === KAVERI.id),
      );

    it('keeps the previous result on screen and remembers the refused company', async () => {
      const { store } = await refusedAfterAravali();
      expect(selectUpgradeDialog(store.getState()).open).toBe(true);
      expect(selectResearchResult(store.getState())).toEqual({ status: 'shown', company: ARAVALI, details: details(ARAVALI) });
      expect(selectResumeAfterUpgrade(store.getState())).toEqual(KAVERI);
    });

    it('resumes exactly once after the purchase, though the access summary then says premium too', async () => {
      const { store, searches, state } = await refusedAfterAravali();
      state.premium = true;
      server.use(http.get('/api/company/user-access/:userId', () => HttpResponse.json(PREMIUM_SUMMARY)));
      store.dispatch(premiumGranted());
      store.dispatch(refreshAccessSummary());
      await settle();
      await settle();
      expect(await kaveriSearches(searches)).toHaveLength(2);
      expect(selectResearchResult(store.getState())).toEqual({ status: 'shown', company: KAVERI, details: details(KAVERI) });
      expect(selectResumeAfterUpgrade(store.getState())).toBeNull();
      // Closing the confirmation afterwards changes nothing.
      store.dispatch(upgradeDialogClosed());
      store.dispatch(premiumGranted());
      await settle();
      expect(await kaveriSearches(searches)).toHaveLength(2);
    });

    it('resumes once the access summary says premium (a payment confirmed by the webhook)', async () => {
      const { store, searches, state } = await refusedAfterAravali();
      const summaries = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(USER.id));
      await settle();
      state.premium = true;
      server.use(http.get('/api/company/user-access/:userId', () => HttpResponse.json(PREMIUM_SUMMARY)));
      store.dispatch(refreshAccessSummary());
      await settle();
      await settle();
      expect(await kaveriSearches(searches)).toHaveLength(2);
      expect(selectResearchResult(store.getState())).toMatchObject({ status: 'shown', company: KAVERI });
      summaries.unsubscribe();
    });

    it('does not resume when the dialog is closed without buying', async () => {
      const { store, searches } = await refusedAfterAravali();
      store.dispatch(upgradeDialogClosed());
      store.dispatch(premiumGranted());
      await settle();
      expect(await kaveriSearches(searches)).toHaveLength(1);
      expect(selectResearchResult(store.getState())).toMatchObject({ status: 'shown', company: ARAVALI });
    });
  });

  it('drops an answer that arrives after the person signed out', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockSearch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = signedInStore();
    store.dispatch(researchRequested({ company: ARAVALI }));
    await settle();
    store.dispatch(signedOut());
    answer(HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    await settle();
    expect(selectResearchResult(store.getState())).toEqual({ status: 'idle' });
  });

  it('is registered on every store the shell creates, each store with its own', async () => {
    const searches = mockSearch(() => new Promise<Response>(() => undefined));
    const first = signedInStore();
    const second = signedInStore();
    first.dispatch(researchRequested({ company: ARAVALI }));
    second.dispatch(researchRequested({ company: KAVERI }));
    await settle();
    // A request in one store does not cancel the other's.
    expect(searchesOf(searches).map((request) => request.signal.aborted)).toEqual([false, false]);
    expect(selectResearchResult(first.getState())).toEqual({ status: 'loading', company: ARAVALI });
    expect(selectResearchResult(second.getState())).toEqual({ status: 'loading', company: KAVERI });
  });
});

/** Resolves once the research on screen is no longer loading (an event, not a fixed wait). */
function researchSettled(store: ReturnType<typeof createShellStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (selectResearchResult(store.getState()).status === 'loading') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('the answer the research listener asks for', () => {
  it('asks v1, with no query, until the shell says the company-details remote reads v2', async () => {
    const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: details(ARAVALI) }));
    const store = signedInStore();
    expect(selectResearchAnswer(store.getState())).toBe('v1');
    store.dispatch(researchRequested({ company: ARAVALI }));
    await researchSettled(store);
    expect(new URL(searchesOf(searches)[0]!.url).search).toBe('');
  });

  it('asks v2 with its unit table once chosen, and keeps the research read from the wire', async () => {
    const searches = mockSearch(() => HttpResponse.json({ success: true, company_data: servedResearchV2('steady-compounder') }));
    const store = signedInStore();
    store.dispatch(researchAnswerChosen('v2'));
    store.dispatch(researchRequested({ company: ARAVALI }));
    await researchSettled(store);

    const sent = searchesOf(searches)[0]!;
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ answer: 'v2', units: READS_RESEARCH_V2.units });
    // The body stays the v1 request: the answer is chosen in the query only.
    expect(await sent.json()).toEqual({ company_name: ARAVALI.name, company_id: ARAVALI.id, user_id: USER.id });
    expect(selectResearchResult(store.getState())).toEqual({ status: 'shown', company: ARAVALI, research: receivedResearchV2('steady-compounder') });
  });
});
