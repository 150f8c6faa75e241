import { ApiRequestError } from './authApi';
import { SignInError } from './authController';
import { type IdentityProvider } from './identityProvider';
import { ASHA, fakeApi, fakeLocalProvider, fakeRedirectProvider, INVALID, setup } from './testing/authControllerHarness';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
});
describe('start-up', () => {
  it('is loading until it settles, then signed out when there is neither a provider session nor a valid cookie', async () => {
    const { store, api, auth } = setup();
    expect(store.getState().session.status).toBe('loading');

    const started = auth.start();
    expect(store.getState().session.status).toBe('loading');
    await started;

    expect(api.validateSession).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(auth.getMode()).toBe('local');
  });

  it('restores the user from a valid session cookie', async () => {
    const { store, api, auth } = setup({ api: fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) }) });

    await auth.start();

    expect(api.createSession).not.toHaveBeenCalled();
    expect(store.getState().session).toEqual({
      status: 'signedIn',
      user: { id: ASHA.user_id, email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null },
    });
  });

  it('is signed out, and logs the failure, when validation errors', async () => {
    const failure = new TypeError('Failed to fetch');
    const { store, auth } = setup({ api: fakeApi({ validateSession: jest.fn().mockRejectedValue(failure) }) });

    await auth.start();

    expect(store.getState().session.status).toBe('signedOut');
    expect(consoleError).toHaveBeenCalledWith('[auth] Session validation failed', failure);
  });

  it('runs once, however often it is called', async () => {
    const { api, auth } = setup();
    await Promise.all([auth.start(), auth.start()]);
    await auth.start();
    expect(api.getConfig).toHaveBeenCalledTimes(1);
    expect(api.validateSession).toHaveBeenCalledTimes(1);
  });

  it('exchanges an existing provider session for a server session instead of reading the cookie first', async () => {
    const provider = fakeRedirectProvider('provider-token');
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) });
    const { store, auth } = setup({ api, provider });

    await auth.start();

    expect(api.createSession).toHaveBeenCalledWith('provider-token');
    expect(api.createSession.mock.invocationCallOrder[0]).toBeLessThan(api.validateSession.mock.invocationCallOrder[0]!);
    expect(store.getState().session.status).toBe('signedIn');
    expect(auth.getMode()).toBe('supabase');
  });

  it('refreshes the provider token once when the API refuses it as too old, then exchanges the fresh one', async () => {
    const provider = fakeRedirectProvider('old-token');
    provider.getIdentityToken.mockResolvedValueOnce('old-token').mockResolvedValueOnce('fresh-token');
    const api = fakeApi({
      createSession: jest
        .fn()
        .mockRejectedValueOnce(new ApiRequestError(401, 'invalid_identity', 'too old'))
        .mockResolvedValueOnce(undefined),
      validateSession: jest.fn().mockResolvedValue(ASHA),
    });
    const { store, auth } = setup({ api, provider });

    await auth.start();

    expect(provider.getIdentityToken).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(api.createSession.mock.calls).toEqual([['old-token'], ['fresh-token']]);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('falls back to the cookie, logging the failure, when the exchange fails', async () => {
    const provider = fakeRedirectProvider('provider-token');
    const failure = new ApiRequestError(503, 'identity_provider_unavailable', 'down');
    const api = fakeApi({ createSession: jest.fn().mockRejectedValue(failure), validateSession: jest.fn().mockResolvedValue(ASHA) });
    const { store, auth } = setup({ api, provider });

    await auth.start();

    expect(consoleError).toHaveBeenCalledWith('[auth] Session create failed', failure);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('still restores from the cookie when the sign-in configuration cannot be loaded', async () => {
    const failure = new TypeError('Failed to fetch');
    const api = fakeApi({ getConfig: jest.fn().mockRejectedValue(failure), validateSession: jest.fn().mockResolvedValue(ASHA) });
    const { store, auth } = setup({ api });

    await auth.start();

    expect(consoleError).toHaveBeenCalledWith('[auth] Could not load the sign-in configuration', failure);
    expect(store.getState().session.status).toBe('signedIn');
    expect(auth.getMode()).toBeNull();
  });
});

describe('sign-in', () => {
  it('local: gets a token, creates the server session with it and takes the user from the server', async () => {
    const provider = fakeLocalProvider();
    const validate = jest.fn().mockResolvedValueOnce(INVALID).mockResolvedValue(ASHA);
    const { store, api, auth } = setup({ provider, api: fakeApi({ validateSession: validate }) });
    await auth.start();

    await auth.signInLocal({ email: 'asha@example.com', fullName: 'Asha Investor' });

    expect(provider.signIn).toHaveBeenCalledWith({ email: 'asha@example.com', fullName: 'Asha Investor' });
    expect(api.createSession).toHaveBeenCalledWith('local-token');
    expect(store.getState().session.user?.fullName).toBe('Asha Investor');
  });

  it('local: a failure is logged, leaves the user signed out and rejects with a message for the dialog', async () => {
    const provider = fakeLocalProvider();
    const failure = new ApiRequestError(429, 'rate_limited', 'Too many sign-in attempts from this address. Please wait a few minutes and try again.');
    provider.signIn.mockRejectedValue(failure);
    const { store, api, auth } = setup({ provider });
    await auth.start();

    const attempt = auth.signInLocal({ email: 'asha@example.com', fullName: 'Asha' });

    await expect(attempt).rejects.toThrow(SignInError);
    await expect(attempt).rejects.toThrow('Too many sign-in attempts from this address. Please wait a few minutes and try again.');
    expect(consoleError).toHaveBeenCalledWith('[auth] Sign-in failed', failure);
    expect(api.createSession).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it.each([
    [new TypeError('Failed to fetch'), 'Could not reach the server. Check your connection and try again.'],
    [new ApiRequestError(500, 'internal', 'boom'), 'Sign-in is unavailable right now. Please try again in a moment.'],
    [new ApiRequestError(400, 'invalid_request', 'Invalid request: email: ...'), 'Check the e-mail address and name, then try again.'],
  ])('local: a failed session creation (%p) becomes a plain message', async (failure, message) => {
    const { store, auth } = setup({ api: fakeApi({ createSession: jest.fn().mockRejectedValue(failure) }) });
    await auth.start();

    await expect(auth.signInLocal({ email: 'asha@example.com', fullName: 'Asha' })).rejects.toThrow(message);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('supabase: leaves for Google through the provider', async () => {
    const provider = fakeRedirectProvider(null);
    const { auth } = setup({ provider });
    await auth.start();

    await expect(auth.prepareSignIn()).resolves.toBe('supabase');
    await expect(auth.signInWithGoogle()).resolves.toBe(true);
    expect(provider.signIn).toHaveBeenCalledTimes(1);
  });

  it('supabase: a failure to start the redirect is logged and reported as false', async () => {
    const provider = fakeRedirectProvider(null);
    const failure = new Error('provider is not enabled');
    provider.signIn.mockRejectedValue(failure);
    const { auth } = setup({ provider });
    await auth.start();

    await expect(auth.signInWithGoogle()).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledWith('[auth] Sign-in failed', failure);
  });

  it('tries the configuration again at sign-in when it failed at start-up', async () => {
    const api = fakeApi({
      getConfig: jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ mode: 'local', supabase_url: null, supabase_anon_key: null }),
    });
    const { auth } = setup({ api });
    const modes: Array<string | null> = [];
    auth.subscribe(() => modes.push(auth.getMode()));
    await auth.start();
    expect(auth.getMode()).toBeNull();

    await expect(auth.prepareSignIn()).resolves.toBe('local');
    expect(modes).toEqual(['local']);
  });
});

describe('sign-out', () => {
  async function signedInSetup(provider: IdentityProvider = fakeLocalProvider(), api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA) })) {
    const s = setup({ provider, api });
    await s.auth.start();
    expect(s.store.getState().session.status).toBe('signedIn');
    return s;
  }

  it('invalidates the server session, signs out of the provider, then clears the user', async () => {
    const provider = fakeRedirectProvider(null);
    const { store, api, auth } = await signedInSetup(provider);

    await auth.signOut();

    expect(api.invalidateSession).toHaveBeenCalledTimes(1);
    expect(provider.signOut).toHaveBeenCalledTimes(1);
    expect(api.invalidateSession.mock.invocationCallOrder[0]).toBeLessThan(provider.signOut.mock.invocationCallOrder[0]!);
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
  });

  it('still clears the user when the server or the provider fails, and logs both', async () => {
    const provider = fakeRedirectProvider(null);
    const serverFailure = new TypeError('Failed to fetch');
    const providerFailure = new Error('logout failed');
    provider.signOut.mockRejectedValue(providerFailure);
    const api = fakeApi({ validateSession: jest.fn().mockResolvedValue(ASHA), invalidateSession: jest.fn().mockRejectedValue(serverFailure) });
    const { store, auth } = await signedInSetup(provider, api);

    await auth.signOut();

    expect(consoleError).toHaveBeenCalledWith('[auth] Sign-out: could not end the server session', serverFailure);
    expect(consoleError).toHaveBeenCalledWith('[auth] Sign-out: could not sign out of the identity provider', providerFailure);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('sends one invalidation for a double click', async () => {
    const { api, auth } = await signedInSetup();
    await Promise.all([auth.signOut(), auth.signOut()]);
    expect(api.invalidateSession).toHaveBeenCalledTimes(1);
  });

  it('after the API ended every session: signs out of the provider everywhere and clears the user, without calling the API', async () => {
    const provider = fakeRedirectProvider(null);
    const { store, api, auth } = await signedInSetup(provider);

    await auth.signOutEverywhereLocally();

    expect(provider.signOut).toHaveBeenCalledWith({ everywhere: true });
    expect(api.invalidateSession).not.toHaveBeenCalled();
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
  });

  it('follows the provider when its session ends elsewhere', async () => {
    const provider = fakeRedirectProvider(null);
    const { store } = await signedInSetup(provider);

    provider.emitSignedOut();

    expect(store.getState().session.status).toBe('signedOut');
  });
});
