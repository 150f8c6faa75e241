import { selectUpgradeDialog, useAppSelector } from 'shared-types/shell';

/**
 * The 'Upgrade to Premium' dialog (exposed as upgrade_modal/UpgradeModal). It
 * renders only while the shell's state says it is open; opening it is a
 * shell-owned action any remote may dispatch.
 */
export default function UpgradeModal() {
  const dialog = useAppSelector(selectUpgradeDialog);
  if (!dialog.open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">Upgrade to Premium</h2>
      {dialog.message && <p>{dialog.message}</p>}
    </div>
  );
}
