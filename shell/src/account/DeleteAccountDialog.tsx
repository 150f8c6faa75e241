import { useId, useRef, useState, type FormEvent } from 'react';
import dialogStyles from '../ui/ModalDialog.module.css';
import { ModalDialog } from '../ui/ModalDialog';
import { useDeleteAccountMutation } from './accountApi';
import styles from './AccountDialogs.module.css';
import { DangerActions, DoneNotice, useSessionEndingRequest } from './sessionEnding';
import {
  CANCEL_LABEL,
  DELETE_CONFIRM_HINT,
  DELETE_CONFIRM_LABEL,
  DELETE_CONFIRM_WORD,
  DELETE_FAILED,
  DELETE_INTRO,
  DELETE_KEEPS_SUBSCRIPTIONS,
  DELETE_KEEPS_USAGE,
  DELETE_LABEL,
  DELETE_REMOVES,
  DELETE_TITLE,
  DELETED,
  DELETED_TITLE,
  DELETING,
} from './messages';

export interface DeleteAccountDialogProps {
  onClose: () => void;
  /** The API has deleted the account and ended its sessions: sign this browser out too. */
  onDeleted: () => Promise<void>;
}

/**
 * Deleting the account (issue 13): names what is deleted and what is kept, and
 * asks for DELETE to be typed before the request is sent.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const introId = useId();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const pending = deletion.isLoading;
  const confirmed = typed.trim() === DELETE_CONFIRM_WORD;
  const { error, done, run } = useSessionEndingRequest(() => deleteAccount().unwrap(), onDeleted, {
    failed: DELETE_FAILED,
    log: 'Could not delete the account',
  });

  function close() {
    if (!pending) onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!confirmed) {
      inputRef.current?.focus();
      return;
    }
    await run();
  }

  if (done) {
    return (
      <ModalDialog title={DELETED_TITLE} onClose={onClose} describedBy={introId}>
        <DoneNotice id={introId} lines={[DELETED, DELETE_KEEPS_USAGE]} onClose={onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={DELETE_TITLE} onClose={close} initialFocusRef={inputRef} describedBy={introId}>
      <p id={introId} className={styles.lead}>
        {DELETE_INTRO}
      </p>
      <ul className={styles.consequences}>
        {DELETE_REMOVES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={dialogStyles.note}>{DELETE_KEEPS_SUBSCRIPTIONS}</p>
      <p className={dialogStyles.note}>{DELETE_KEEPS_USAGE}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <label className={dialogStyles.label} htmlFor={inputId}>
          {DELETE_CONFIRM_LABEL}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={dialogStyles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={hintId}
          readOnly={pending}
        />
        <p id={hintId} className={styles.hint}>
          {DELETE_CONFIRM_HINT}
        </p>
        <DangerActions
          error={error}
          pending={pending}
          dismissLabel={CANCEL_LABEL}
          onDismiss={close}
          label={DELETE_LABEL}
          pendingLabel={DELETING}
          blocked={!confirmed}
        />
      </form>
    </ModalDialog>
  );
}
