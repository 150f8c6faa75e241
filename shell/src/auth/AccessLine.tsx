import { UNLIMITED_ACCESS } from 'shared-types/api';
import { selectAccessSummary, selectAccessSummaryStatus, useAppSelector } from 'shared-types/shell';
import { ACCESS_LINE_UPGRADE_LABEL, useOpenUpgradeDialog } from '../account/upgradeEntry';
import { LINE_ICON_PROPS } from '../ui/lineIcon';
import styles from './AccessLine.module.css';

const CROWN_ICON = (
  <svg {...LINE_ICON_PROPS} data-icon="crown">
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8z" />
  </svg>
);

const LOCK_ICON = (
  <svg {...LINE_ICON_PROPS} data-icon="lock">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

/**
 * The header's access line (docs/product-rules.md): premium with a crown,
 * free with a lock, the companies left and an 'Upgrade' button beside them (it
 * opens the upgrade dialog), or 'Loading access info...'. When the
 * summary cannot be loaded the line is left out (the failure is logged only).
 */
export function AccessLine() {
  const status = useAppSelector(selectAccessSummaryStatus);
  const summary = useAppSelector(selectAccessSummary);
  const openUpgrade = useOpenUpgradeDialog();

  if (status === 'loading') {
    return (
      <span className={styles.line}>
        <span className={styles.text}>Loading access info...</span>
      </span>
    );
  }
  if (!summary) return null;

  if (summary.is_premium || summary.max_access === UNLIMITED_ACCESS) {
    return (
      <span className={`${styles.line} ${styles.premium}`}>
        {CROWN_ICON}
        <span className={styles.text}>Premium Access - Unlimited companies</span>
      </span>
    );
  }
  const freeLine = `Free Access - ${Math.max(0, summary.remaining_access)} free stock research remaining`;
  return (
    <span className={`${styles.line} ${styles.free}`}>
      {LOCK_ICON}
      <span className={styles.text} title={freeLine}>
        {freeLine}
      </span>
      <button type="button" className={styles.upgrade} onClick={openUpgrade}>
        {ACCESS_LINE_UPGRADE_LABEL}
      </button>
    </span>
  );
}
