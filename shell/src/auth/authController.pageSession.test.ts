import { type PageSession } from 'shared-types/api';
import { ASHA, fakeApi, fakeRedirectProvider, flush, setup } from './testing/authControllerHarness';

/** The session the API put into the pre-rendered page (http/shellPage.ts). */
const ASHA_IN_PAGE: PageSession = {
  status: 'signedIn',
  user: { user_id: ASHA.user_id!, email: 'asha@example.com', full_name: 'Asha Investor', picture: null },
};
const NOBODY_IN_PAGE: PageSession = { status: 'signedOut' };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('start-up from the session in the page', () => {
  it('is signed in before the first render, with no request, when the page names the user', () => {
    const { store, api, auth } = setup({ pageSession: ASHA_IN_PAGE });

    void auth.start();

    expect(store.getState().session).toEqual({
      status: 'signedIn',
      user: { id: ASHA.user_id, email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null },
    });
    expect(api.validateSession).not.toHaveBeenCalled();
    expect(api.createSession).not.toHaveBeenCalled();
  });

  it('still loads the provider afterwards, so sign-out reaches it', async () => {
    const provider = fakeRedirectProvider(null);
    const { store, api, auth } = setup({ pageSession: ASHA_IN_PAGE, provider });
    await auth.start();
    await flush();

    await auth.signOut();

    expect(api.invalidateSession).toHaveBeenCalledTimes(1);
    expect(provider.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('is signed out at once when the page says nobody is, without asking the server', async () => {
    const { store, api, auth } = setup({ pageSession: NOBODY_IN_PAGE });

    const started = auth.start();
    expect(store.getState().session.status).toBe('signedOut');
    await started;

    expect(api.validateSession).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('signs in quietly with a provider session this browser kept, after showing the page signed out', async () => {
    const provider = fakeRedirectProvider('kept-token');
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) });
    const { store, auth } = setup({ pageSession: NOBODY_IN_PAGE, provider, api });

    const started = auth.start();
    expect(store.getState().session.status).toBe('signedOut');
    await started;

    expect(api.createSession).toHaveBeenCalledWith('kept-token');
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('stays signed out, logging why, when the kept provider session cannot be exchanged', async () => {
    const provider = fakeRedirectProvider('expired-token');
    const api = fakeApi({ createSession: jest.fn().mockRejectedValue(new Error('refused')) });
    const { store, auth } = setup({ pageSession: NOBODY_IN_PAGE, provider, api });

    await auth.start();

    expect(store.getState().session.status).toBe('signedOut');
    expect(console.error).toHaveBeenCalledWith('[auth] Could not restore the provider session', expect.any(Error));
  });

  it('ignores the page and exchanges the provider session on the way back from Google, loading meanwhile', async () => {
    const provider = fakeRedirectProvider('fresh-token');
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) });
    const { store, auth } = setup({ pageSession: NOBODY_IN_PAGE, returningFromProvider: true, provider, api });

    const started = auth.start();
    expect(store.getState().session.status).toBe('loading');
    await started;

    expect(api.createSession).toHaveBeenCalledWith('fresh-token');
    expect(store.getState().session.status).toBe('signedIn');
  });
});
