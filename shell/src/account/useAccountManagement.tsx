import { useCallback, useState, type ReactNode } from 'react';
import { selectUserId, useAppSelector } from 'shared-types/shell';
import { useAuth } from '../auth/AuthContext';
import { type AccountMenuProps, type ExportStatus } from '../header/AccountMenu';
import { useExportAccountMutation } from './accountApi';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { logAccountError } from './log';
import { PaymentsDialog } from './PaymentsDialog';
import { CancelPremiumDialog } from './CancelPremiumDialog';
import { selectPremiumUntil } from './premiumUntil';
import { selectOffersUpgrade, useOpenUpgradeDialog } from './upgradeEntry';
import { EXPORTED, exportFailureMessage, EXPORTING } from './messages';
import { SessionsDialog } from './SessionsDialog';
import { PreferencesDialog } from '../preferences/PreferencesDialog';
import { exportFileName, saveJsonFile } from './saveJsonFile';

type OpenDialog = 'preferences' | 'sessions' | 'payments' | 'cancelPremium' | 'delete' | null;

/**
 * The account menu's actions (issue 13): the Preferences, Sessions, Payments
 * (issue 18) and Delete account dialogs, and the export download. The dialogs are rendered by the page, not
 * by the header, so their confirmation outlives the sign-out they cause.
 */
export function useAccountManagement(): { accountMenu: AccountMenuProps; accountDialog: ReactNode } {
  const auth = useAuth();
  const userId = useAppSelector(selectUserId);
  const premiumUntil = useAppSelector(selectPremiumUntil);
  const openUpgrade = useOpenUpgradeDialog();
  const offersUpgrade = useAppSelector(selectOffersUpgrade);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Someone's payments are never left on screen, nor shown again, once they are signed out.
  const [dialogUserId, setDialogUserId] = useState(userId);
  if (dialogUserId !== userId) {
    setDialogUserId(userId);
    if (dialog === 'payments' || dialog === 'cancelPremium') setDialog(null);
  }
  // Kept with the user it belongs to, so the next person to sign in does not see it.
  const [exportState, setExportState] = useState<{ userId: string; status: ExportStatus } | null>(null);
  const [exportAccount] = useExportAccountMutation();
  const exportStatus = exportState && exportState.userId === userId ? exportState.status : null;
  const exporting = exportStatus?.kind === 'pending';

  const onExport = useCallback(async () => {
    if (exporting || !userId) return;
    setExportState({ userId, status: { kind: 'pending', message: EXPORTING } });
    try {
      const data = await exportAccount().unwrap();
      saveJsonFile(data, exportFileName(data.exported_at));
      setExportState({ userId, status: { kind: 'done', message: EXPORTED } });
    } catch (error) {
      logAccountError('Could not export the account', error);
      setExportState({ userId, status: { kind: 'error', message: exportFailureMessage(error) } });
    }
  }, [exportAccount, exporting, userId]);

  const signOutEverywhereLocally = useCallback(() => auth.signOutEverywhereLocally(), [auth]);
  const close = useCallback(() => setDialog(null), []);

  let accountDialog: ReactNode = null;
  if (dialog === 'preferences') accountDialog = <PreferencesDialog onClose={close} />;
  if (dialog === 'sessions') accountDialog = <SessionsDialog onClose={close} onSignedOutEverywhere={signOutEverywhereLocally} />;
  if (dialog === 'payments') accountDialog = <PaymentsDialog onClose={close} />;
  if (dialog === 'cancelPremium') accountDialog = <CancelPremiumDialog onClose={close} />;
  if (dialog === 'delete') accountDialog = <DeleteAccountDialog onClose={close} onDeleted={signOutEverywhereLocally} />;

  return {
    accountMenu: {
      onUpgrade: offersUpgrade ? openUpgrade : undefined,
      onPreferences: () => setDialog('preferences'),
      onSessions: () => setDialog('sessions'),
      onPayments: () => setDialog('payments'),
      onCancelPremium: () => setDialog('cancelPremium'),
      onExport: () => void onExport(),
      onDelete: () => setDialog('delete'),
      exportStatus,
      premiumUntil,
    },
    accountDialog,
  };
}
