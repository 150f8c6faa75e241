import { selectUpgradeDialog, selectUserId, useAppSelector } from 'shared-types/shell';
import { UpgradeDialog } from './UpgradeDialog';
import { useGetPlansQuery } from './upgradeApi';

/**
 * The 'Upgrade to Premium' dialog (exposed as upgrade_modal/UpgradeModal),
 * requirement 9. It renders only while the shell's state says it is open;
 * opening it is a shell-owned action any remote may dispatch.
 */
export default function UpgradeModal() {
  const dialog = useAppSelector(selectUpgradeDialog);
  const userId = useAppSelector(selectUserId);
  // Only signed-in users reach the limit: have the plans and test mode ready before the dialog opens.
  useGetPlansQuery(undefined, { skip: userId === null });
  if (!dialog.open) return null;
  return <UpgradeDialog message={dialog.message} userId={userId} />;
}
