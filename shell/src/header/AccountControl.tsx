import { useId, type ReactNode } from 'react';
import { selectAuthStatus, selectUser, useAppSelector } from 'shared-types/shell';
import { useHydrated } from '../app/useHydrated';
import styles from './AccountControl.module.css';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';
import { Avatar } from './Avatar';

export interface AccountControlProps {
  /** Starts sign-in ('Sign in with Google'). Without it the button is shown disabled. */
  onSignIn?: () => void;
  /** A short note under the sign-in button (e.g. that sign-in is local, or unavailable). */
  signInNote?: ReactNode;
  /** Signs the user out. Without it, 'Sign Out' is shown disabled. */
  onSignOut?: () => void;
  /** The access line (premium or free access) shown under the name. */
  accessLine?: ReactNode;
  /** The account menu ('Sessions', 'Export my data', 'Delete account'); left out without it. */
  accountMenu?: AccountMenuProps;
}

/**
 * The header's account area: loading, signed out or signed in (docs/product-rules.md).
 * The pre-rendered page says 'Loading...' here until the page is live, whoever
 * is signed in: the same HTML serves everyone, and nothing here works without script.
 */
export function AccountControl({ onSignIn, signInNote, onSignOut, accessLine, accountMenu }: AccountControlProps) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const noteId = useId();
  const hydrated = useHydrated();

  if (status === 'loading' || !hydrated) {
    return (
      <div className={styles.account}>
        <span className={styles.loading}>Loading...</span>
      </div>
    );
  }

  if (status === 'signedOut' || !user) {
    const hasNote = signInNote != null && signInNote !== '';
    return (
      <div className={`${styles.account} ${styles.signedOut}`}>
        <button type="button" className={styles.signIn} onClick={onSignIn} disabled={!onSignIn} aria-describedby={hasNote ? noteId : undefined}>
          Sign in with Google
        </button>
        {hasNote && (
          <span id={noteId} className={styles.note}>
            {signInNote}
          </span>
        )}
      </div>
    );
  }

  const displayName = user.fullName?.trim() || user.email;
  return (
    <div className={`${styles.account} ${styles.signedIn}`}>
      {accountMenu ? (
        <AccountMenu {...accountMenu}>
          <Avatar pictureUrl={user.pictureUrl} name={displayName} />
        </AccountMenu>
      ) : (
        <Avatar pictureUrl={user.pictureUrl} name={displayName} />
      )}
      <div className={styles.identity}>
        <span className={styles.name} title={displayName}>
          {displayName}
        </span>
        {accessLine != null && <div className={styles.accessLine}>{accessLine}</div>}
      </div>
      <button type="button" className={styles.signOut} onClick={onSignOut} disabled={!onSignOut}>
        Sign Out
      </button>
    </div>
  );
}
