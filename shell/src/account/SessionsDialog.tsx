import { useId } from 'react';
import { type AccountSession } from 'shared-types/api';
import dialogStyles from '../ui/ModalDialog.module.css';
import { ModalDialog } from '../ui/ModalDialog';
import { useGetAccountSessionsQuery, useRevokeAllSessionsMutation } from './accountApi';
import styles from './AccountDialogs.module.css';
import { LoadedList } from './LoadedQuery';
import { DangerActions, DoneNotice, useSessionEndingRequest } from './sessionEnding';
import {
  CLOSE_LABEL,
  formatWhen,
  LAST_ACTIVE,
  SESSIONS_DESCRIPTION,
  SESSIONS_EMPTY,
  SESSIONS_FAILED,
  SESSIONS_LABEL,
  SESSIONS_LOADING,
  SIGN_OUT_EVERYWHERE_FAILED,
  SIGN_OUT_EVERYWHERE_LABEL,
  SIGN_OUT_EVERYWHERE_NOTE,
  SIGNED_IN_AT,
  SIGNED_OUT_EVERYWHERE,
  SIGNED_OUT_EVERYWHERE_TITLE,
  SIGNING_OUT_EVERYWHERE,
  THIS_DEVICE,
} from './messages';

export interface SessionsDialogProps {
  onClose: () => void;
  /** The API has ended every session: sign this browser out too. */
  onSignedOutEverywhere: () => Promise<void>;
}

function SessionItem({ session }: { session: AccountSession }) {
  return (
    <li className={styles.session}>
      <div className={styles.sessionHeading}>
        <span className={styles.device}>{session.device}</span>
        {session.current && <span className={styles.badge}>{THIS_DEVICE}</span>}
      </div>
      <dl className={styles.times}>
        <div>
          <dt>{SIGNED_IN_AT}</dt>
          <dd>{formatWhen(session.created_at)}</dd>
        </div>
        <div>
          <dt>{LAST_ACTIVE}</dt>
          <dd>{formatWhen(session.last_seen_at)}</dd>
        </div>
      </dl>
    </li>
  );
}

function SessionList() {
  const sessions = useGetAccountSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <LoadedList
      query={sessions}
      loading={SESSIONS_LOADING}
      failed={SESSIONS_FAILED}
      log="Could not load the sessions"
      items={(data) => data.sessions}
      empty={SESSIONS_EMPTY}
      label={SESSIONS_LABEL}
      className={styles.sessions}
      renderItem={(session) => <SessionItem key={session.id} session={session} />}
    />
  );
}

/** The user's live sessions, and 'Sign out everywhere' (issue 13). */
export function SessionsDialog({ onClose, onSignedOutEverywhere }: SessionsDialogProps) {
  const descriptionId = useId();
  const noteId = useId();
  const [revokeAll, revoke] = useRevokeAllSessionsMutation();
  const pending = revoke.isLoading;
  const { error, done, run } = useSessionEndingRequest(() => revokeAll().unwrap(), onSignedOutEverywhere, {
    failed: SIGN_OUT_EVERYWHERE_FAILED,
    log: 'Could not sign out everywhere',
  });

  function close() {
    if (!pending) onClose();
  }

  if (done) {
    return (
      <ModalDialog title={SIGNED_OUT_EVERYWHERE_TITLE} onClose={onClose} describedBy={descriptionId}>
        <DoneNotice id={descriptionId} lines={[SIGNED_OUT_EVERYWHERE]} onClose={onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={SESSIONS_LABEL} onClose={close} describedBy={descriptionId}>
      <p id={descriptionId} className={dialogStyles.note}>
        {SESSIONS_DESCRIPTION}
      </p>
      <SessionList />
      <p id={noteId} className={styles.hint}>
        {SIGN_OUT_EVERYWHERE_NOTE}
      </p>
      <DangerActions
        error={error}
        pending={pending}
        dismissLabel={CLOSE_LABEL}
        onDismiss={close}
        label={SIGN_OUT_EVERYWHERE_LABEL}
        pendingLabel={SIGNING_OUT_EVERYWHERE}
        describedBy={noteId}
        onAct={() => void (pending || run())}
      />
    </ModalDialog>
  );
}
