import { type AuthApi } from './authApi';
import { type LocalIdentityProvider } from './identityProvider';

/**
 * The built-in local issuer. It keeps no session of its own: its token is
 * exchanged at once, and from then on the session cookie is the session.
 */
export function createLocalProvider(api: Pick<AuthApi, 'localSignIn'>): LocalIdentityProvider {
  return {
    kind: 'local',
    async getIdentityToken() {
      return null;
    },
    async signIn({ email, fullName }) {
      return api.localSignIn(email.trim(), fullName.trim());
    },
    async signOut() {
      // Nothing is held in the browser.
    },
  };
}
