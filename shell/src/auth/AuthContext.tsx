import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ACCESS_SUMMARY_FAILED } from 'shared-types/api';
import { useAccessSummarySubscription, usePreferencesSubscription } from 'shared-types/shell';
import { type AuthController, type AuthMode } from './authController';

const AuthContext = createContext<AuthController | null>(null);

/**
 * Keeps the signed-in user's access summary loaded in the shell's store, and
 * lets it go when nobody is signed in. Failures are
 * logged only (docs/product-rules.md, 'Sign-in and sessions').
 */
function useAccessSummaryFeed(): void {
  const { error } = useAccessSummarySubscription();
  useEffect(() => {
    if (error) console.error(`[access] ${ACCESS_SUMMARY_FAILED}`, error);
  }, [error]);
}

/** The signed-in user's lens and pillar weights, loaded once with the session; failures leave the standard view. */
function usePreferencesFeed(): void {
  const { error } = usePreferencesSubscription();
  useEffect(() => {
    if (error) console.error('[preferences] Could not load your preferences; showing the standard view.', error);
  }, [error]);
}

/** Makes the auth controller available to the shell's UI and keeps the access summary and preferences fed. */
export function AuthProvider({ controller, children }: { controller: AuthController; children: ReactNode }) {
  useAccessSummaryFeed();
  usePreferencesFeed();
  return <AuthContext.Provider value={controller}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuth must be used inside <AuthProvider>.');
  return controller;
}

/** 'local' or 'supabase' once the API's sign-in configuration is known. */
export function useAuthMode(): AuthMode | null {
  const controller = useAuth();
  // Hydrating the pre-rendered page needs a server snapshot; the mode is only shown once hydrated, so the client's will do.
  return useSyncExternalStore(controller.subscribe, controller.getMode, controller.getMode);
}
