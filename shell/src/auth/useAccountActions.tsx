import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useAccountManagement } from '../account/useAccountManagement';
import { type AccountControlProps } from '../header/AccountControl';
import { AccessLine } from './AccessLine';
import { useAuth, useAuthMode } from './AuthContext';
import { type LocalSignInDialogProps } from './LocalSignInDialog';
import { type LocalSignInDetails } from './identityProvider';

const UNAVAILABLE_NOTE = 'Sign-in is unavailable right now. Please try again.';
const LOCAL_NOTE = 'Local sign-in: no Google account';

/**
 * Only the local issuer (development and tests) signs in with this dialog, and
 * only after a click: it is loaded then, and stays out of the scripts of a first
 * visit (docs/performance.md, "Start-up in stages").
 */
const loadLocalSignInDialog = () => import('./LocalSignInDialog').then((module) => module.LocalSignInDialog);

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
  // The loaded dialog while it is open, else null.
  const [Dialog, setDialog] = useState<ComponentType<LocalSignInDialogProps> | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const onSignIn = useCallback(async () => {
    setUnavailable(false);
    const kind = await auth.prepareSignIn();
    if (kind === 'local') {
      const loaded = await loadLocalSignInDialog();
      setDialog(() => loaded);
    } else if (kind === 'supabase') setUnavailable(!(await auth.signInWithGoogle()));
    else setUnavailable(true);
  }, [auth]);

  const onSubmit = useCallback(
    async (details: LocalSignInDetails) => {
      await auth.signInLocal(details);
      setDialog(null);
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
    signInDialog: Dialog ? <Dialog onSubmit={onSubmit} onClose={() => setDialog(null)} /> : null,
  };
}
