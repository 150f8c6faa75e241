import { useCallback, useState, type ReactNode } from 'react';
import { useAccountManagement } from '../account/useAccountManagement';
import { type AccountControlProps } from '../header/AccountControl';
import { AccessLine } from './AccessLine';
import { useAuth, useAuthMode } from './AuthContext';
import { LocalSignInDialog } from './LocalSignInDialog';
import { type LocalSignInDetails } from './identityProvider';

const UNAVAILABLE_NOTE = 'Sign-in is unavailable right now. Please try again.';
const LOCAL_NOTE = 'Local sign-in: no Google account';

/**
 * Wires the header's account control to the auth controller: 'Sign in with
 * Google' leaves for Google (Supabase) or opens the local sign-in dialog (local
 * issuer); 'Sign Out' ends the session; the access line comes from the store;
 * the account menu opens its dialogs (`accountDialog`, rendered by the page).
 */
export function useAccountActions(): { accountProps: AccountControlProps; signInDialog: ReactNode; accountDialog: ReactNode } {
  const auth = useAuth();
  const { accountMenu, accountDialog } = useAccountManagement();
  const mode = useAuthMode();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const onSignIn = useCallback(async () => {
    setUnavailable(false);
    const kind = await auth.prepareSignIn();
    if (kind === 'local') setDialogOpen(true);
    else if (kind === 'supabase') setUnavailable(!(await auth.signInWithGoogle()));
    else setUnavailable(true);
  }, [auth]);

  const onSubmit = useCallback(
    async (details: LocalSignInDetails) => {
      await auth.signInLocal(details);
      setDialogOpen(false);
    },
    [auth],
  );

  const onSignOut = useCallback(() => void auth.signOut(), [auth]);

  return {
    accountProps: {
      onSignIn: () => void onSignIn(),
      onSignOut,
      signInNote: unavailable ? UNAVAILABLE_NOTE : mode === 'local' ? LOCAL_NOTE : undefined,
      accessLine: <AccessLine />,
      accountMenu,
    },
    accountDialog,
    signInDialog: dialogOpen ? <LocalSignInDialog onSubmit={onSubmit} onClose={() => setDialogOpen(false)} /> : null,
  };
}
