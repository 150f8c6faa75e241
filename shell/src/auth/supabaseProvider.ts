// Loaded only in Supabase mode, through a dynamic import: supabase-js is never
// part of the shell's initial JavaScript, and costs nothing in local mode.
import { createClient, type RealtimeClientOptions, type SupportedStorage } from '@supabase/supabase-js';
import { API_TIMEOUT_MS } from 'shared-types/shell';
import { REFRESH_TOKENS_OLDER_THAN_MS } from './constants';
import { type RedirectIdentityProvider } from './identityProvider';
import { tokenIssuedAtMs } from './jwtClaims';
import { logAuthError } from './log';

export interface SupabaseProviderOptions {
  /** The project URL and public anon key, from GET /api/auth/config at run time (never baked into a bundle). */
  url: string;
  anonKey: string;
  /** Where Google sends the browser back to: the site origin unless given. */
  redirectTo?: string;
  /** supabase-js's network layer; the browser's fetch with the product's 10 s time-out unless given (tests use a local server). */
  fetch?: typeof fetch;
  /** How the browser leaves for Google's consent screen; window.location.assign unless given. */
  navigate?: (url: string) => void;
  /** Where supabase-js keeps its own session; localStorage unless given. */
  storage?: SupportedStorage;
  /**
   * Realtime is never used, but supabase-js builds its client anyway. Browsers
   * have WebSocket; a Node 20 process (tests) must pass the `ws` package here.
   */
  realtimeTransport?: RealtimeClientOptions['transport'];
  now?: () => number;
}

/** The browser's fetch with the product's 10-second time-out, unless the caller brings its own signal. */
const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, init?.signal ? init : { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

/**
 * Google sign-in through Supabase (PKCE flow). supabase-js keeps its session in
 * localStorage; the shell only borrows a fresh access token from it to create
 * the server session, and refreshes the token first when it is older than the
 * API accepts (10 minutes at session creation).
 */
export async function createSupabaseProvider(options: SupabaseProviderOptions): Promise<RedirectIdentityProvider> {
  const now = options.now ?? (() => Date.now());
  const client = createClient(options.url, options.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      // The token is needed only at the exchange, which refreshes it on demand.
      autoRefreshToken: false,
      detectSessionInUrl: true,
      ...(options.storage ? { storage: options.storage } : {}),
    },
    global: { fetch: options.fetch ?? fetchWithTimeout },
    ...(options.realtimeTransport ? { realtime: { transport: options.realtimeTransport } } : {}),
  });

  // Finishes a Google redirect (?code=... in the URL) or recovers a stored session.
  const { error: initError } = await client.auth.initialize();
  if (initError) logAuthError('Google sign-in did not complete', initError);

  return {
    kind: 'supabase',

    async getIdentityToken({ forceRefresh = false } = {}) {
      const { data, error } = await client.auth.getSession();
      if (error) throw error;
      const session = data.session;
      if (!session) return null;
      const issuedAt = tokenIssuedAtMs(session.access_token);
      const stale = issuedAt === null || now() - issuedAt > REFRESH_TOKENS_OLDER_THAN_MS;
      if (!forceRefresh && !stale) return session.access_token;
      const refreshed = await client.auth.refreshSession();
      if (refreshed.error) throw refreshed.error;
      return refreshed.data.session?.access_token ?? null;
    },

    async signIn() {
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        // supabase-js would navigate by itself; doing it here keeps the step visible and testable.
        options: { redirectTo: options.redirectTo ?? window.location.origin, skipBrowserRedirect: true },
      });
      if (error) throw error;
      (options.navigate ?? ((url: string) => window.location.assign(url)))(data.url);
    },

    async signOut({ everywhere = false } = {}) {
      // 'local' ends this browser's Supabase session only; 'global' revokes every
      // refresh token of the person, which 'sign out everywhere' needs (docs/accounts.md, 'Accounts, audit and retention').
      const { error } = await client.auth.signOut({ scope: everywhere ? 'global' : 'local' });
      if (error) throw error;
    },

    onChange(listener) {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') listener('signedOut');
      });
      return () => data.subscription.unsubscribe();
    },

    dispose() {
      void client.auth.dispose();
    },
  };
}
