import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ACCOUNT_MENU_LABEL, DELETE_LABEL, EXPORT_LABEL, SESSIONS_LABEL } from '../account/messages';
import { premiumUntilText } from 'shared-types/api';
import { PAYMENTS_LABEL } from '../account/paymentMessages';
import { CANCEL_PREMIUM_LABEL } from '../account/cancelPremiumMessages';
import { PREFERENCES_LABEL } from '../preferences/preferencesMessages';
import { SCREEN_PATH } from '../app/addressSync';
import { SCREEN_ALL_LABEL } from '../app/screenLink';
import { LINE_ICON_PROPS } from '../ui/lineIcon';
import { UPGRADE_MENU_LABEL } from '../account/upgradeEntry';
import { LanguageChoice } from './LanguageChoice';
import styles from './AccountMenu.module.css';

/** What the export is doing, said under the menu's items. */
export interface ExportStatus {
  kind: 'pending' | 'done' | 'error';
  message: string;
}

export interface AccountMenuProps {
  /** What the menu button shows (the avatar); its accessible name is 'Account'. */
  children?: ReactNode;
  /** Opens the upgrade dialog ('Upgrade to Premium'); given only for a signed-in free user, else the item is left out. */
  onUpgrade?: (() => void) | undefined;
  /** Opens the Preferences dialog (default lens and pillar weights); the item is left out without it. */
  onPreferences?: () => void;
  onSessions: () => void;
  /** Opens the payment history and receipts. */
  onPayments: () => void;
  /** Opens the Cancel premium dialog; the item shows only for a premium user. */
  onCancelPremium?: () => void;
  onExport: () => void;
  onDelete: () => void;
  exportStatus?: ExportStatus | null;
  /** When premium ends (ISO timestamp), shown above the items; null for a free user. */
  premiumUntil: string | null;
}

const CHEVRON = (
  <svg {...LINE_ICON_PROPS} className={styles.chevron}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/**
 * The signed-in user's account menu (issue 13): the avatar, as a disclosure
 * button named 'Account', shows 'Upgrade to Premium' (a free user only), 'Screen all companies' (a link), 'Preferences', 'Sessions', 'Payments and receipts',
 * 'Export my data' and 'Delete account', then the 'Language' choice (the header has no room for another labelled
 * button), under the date premium ends for a premium user. It stays open
 * while a dialog it opened is up, so focus can come back to the item that opened it.
 */
export function AccountMenu({
  children,
  onUpgrade,
  onPreferences,
  onSessions,
  onPayments,
  onCancelPremium,
  onExport,
  onDelete,
  exportStatus,
  premiumUntil,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: Event) {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // A dialog the menu opened sits above the page: pressing in it is not leaving the menu.
      if (rootRef.current?.contains(target) || target.closest('[aria-modal="true"]')) return;
      setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    // Only this menu closes; the header's phone menu around it stays open.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  const status = exportStatus ?? null;
  return (
    <div ref={rootRef} className={styles.menu} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ACCOUNT_MENU_LABEL}
        title={ACCOUNT_MENU_LABEL}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
        {CHEVRON}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {premiumUntil && <p className={styles.plan}>{premiumUntilText(premiumUntil)}</p>}
        <ul className={styles.items}>
          {onUpgrade && (
            <li>
              <button type="button" className={`${styles.item} ${styles.upgrade}`} onClick={onUpgrade}>
                {UPGRADE_MENU_LABEL}
              </button>
            </li>
          )}
          <li>
            {/* A link, not a button: it is a page, which may be opened in a new tab. The shell follows it in place. */}
            <a className={styles.item} href={SCREEN_PATH} onClick={() => setOpen(false)}>
              {SCREEN_ALL_LABEL}
            </a>
          </li>
          {onPreferences && (
            <li>
              <button type="button" className={styles.item} onClick={onPreferences}>
                {PREFERENCES_LABEL}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.item} onClick={onSessions}>
              {SESSIONS_LABEL}
            </button>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onPayments}>
              {PAYMENTS_LABEL}
            </button>
          </li>
          {premiumUntil && onCancelPremium && (
            <li>
              <button type="button" className={styles.item} onClick={onCancelPremium}>
                {CANCEL_PREMIUM_LABEL}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.item} onClick={onExport} aria-disabled={status?.kind === 'pending'}>
              {EXPORT_LABEL}
            </button>
          </li>
          <li>
            <button type="button" className={`${styles.item} ${styles.danger}`} onClick={onDelete}>
              {DELETE_LABEL}
            </button>
          </li>
        </ul>
        <LanguageChoice />
        <div role="status" className={styles.status} data-kind={status?.kind}>
          {status?.message}
        </div>
      </div>
    </div>
  );
}
