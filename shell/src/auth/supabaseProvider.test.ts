// The Supabase provider against the REAL @supabase/supabase-js client, with its
// network pointed at a local stand-in for the project's Auth server. Google
// itself is played by the test (it approves the authorize URL).
import { webcrypto } from 'node:crypto';
import { type RealtimeClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { configureApiBase, createShellStore } from 'shared-types/shell';
import { authApi } from './authApi';
import { createAuthController } from './authController';
import { type RedirectIdentityProvider } from './identityProvider';
import { createSupabaseProvider, type SupabaseProviderOptions } from './supabaseProvider';
import { ANON_KEY, GOOGLE_USER, startFakeSupabaseAuth, type FakeSupabaseAuth } from './testing/fakeSupabaseAuth';

const MINUTE = 60_000;

let auth: FakeSupabaseAuth;
const pages: RedirectIdentityProvider[] = [];

beforeAll(async () => {
  // Browsers give secure contexts WebCrypto's subtle API (PKCE's S256 needs it); jsdom does not.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  auth = await startFakeSupabaseAuth();
});

afterAll(async () => {
  await auth.close();
});

afterEach(() => {
  for (const page of pages.splice(0)) page.dispose?.();
});

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  auth.requests.length = 0;
  auth.exchanged.length = 0;
  auth.issueTokensAged(0);
  configureApiBase('');
});

/** One page load: a new supabase-js client, as after a navigation. */
async function pageLoad(options: Partial<SupabaseProviderOptions> = {}): Promise<RedirectIdentityProvider> {
  // The previous page is gone: its client stops listening (supabase-js keeps a BroadcastChannel open).
  for (const page of pages.splice(0)) page.dispose?.();
  const provider = await createSupabaseProvider({
    url: auth.url,
    anonKey: ANON_KEY,
    // Node 20 has no WebSocket of its own: supabase-js's realtime client needs `ws` (never used here).
    realtimeTransport: WebSocket as unknown as RealtimeClientOptions['transport'],
    ...options,
  });
  pages.push(provider);
  return provider;
}

/** Clicks 'Sign in with Google', lets "Google" approve, and comes back to the site with ?code=. */
async function signInThroughGoogle(): Promise<void> {
  const navigate = jest.fn();
  const provider = await pageLoad({ navigate });
  await provider.signIn();
  const authorizeUrl = String(navigate.mock.calls[0]?.[0]);
  const code = auth.approve(authorizeUrl);
  window.history.replaceState(null, '', `/?code=${code}`);
}

const tokenRequests = (grant: string) => auth.requests.filter((r) => r.path === '/auth/v1/token' && r.query.grant_type === grant);

