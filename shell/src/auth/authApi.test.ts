import { configureApiBase } from 'shared-types/shell';
import { apiError, http, HttpResponse, type HttpResponseResolver } from 'shared-types/testing';
import { recordRequests, server, type SentRequests } from 'shared-types/testing/server';
import { ApiRequestError, ApiTimeoutError, authApi } from './authApi';

let sent: SentRequests;

beforeEach(() => {
  configureApiBase('');
  sent = recordRequests();
});

/** Each case calls one endpoint: this answers whatever it is. */
function answer(resolver: HttpResponseResolver) {
  server.use(http.all('*', resolver));
}

const lastRequest = () => sent.all.at(-1)!;
/** A same-origin path as the page resolves it. */
const onPage = (path: string) => new URL(path, window.location.href).href;

describe('authApi', () => {
  it('reads the run-time sign-in configuration', async () => {
    answer(() => HttpResponse.json({ mode: 'supabase', supabase_url: 'https://p.supabase.co', supabase_anon_key: 'anon' }));

    await expect(authApi.getConfig()).resolves.toEqual({ mode: 'supabase', supabase_url: 'https://p.supabase.co', supabase_anon_key: 'anon' });
    expect(lastRequest().url).toBe(onPage('/api/auth/config'));
    expect(lastRequest()).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(lastRequest().body).toBeNull();
  });

  it('gets a local identity token', async () => {
    answer(() => HttpResponse.json({ access_token: 'a.b.c', token_type: 'bearer', expires_in: 600 }));

    await expect(authApi.localSignIn('asha@example.com', 'Asha')).resolves.toBe('a.b.c');
    expect(lastRequest().url).toBe(onPage('/api/auth/local/sign-in'));
    expect(await lastRequest().json()).toEqual({ email: 'asha@example.com', full_name: 'Asha' });
  });

  it('creates the session with the identity token as a bearer and an empty body (the cookie is set by the server)', async () => {
    answer(() => HttpResponse.json({ success: true, idle_expires_at: '2030-01-01T00:30:00Z', absolute_expires_at: '2030-01-01T12:00:00Z' }));

    await authApi.createSession('a.b.c');

    const request = lastRequest();
    expect(request.url).toBe(onPage('/api/session/create'));
    expect(request).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(request.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{}');
  });

  it.each([
    ['validateSession', '/api/session/validate'],
    ['reportActivity', '/api/session/activity'],
    ['invalidateSession', '/api/session/invalidate'],
  ] as const)('%s posts to %s with the cookie and no token in the body', async (method, path) => {
    answer(() => HttpResponse.json({ success: true, valid: false, user_id: null, email: null, full_name: null, picture: null }));

    await authApi[method]();

    expect(lastRequest().url).toBe(onPage(path));
    expect(lastRequest()).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(await lastRequest().text()).toBe('{}');
  });

  it('uses the configured API base', async () => {
    configureApiBase('https://api.example.com/');
    answer(() => HttpResponse.json({ success: true }));
    await authApi.reportActivity();
    expect(lastRequest().url).toBe('https://api.example.com/api/session/activity');
  });

  it("turns an error answer into an ApiRequestError with the server's code and message", async () => {
    answer(() => apiError(401, 'unauthorized', 'Please sign in to continue.'));

    const failure = authApi.reportActivity();
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('copes with an error answer that is not JSON', async () => {
    answer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(authApi.invalidateSession()).rejects.toMatchObject({ status: 502, code: null, message: 'POST /api/session/invalidate answered 502.' });
  });

  it('gives up after the 10-second time-out', async () => {
    jest.useFakeTimers();
    try {
      // No answer: the request ends only when the client aborts it.
      answer(() => new Promise<Response>(() => undefined));
      const pending = authApi.validateSession();
      const settled = expect(pending).rejects.toBeInstanceOf(ApiTimeoutError);
      jest.advanceTimersByTime(9_999);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects an answer that breaks the contract', async () => {
    answer(() => HttpResponse.json({ success: true, valid: 'yes' }));
    await expect(authApi.validateSession()).rejects.toThrow();
  });
});
