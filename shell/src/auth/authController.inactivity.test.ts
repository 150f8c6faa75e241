import { ApiRequestError } from './authApi';
import { ACTIVITY_EVENTS } from './constants';
import { ASHA, fakeApi, flush, MINUTE, setup } from './testing/authControllerHarness';

let consoleError: jest.SpyInstance;
let consoleInfo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  consoleInfo = jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
});
describe('inactivity and activity reports', () => {
  async function signedIn() {
    const s = setup({ api: fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) }) });
    await s.auth.start();
    return s;
  }

  it('clears the user locally after 30 minutes without activity, without calling the server', async () => {
    const { store, api } = await signedIn();

    jest.advanceTimersByTime(30 * MINUTE - 1);
    expect(store.getState().session.status).toBe('signedIn');
    jest.advanceTimersByTime(1);

    expect(store.getState().session.status).toBe('signedOut');
    expect(api.invalidateSession).not.toHaveBeenCalled();
    expect(consoleInfo).toHaveBeenCalledWith('[auth] No activity for 30 minutes: signed out in this browser.');
  });

  it.each(ACTIVITY_EVENTS)('a %s event resets the inactivity timer', async (type) => {
    const { store, target } = await signedIn();

    jest.advanceTimersByTime(20 * MINUTE);
    target.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(29 * MINUTE);
    expect(store.getState().session.status).toBe('signedIn');
    jest.advanceTimersByTime(1 * MINUTE);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('ignores events that are not activity', async () => {
    const { store, target } = await signedIn();
    jest.advanceTimersByTime(20 * MINUTE);
    target.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(10 * MINUTE);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('reports activity at most every 5 minutes', async () => {
    const { api, target } = await signedIn();

    // Activity right after sign-in: the session was just created, nothing to report.
    target.dispatchEvent(new Event('mousemove'));
    jest.advanceTimersByTime(1000);
    expect(api.reportActivity).not.toHaveBeenCalled();

    jest.advanceTimersByTime(4 * MINUTE);
    target.dispatchEvent(new Event('keypress'));
    jest.advanceTimersByTime(1000);
    expect(api.reportActivity).not.toHaveBeenCalled(); // 4 min 2 s after sign-in

    jest.advanceTimersByTime(1 * MINUTE);
    target.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(1000);
    expect(api.reportActivity).toHaveBeenCalledTimes(1); // 5 min 3 s

    jest.advanceTimersByTime(2 * MINUTE);
    target.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(1000);
    expect(api.reportActivity).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(3 * MINUTE);
    target.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(1000);
    expect(api.reportActivity).toHaveBeenCalledTimes(2);
  });

  it('debounces reports by 1 second: a burst of events is one report, sent once the burst is quiet', async () => {
    const { api, target } = await signedIn();
    jest.advanceTimersByTime(6 * MINUTE);

    for (let i = 0; i < 20; i += 1) {
      target.dispatchEvent(new Event('mousemove'));
      jest.advanceTimersByTime(500);
    }
    expect(api.reportActivity).not.toHaveBeenCalled();
    // The loop ended 500 ms after the last event.
    jest.advanceTimersByTime(499);
    expect(api.reportActivity).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(api.reportActivity).toHaveBeenCalledTimes(1);
  });

  it('signs out locally when the server answers 401 to an activity report (the session is gone)', async () => {
    const { store, api, target } = await signedIn();
    api.reportActivity.mockRejectedValue(new ApiRequestError(401, 'unauthorized', 'Please sign in to continue.'));

    jest.advanceTimersByTime(6 * MINUTE);
    target.dispatchEvent(new Event('mousedown'));
    jest.advanceTimersByTime(1000);
    await flush();

    expect(store.getState().session.status).toBe('signedOut');
    expect(api.invalidateSession).not.toHaveBeenCalled();
  });

  it('stays signed in and logs when an activity report fails for another reason', async () => {
    const { store, api, target } = await signedIn();
    const failure = new TypeError('Failed to fetch');
    api.reportActivity.mockRejectedValue(failure);

    jest.advanceTimersByTime(6 * MINUTE);
    target.dispatchEvent(new Event('mousedown'));
    jest.advanceTimersByTime(1000);
    await flush();

    expect(store.getState().session.status).toBe('signedIn');
    expect(consoleError).toHaveBeenCalledWith('[auth] Could not report activity to the server', failure);
  });

  it('stops listening after sign-out', async () => {
    const { api, auth, target } = await signedIn();
    await auth.signOut();

    jest.advanceTimersByTime(10 * MINUTE);
    target.dispatchEvent(new Event('mousemove'));
    jest.advanceTimersByTime(1000);

    expect(api.reportActivity).not.toHaveBeenCalled();
  });
});