describe('Supabase identity provider (real supabase-js, local Auth server)', () => {
  it('sends the browser to Google through the project, with PKCE and the site origin to come back to', async () => {
    const navigate = jest.fn();
    const provider = await pageLoad({ navigate });

    await provider.signIn();

    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(`${auth.url}/auth/v1/authorize`);
    expect(target.searchParams.get('provider')).toBe('google');
    expect(target.searchParams.get('redirect_to')).toBe(window.location.origin);
    expect(target.searchParams.get('code_challenge_method')).toBe('s256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.has('skip_http_redirect')).toBe(false);
  });

  it('has no token when there is no provider session, and asks the Auth server for nothing', async () => {
    const provider = await pageLoad();
    await expect(provider.getIdentityToken()).resolves.toBeNull();
    expect(auth.requests).toEqual([]);
  });

  it('after the redirect, exchanges the code and hands the ES256 token to session creation, where the API verifier accepts it', async () => {
    await signInThroughGoogle();
    const store = createShellStore();
    configureApiBase(auth.url);
    for (const page of pages.splice(0)) page.dispose?.();
    // The production path: GET /api/auth/config names the project, the provider chunk is imported lazily.
    const controller = createAuthController({ dispatch: store.dispatch, api: authApi, activityTarget: new EventTarget() });

    await controller.start();
    expect(controller.getMode()).toBe('supabase');

    // supabase-js swapped the code (with its PKCE verifier) for a session, and cleaned the URL.
    expect(tokenRequests('pkce')).toHaveLength(1);
    expect(tokenRequests('pkce')[0]!.headers.apikey).toBe(ANON_KEY);
    expect(window.location.search).toBe('');
    // The very token the project issued went to POST /api/session/create, and verified.
    expect(auth.exchanged).toHaveLength(1);
    const { token, identity } = auth.exchanged[0]!;
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(atob(token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({ alg: 'ES256', kid: 'test-es256' });
    expect(identity).toMatchObject({ userId: GOOGLE_USER.id, email: GOOGLE_USER.email, fullName: GOOGLE_USER.fullName, pictureUrl: GOOGLE_USER.picture });
    expect(store.getState().session).toEqual({
      status: 'signedIn',
      user: { id: GOOGLE_USER.id, email: GOOGLE_USER.email, fullName: GOOGLE_USER.fullName, pictureUrl: GOOGLE_USER.picture },
    });
    controller.dispose();
  });

  it('keeps the provider session across page loads (from storage) and reuses a fresh token without a refresh', async () => {
    await signInThroughGoogle();
    const first = await pageLoad();
    const token = await first.getIdentityToken();
    window.history.replaceState(null, '', '/');

    const later = await pageLoad();
    await expect(later.getIdentityToken()).resolves.toBe(token);
    expect(tokenRequests('refresh_token')).toHaveLength(0);
  });

  it('refreshes a token older than 10 minutes before the exchange, because the API refuses stale ones', async () => {
    auth.issueTokensAged(15 * MINUTE); // the Google sign-in happened a while ago
    await signInThroughGoogle();
    const provider = await pageLoad();
    const stored = JSON.parse(Object.values(window.localStorage).find((v) => v.includes('access_token'))!) as { access_token: string };
    await expect(auth.verifier.verify(stored.access_token, { maxTokenAge: '10m' })).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });

    const token = await provider.getIdentityToken();

    expect(tokenRequests('refresh_token')).toHaveLength(1);
    expect(token).not.toBe(stored.access_token);
    await expect(auth.verifier.verify(token!, { maxTokenAge: '10m' })).resolves.toMatchObject({ userId: GOOGLE_USER.id });
  });

  it('refreshes on request (forceRefresh) even when the token is fresh', async () => {
    await signInThroughGoogle();
    const provider = await pageLoad();
    const first = await provider.getIdentityToken();

    const second = await provider.getIdentityToken({ forceRefresh: true });

    expect(tokenRequests('refresh_token')).toHaveLength(1);
    expect(second).not.toBe(first);
  });

  it('judges token age by the clock it is given', async () => {
    await signInThroughGoogle();
    await (await pageLoad()).getIdentityToken();
    window.history.replaceState(null, '', '/');

    const eightMinutesLater = await pageLoad({ now: () => Date.now() + 8 * MINUTE });
    await eightMinutesLater.getIdentityToken();
    expect(tokenRequests('refresh_token')).toHaveLength(0);

    const elevenMinutesLater = await pageLoad({ now: () => Date.now() + 11 * MINUTE });
    await elevenMinutesLater.getIdentityToken();
    expect(tokenRequests('refresh_token')).toHaveLength(1);
  });

  it("signs out of this browser's Supabase session only, forgets it, and says so", async () => {
    await signInThroughGoogle();
    const provider = await pageLoad();
    expect(await provider.getIdentityToken()).not.toBeNull();
    const events: string[] = [];
    provider.onChange?.((event) => events.push(event));

    await provider.signOut();

    const logout = auth.requests.find((r) => r.path === '/auth/v1/logout');
    expect(logout?.query.scope).toBe('local');
    expect(logout?.headers.authorization).toMatch(/^Bearer /);
    await expect(provider.getIdentityToken()).resolves.toBeNull();
    await expect((await pageLoad()).getIdentityToken()).resolves.toBeNull();
    expect(events).toContain('signedOut');
  });

  it("signs out of every device's Supabase session when asked to sign out everywhere", async () => {
    await signInThroughGoogle();
    const provider = await pageLoad();
    expect(await provider.getIdentityToken()).not.toBeNull();

    await provider.signOut({ everywhere: true });

    const logout = auth.requests.find((r) => r.path === '/auth/v1/logout');
    expect(logout?.query.scope).toBe('global');
    await expect(provider.getIdentityToken()).resolves.toBeNull();
  });

  it('logs, and has no session, when Google sends the browser back with an error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = jest.fn();
    await (await pageLoad({ navigate })).signIn();
    window.history.replaceState(null, '', '/?error=access_denied&error_code=access_denied&error_description=The+user+cancelled');

    const provider = await pageLoad();

    await expect(provider.getIdentityToken()).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledWith('[auth] Google sign-in did not complete', expect.objectContaining({ message: 'The user cancelled' }));
  });
});
