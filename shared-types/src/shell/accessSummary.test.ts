import { type AccessSummary } from '../api/access';
import { refreshAccessSummary, selectAccessSummary, selectAccessSummaryResult, selectAccessSummaryStatus } from './accessSummary';
import { convictionApi } from './convictionApi';
import { signedIn, signedOut } from './sessionSlice';
import { createShellStore } from './store';

const ASHA = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha', pictureUrl: null };
const BEN = { id: 'u-2', email: 'ben@example.com', fullName: 'Ben', pictureUrl: null };
const FREE: AccessSummary = { is_premium: false, company_names: 'Acme', access_count: 1, max_access: 5, remaining_access: 4, premium_until: null };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf(call: unknown[]): string {
  const input = call[0];
  return input instanceof Request ? input.url : String(input);
}

describe('access summary in the shell contract', () => {
  it("is 'none' with no user, 'loading' until the first answer, then 'ready'", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(FREE));
    const store = createShellStore();
    expect(selectAccessSummaryStatus(store.getState())).toBe('none');

    store.dispatch(signedIn(ASHA));
    expect(selectAccessSummaryStatus(store.getState())).toBe('loading');
    expect(selectAccessSummary(store.getState())).toBeNull();

    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    expect(selectAccessSummaryStatus(store.getState())).toBe('ready');
    expect(selectAccessSummary(store.getState())).toEqual(FREE);
    expect(urlOf(fetchMock.mock.calls[0]!)).toMatch(/\/api\/company\/user-access\/u-1$/);
    subscription.unsubscribe();
  });

  it('gives stable results, so useSelector does not re-render for nothing', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(FREE));
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    await store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    const state = store.getState();
    expect(selectAccessSummaryResult(state)).toBe(selectAccessSummaryResult(state));
    expect(selectAccessSummary(state)).toBe(selectAccessSummary(state));
  });

  it('refetches when a remote dispatches refreshAccessSummary()', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(FREE))
      .mockResolvedValueOnce(json({ ...FREE, access_count: 2, remaining_access: 3 }));
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    store.dispatch(refreshAccessSummary());
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(selectAccessSummary(store.getState())?.remaining_access).toBe(3);
    subscription.unsubscribe();
  });

  it("is cleared when there is no user, and never shows another user's summary", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(FREE));
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
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({ error: 'internal', message: 'boom' }, 500));
    const store = createShellStore();
    store.dispatch(signedIn(ASHA));
    const subscription = store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(ASHA.id));
    await subscription;

    expect(selectAccessSummaryStatus(store.getState())).toBe('error');
    expect(selectAccessSummary(store.getState())).toBeNull();
    subscription.unsubscribe();
  });
});
