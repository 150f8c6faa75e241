import { configureApiBase } from 'shared-types/shell';
import { jsonResponse } from '../testing/renderWithShell';
import { ApiRequestError, ApiTimeoutError, authApi } from './authApi';

let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;

beforeEach(() => {
  configureApiBase('');
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

function lastCall(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init ?? {} };
}

describe('authApi', () => {
  it('reads the run-time sign-in configuration', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ mode: 'supabase', supabase_url: 'https://p.supabase.co', supabase_anon_key: 'anon' }));

    await expect(authApi.getConfig()).resolves.toEqual({ mode: 'supabase', supabase_url: 'https://p.supabase.co', supabase_anon_key: 'anon' });
    expect(lastCall().url).toBe('/api/auth/config');
    expect(lastCall().init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(lastCall().init.body).toBeUndefined();
  });

  it('gets a local identity token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ access_token: 'a.b.c', token_type: 'bearer', expires_in: 600 }));

    await expect(authApi.localSignIn('asha@example.com', 'Asha')).resolves.toBe('a.b.c');
    expect(lastCall().url).toBe('/api/auth/local/sign-in');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ email: 'asha@example.com', full_name: 'Asha' });
  });

  it('creates the session with the identity token as a bearer and an empty body (the cookie is set by the server)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, idle_expires_at: '2030-01-01T00:30:00Z', absolute_expires_at: '2030-01-01T12:00:00Z' }));

    await authApi.createSession('a.b.c');

    const { url, init } = lastCall();
    expect(url).toBe('/api/session/create');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ authorization: 'Bearer a.b.c', 'content-type': 'application/json' });
    expect(init.body).toBe('{}');
  });

  it.each([
    ['validateSession', '/api/session/validate'],
    ['reportActivity', '/api/session/activity'],
    ['invalidateSession', '/api/session/invalidate'],
  ] as const)('%s posts to %s with the cookie and no token in the body', async (method, path) => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, valid: false, user_id: null, email: null, full_name: null, picture: null }));

    await authApi[method]();

    expect(lastCall().url).toBe(path);
    expect(lastCall().init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
  });

  it('uses the configured API base', async () => {
    configureApiBase('https://api.example.com/');
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    await authApi.reportActivity();
    expect(lastCall().url).toBe('https://api.example.com/api/session/activity');
  });

  it("turns an error answer into an ApiRequestError with the server's code and message", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'unauthorized', message: 'Please sign in to continue.' }, 401));

    const failure = authApi.reportActivity();
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('copes with an error answer that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(authApi.invalidateSession()).rejects.toMatchObject({ status: 502, code: null, message: 'POST /api/session/invalidate answered 502.' });
  });

  it('gives up after the 10-second time-out', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
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
    fetchMock.mockResolvedValue(jsonResponse({ success: true, valid: 'yes' }));
    await expect(authApi.validateSession()).rejects.toThrow();
  });
});
