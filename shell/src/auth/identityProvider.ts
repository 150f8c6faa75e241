/**
 * Where identity tokens come from. The shell exchanges a token for a server
 * session (POST /api/session/create) the same way whichever provider issued it;
 * after that the HttpOnly session cookie is the session, and the token is not kept.
 */
export interface SignOutOptions {
  everywhere?: boolean;
}

interface IdentityProviderBase {
  /**
   * The identity token of a provider session that already exists (after the
   * OAuth redirect, or one kept by the provider), fresh enough for the API to
   * exchange; null when there is none. `forceRefresh` asks for a new one.
   */
  getIdentityToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  /**
   * Ends the provider's own session in this browser; with `everywhere`, on
   * every device too, so no refresh token can sign the person in again.
   */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Tells when the provider's session ends outside the shell (another tab, a revoked refresh token). */
  onChange?(listener: (event: 'signedOut') => void): () => void;
  /** Releases what the provider holds open (listeners, channels); the page is done with it. */
  dispose?(): void;
}

/** Google through a Supabase project: sign-in leaves the page and comes back with a provider session. */
export interface RedirectIdentityProvider extends IdentityProviderBase {
  readonly kind: 'supabase';
  /** Navigates to Google; the page unloads, so this resolves only if the navigation is not taken. */
  signIn(): Promise<void>;
}

export interface LocalSignInDetails {
  email: string;
  fullName: string;
}

/** The API's built-in issuer: no Google account is contacted. */
export interface LocalIdentityProvider extends IdentityProviderBase {
  readonly kind: 'local';
  /** An identity token for these details, straight from POST /api/auth/local/sign-in. */
  signIn(details: LocalSignInDetails): Promise<string>;
}

export type IdentityProvider = RedirectIdentityProvider | LocalIdentityProvider;
