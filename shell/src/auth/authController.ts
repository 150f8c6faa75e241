import { type AuthConfig, type PageSession, type SessionValidation } from 'shared-types/api';
import { signedIn, signedOut, type AppDispatch, type SignedInUser } from 'shared-types/shell';
import { createActivityTracker, type ActivityTracker } from './activityTracker';
import { ApiRequestError, ApiTimeoutError, authApi, type AuthApi } from './authApi';
import { createIdentityProvider } from './createIdentityProvider';
import { type IdentityProvider, type LocalSignInDetails, type SignOutOptions } from './identityProvider';
import { logAuthError, logAuthInfo } from './log';

export type AuthMode = IdentityProvider['kind'];

/** A sign-in that did not work, with a message fit to show in the sign-in dialog. */
export class SignInError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SignInError';
  }
}

export interface AuthControllerDeps {
  dispatch: AppDispatch;
  api?: AuthApi;
  createProvider?: (config: AuthConfig, api: AuthApi) => Promise<IdentityProvider>;
  /** Where activity is heard; the window by default. */
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  /**
   * The session the server saw when it served the page (pageSession.ts): the
   * page then starts in that state at once, with no full-screen 'Loading...'.
   */
  pageSession?: PageSession | null;
  /** Back from the provider's sign-in with a session to exchange: the page session is not yet current. */
  returningFromProvider?: boolean;
}

/**
 * Sign-in, sessions and sign-out (docs/product-rules.md). It owns the
 * session slice's transitions; React only calls it and reads the store.
 */
export interface AuthController {
  /** Start-up: exchange a provider session, else restore from the session cookie, else signed out. Runs once. */
  start(): Promise<void>;
  /** 'local' or 'supabase' once the configuration is known, else null. */
  getMode(): AuthMode | null;
  /** Notified when getMode() changes. */
  subscribe(listener: () => void): () => void;
  /** Makes sure the provider is ready (retrying a configuration that failed to load); null when it cannot be. */
  prepareSignIn(): Promise<AuthMode | null>;
  /** Supabase: leaves for Google. Failures are logged and resolve to false. */
  signInWithGoogle(): Promise<boolean>;
  /** Local: signs in with the details from the dialog; rejects with a SignInError to show there. */
  signInLocal(details: LocalSignInDetails): Promise<void>;
  /** Ends the server session, then the provider's, then clears the user. Failures are logged. */
  signOut(): Promise<void>;
  /**
   * The API has already ended every session of the user (sign out everywhere,
   * account deleted): signs out of the provider on every device and clears the
   * user, without calling the API again. Failures are logged.
   */
  signOutEverywhereLocally(): Promise<void>;
  dispose(): void;
}

function userFrom(validation: SessionValidation): SignedInUser | null {
  if (!validation.valid || !validation.user_id || !validation.email) return null;
  return { id: validation.user_id, email: validation.email, fullName: validation.full_name, pictureUrl: validation.picture };
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiTimeoutError || error instanceof TypeError;
}

function signInMessage(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return error.message;
    if (error.status === 400) return 'Check the e-mail address and name, then try again.';
    if (error.status >= 500) return 'Sign-in is unavailable right now. Please try again in a moment.';
  }
  return 'Sign-in did not work. Please try again.';
}

