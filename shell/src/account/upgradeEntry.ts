import { useCallback } from 'react';
import { UNLIMITED_ACCESS } from 'shared-types/api';
import { selectAccessSummary, upgradeDialogOpened, useAppDispatch, type RootState } from 'shared-types/shell';

/** The ways into the upgrade dialog besides the limit (issue 34, docs/premium.md, 'Where to upgrade'). */
export const UPGRADE_MENU_LABEL = 'Upgrade to Premium';
export const ACCESS_LINE_UPGRADE_LABEL = 'Upgrade';

/** A signed-in user whose loaded access summary says free: only they are offered the upgrade. */
export function selectOffersUpgrade(state: RootState): boolean {
  const summary = selectAccessSummary(state);
  return summary !== null && !summary.is_premium && summary.max_access !== UNLIMITED_ACCESS;
}

/** Opens the upgrade dialog with no limit message, so it shows its own description. */
export function useOpenUpgradeDialog(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(upgradeDialogOpened({ message: null })), [dispatch]);
}
