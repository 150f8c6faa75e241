// Test doubles for the auth controller: a fake API, fake providers and a set-up helper.
import { type PageSession, type SessionValidation } from 'shared-types/api';
import { createShellStore, type ShellStore } from 'shared-types/shell';
import { type AuthApi } from '../authApi';
import { createAuthController, type AuthController } from '../authController';
import { type IdentityProvider, type LocalIdentityProvider, type RedirectIdentityProvider } from '../identityProvider';

export const MINUTE = 60_000;

export const ASHA: SessionValidation = {
  success: true,
  valid: true,
  user_id: '0b7c3c52-3c0e-5a7e-9a53-2f2f7a0d1c11',
  email: 'asha@example.com',
  full_name: 'Asha Investor',
  picture: null,
};
export const INVALID: SessionValidation = { success: true, valid: false, user_id: null, email: null, full_name: null, picture: null };

export function fakeApi(overrides: Partial<AuthApi> = {}): jest.Mocked<AuthApi> {
  return {
    getConfig: jest.fn().mockResolvedValue({ mode: 'local', supabase_url: null, supabase_anon_key: null }),
    localSignIn: jest.fn().mockResolvedValue('local-token'),
    createSession: jest.fn().mockResolvedValue(undefined),
    validateSession: jest.fn().mockResolvedValue(INVALID),
    reportActivity: jest.fn().mockResolvedValue(undefined),
    invalidateSession: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as jest.Mocked<AuthApi>;
}

export function fakeLocalProvider(): jest.Mocked<LocalIdentityProvider> {
  return {
    kind: 'local',
    getIdentityToken: jest.fn().mockResolvedValue(null),
    signIn: jest.fn().mockResolvedValue('local-token'),
    signOut: jest.fn().mockResolvedValue(undefined),
  };
}

export function fakeRedirectProvider(token: string | null): jest.Mocked<RedirectIdentityProvider> & { emitSignedOut: () => void } {
  let listener: ((event: 'signedOut') => void) | undefined;
  return {
    kind: 'supabase',
    getIdentityToken: jest.fn().mockResolvedValue(token),
    signIn: jest.fn().mockResolvedValue(undefined),
    signOut: jest.fn().mockResolvedValue(undefined),
    onChange: jest.fn((l: (event: 'signedOut') => void) => {
      listener = l;
      return () => {
        listener = undefined;
      };
    }),
    emitSignedOut: () => listener?.('signedOut'),
  };
}

export interface Setup {
  store: ShellStore;
  api: jest.Mocked<AuthApi>;
  auth: AuthController;
  target: EventTarget;
}

export function setup({
  api = fakeApi(),
  provider = fakeLocalProvider() as IdentityProvider,
  pageSession = null,
  returningFromProvider = false,
}: { api?: jest.Mocked<AuthApi>; provider?: IdentityProvider; pageSession?: PageSession | null; returningFromProvider?: boolean } = {}): Setup {
  const store = createShellStore();
  const target = new EventTarget();
  const auth = createAuthController({
    dispatch: store.dispatch,
    api,
    createProvider: async () => provider,
    activityTarget: target,
    pageSession,
    returningFromProvider,
  });
  return { store, api, auth, target };
}

/** Lets pending promise callbacks run (fake timers do not touch microtasks). */
export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