export function createAuthController({
  dispatch,
  api = authApi,
  createProvider = createIdentityProvider,
  activityTarget = window,
  now = () => Date.now(),
  pageSession = null,
  returningFromProvider = false,
}: AuthControllerDeps): AuthController {
  let providerPromise: Promise<IdentityProvider> | undefined;
  let provider: IdentityProvider | undefined;
  let stopWatchingProvider: (() => void) | undefined;
  let startPromise: Promise<void> | undefined;
  let signOutPromise: Promise<void> | undefined;
  let mode: AuthMode | null = null;
  const listeners = new Set<() => void>();
  // Bumped at every sign-in and sign-out, so a late answer for an old session changes nothing.
  let generation = 0;
  let signedInNow = false;

  const tracker: ActivityTracker = createActivityTracker({
    target: activityTarget,
    now,
    onIdle: () => {
      logAuthInfo('No activity for 30 minutes: signed out in this browser.');
      enterSignedOut();
    },
    onReport: () => void reportActivity(),
  });

  function loadProvider(): Promise<IdentityProvider> {
    if (providerPromise) return providerPromise;
    const attempt = (async () => {
      const created = await createProvider(await api.getConfig(), api);
      provider = created;
      mode = created.kind;
      stopWatchingProvider = created.onChange?.((event) => {
        // The provider's session ended elsewhere (another tab signed out): follow it here.
        if (event === 'signedOut' && signedInNow) enterSignedOut();
      });
      for (const listener of listeners) listener();
      return created;
    })();
    providerPromise = attempt;
    // A configuration that failed to load is tried again at the next sign-in.
    attempt.catch(() => {
      if (providerPromise === attempt) providerPromise = undefined;
    });
    return attempt;
  }

  function enterSignedIn(user: SignedInUser) {
    generation += 1;
    signedInNow = true;
    dispatch(signedIn(user));
    tracker.start();
  }

  function enterSignedOut() {
    generation += 1;
    signedInNow = false;
    tracker.stop();
    dispatch(signedOut());
  }

  async function reportActivity() {
    const reportedFor = generation;
    try {
      await api.reportActivity();
    } catch (error) {
      if (reportedFor !== generation) return;
      if (error instanceof ApiRequestError && error.status === 401) {
        logAuthInfo('The server session has ended: signed out in this browser.');
        enterSignedOut();
      } else {
        logAuthError('Could not report activity to the server', error);
      }
    }
  }

  /** Identity token → server session (cookie) → the user, as the server knows them. */
  async function establishSession(token: string, refresh?: () => Promise<string | null>): Promise<SignedInUser> {
    try {
      await api.createSession(token);
    } catch (error) {
      // A token that aged past the API's 10-minute exchange window (clock skew) gets one refresh.
      if (!(error instanceof ApiRequestError && error.status === 401 && refresh)) throw error;
      const fresh = await refresh();
      if (!fresh) throw error;
      await api.createSession(fresh);
    }
    const user = userFrom(await api.validateSession());
    if (!user) throw new Error('The server did not accept the new session.');
    return user;
  }

  async function restoreFromCookie(): Promise<void> {
    try {
      const user = userFrom(await api.validateSession());
      if (user) enterSignedIn(user);
      else enterSignedOut(); // the API has already cleared a stale cookie
    } catch (error) {
      logAuthError('Session validation failed', error);
      enterSignedOut();
    }
  }

  /** The page told us who is signed in; a provider session kept in this browser may still sign a visitor in. */
  async function startFromPage(session: PageSession): Promise<void> {
    if (session.status === 'signedIn') {
      const { user } = session;
      enterSignedIn({ id: user.user_id, email: user.email, fullName: user.full_name, pictureUrl: user.picture });
      // The provider is still needed to sign out and to follow sign-outs in other tabs.
      loadProvider().catch((error: unknown) => logAuthError('Could not load the sign-in configuration', error));
      return;
    }
    enterSignedOut();
    const startedAt = generation;
    try {
      const current = await loadProvider();
      const token = await current.getIdentityToken();
      if (!token) return;
      const user = await establishSession(token, () => current.getIdentityToken({ forceRefresh: true }));
      // A sign-in or sign-out in the meantime wins.
      if (generation === startedAt) enterSignedIn(user);
    } catch (error) {
      logAuthError('Could not restore the provider session', error);
    }
  }

  async function startOnce(): Promise<void> {
    // Synchronous up to here: called before the first render, the page renders in the right state.
    if (pageSession && !returningFromProvider) return startFromPage(pageSession);
    let current: IdentityProvider | undefined;
    try {
      current = await loadProvider();
    } catch (error) {
      logAuthError('Could not load the sign-in configuration', error);
    }
    if (current) {
      let token: string | null = null;
      try {
        token = await current.getIdentityToken();
      } catch (error) {
        logAuthError('Could not read the identity provider session', error);
      }
      if (token) {
        try {
          const withProvider = current;
          enterSignedIn(await establishSession(token, () => withProvider.getIdentityToken({ forceRefresh: true })));
          return;
        } catch (error) {
          // Fall back to the cookie: a session made earlier may still be valid.
          logAuthError('Session create failed', error);
        }
      }
    }
    await restoreFromCookie();
  }

  /** One sign-out at a time: ends the server session as `endServerSession` says, then the provider's, then clears the user. */
  function signOutOnce(endServerSession: () => Promise<void>, providerOptions?: SignOutOptions): Promise<void> {
    signOutPromise ??= (async () => {
      tracker.stop();
      await endServerSession();
      try {
        // A page that started signed in may not have loaded its provider yet.
        const current = provider ?? (await loadProvider().catch(() => undefined));
        await current?.signOut(providerOptions);
      } catch (error) {
        logAuthError('Sign-out: could not sign out of the identity provider', error);
      }
      enterSignedOut();
    })().finally(() => {
      signOutPromise = undefined;
    });
    return signOutPromise;
  }

  return {
    start() {
      startPromise ??= startOnce();
      return startPromise;
    },

    getMode: () => mode,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async prepareSignIn() {
      try {
        return (await loadProvider()).kind;
      } catch (error) {
        logAuthError('Sign-in is unavailable: the sign-in configuration could not be loaded', error);
        return null;
      }
    },

    async signInWithGoogle() {
      try {
        const current = await loadProvider();
        if (current.kind !== 'supabase') throw new Error('Google sign-in is not configured on this server.');
        await current.signIn();
        return true;
      } catch (error) {
        logAuthError('Sign-in failed', error);
        return false;
      }
    },

    async signInLocal(details) {
      try {
        const current = await loadProvider();
        if (current.kind !== 'local') throw new Error('Local sign-in is not enabled on this server.');
        const token = await current.signIn(details);
        enterSignedIn(await establishSession(token));
      } catch (error) {
        logAuthError('Sign-in failed', error);
        throw new SignInError(signInMessage(error), { cause: error });
      }
    },

    signOut() {
      return signOutOnce(async () => {
        try {
          await api.invalidateSession();
        } catch (error) {
          logAuthError('Sign-out: could not end the server session', error);
        }
      });
    },

    signOutEverywhereLocally() {
      return signOutOnce(async () => {}, { everywhere: true });
    },

    dispose() {
      tracker.stop();
      stopWatchingProvider?.();
      provider?.dispose?.();
      listeners.clear();
    },
  };
}
