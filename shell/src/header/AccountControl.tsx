import { useId, type ReactNode } from 'react';
import { selectAuthStatus, selectUser, useAppSelector } from 'shared-types/shell';
import styles from './AccountControl.module.css';
import { Avatar } from './Avatar';

export interface AccountControlProps {
  /** Signs the user out. Until it is wired, 'Sign Out' is shown disabled. */
  onSignOut?: () => void;
  /** Slot for the access line (premium or free access) shown under the name. */
  accessLine?: ReactNode;
}

/** The header's account area: loading, signed out or signed in (specification section 2). */
export function AccountControl({ onSignOut, accessLine }: AccountControlProps) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const noteId = useId();

  if (status === 'loading') {
    return (
      <div className={styles.account}>
        <span className={styles.loading}>Loading...</span>
      </div>
    );
  }

  if (status === 'signedOut' || !user) {
    // Sign-in arrives in a later issue: an honest, disabled placeholder until then.
    return (
      <div className={`${styles.account} ${styles.signedOut}`}>
        <button type="button" className={styles.signIn} disabled aria-describedby={noteId}>
          Sign in with Google
        </button>
        <span id={noteId} className={styles.note}>
          Sign-in is not available yet
        </span>
      </div>
    );
  }

  const displayName = user.fullName?.trim() || user.email;
  return (
    <div className={`${styles.account} ${styles.signedIn}`}>
      <Avatar pictureUrl={user.pictureUrl} name={displayName} />
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
