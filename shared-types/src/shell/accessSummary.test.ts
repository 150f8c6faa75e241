import { apiError, FREE_ACCESS_SUMMARY, http, HttpResponse } from '../testing';
import { recordRequests, server } from '../testing/server';
import { refreshAccessSummary, selectAccessSummary, selectAccessSummaryResult, selectAccessSummaryStatus } from './accessSummary';
import { convictionApi } from './convictionApi';
import { signedIn, signedOut } from './sessionSlice';
import { createShellStore } from './store';

const ASHA = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha', pictureUrl: null };
const BEN = { id: 'u-2', email: 'ben@example.com', fullName: 'Ben', pictureUrl: null };
const FREE = FREE_ACCESS_SUMMARY;
const SUMMARY_PATH = '/api/company/user-access/:userId';

describe('access summary in the shell contract', () => {
  it("is 'none' with no user, 'loading' until the first answer, then 'ready'", async () => {
    const sent = recordRequests();
    const store = createShellStore();
    expect(selectAccessSummaryStatus(store.getState())).toBe('none');

    store.dispatch(signedIn(ASHA));
    expect(selectAccessSummaryStatus(store.getState())).toBe('loading');
    expect(selectAccessSummary(store.getState())).toBeNull();

    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    expect(selectAccessSummaryStatus(store.getState())).toBe('ready');
    expect(selectAccessSummary(store.getState())).toEqual(FREE);
    expect(sent.all.map((request) => new URL(request.url).pathname)).toEqual(['/api/company/user-access/u-1']);
    subscription.unsubscribe();
  });

  it('gives stable results, so useSelector does not re-render for nothing', async () => {
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    await store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    const state = store.getState();
    expect(selectAccessSummaryResult(state)).toBe(selectAccessSummaryResult(state));
    expect(selectAccessSummary(state)).toBe(selectAccessSummary(state));
  });

  it('refetches when a remote dispatches refreshAccessSummary()', async () => {
    const sent = recordRequests();
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;
    server.use(http.get(SUMMARY_PATH, () => HttpResponse.json({ ...FREE, access_count: 2, remaining_access: 3 })));

    store.dispatch(refreshAccessSummary());
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(sent.all).toHaveLength(2);
    expect(selectAccessSummary(store.getState())?.remaining_access).toBe(3);
    subscription.unsubscribe();
  });

  it("is cleared when there is no user, and never shows another user's summary", async () => {
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    store.dispatch(signedOut());
    expect(selectAccessSummary(store.getState())).toBeNull();
    expect(selectAccessSummaryStatus(store.getState())).toBe('none');

    store.dispatch(signedIn(BEN));
    expect(selectAccessSummary(store.getState())).toBeNull();
    expect(selectAccessSummaryStatus(store.getState())).toBe('loading');
    subscription.unsubscribe();
  });

  it("is 'error' when the summary cannot be loaded", async () => {
    server.use(http.get(SUMMARY_PATH, () => apiError(500, 'internal', 'boom')));
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    expect(selectAccessSummaryStatus(store.getState())).toBe('error');
    expect(selectAccessSummary(store.getState())).toBeNull();
    subscription.unsubscribe();
  });
});
