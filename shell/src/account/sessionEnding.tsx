import { useEffect, useRef, useState } from 'react';
import dialogStyles from '../ui/ModalDialog.module.css';
import { logAccountError } from './log';
import { CLOSE_LABEL, failureMessage } from './messages';

interface SessionEndingOptions {
  /** What the person is told did not happen, e.g. 'Could not delete your account.' */
  failed: string;
  /** What the console is told. */
  log: string;
}

/**
 * A request after which the API has ended every session of the user (sign out
 * everywhere, delete account): on success this browser signs out too and the
 * dialog shows its confirmation; on failure it says why and nothing changes.
 */
export function useSessionEndingRequest(request: () => Promise<unknown>, signOutHere: () => Promise<void>, { failed, log }: SessionEndingOptions) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run() {
    setError(null);
    try {
      await request();
    } catch (failure) {
      logAccountError(log, failure);
      setError(failureMessage(failure, failed));
      return;
    }
    await signOutHere();
    setDone(true);
  }

  return { error, done, run };
}

/** The confirmation that replaces a dialog's content once it is done; focus moves to its Close button. */
export function DoneNotice({ id, lines, onClose }: { id: string; lines: string[]; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button that was pressed is gone: focus moves to the way out.
    closeRef.current?.focus();
  }, []);
  return (
    <>
      <div id={id} role="status">
        {lines.map((line) => (
          <p key={line} className={dialogStyles.note}>
            {line}
          </p>
        ))}
      </div>
      <div className={dialogStyles.actions}>
        <button ref={closeRef} type="button" className={dialogStyles.primary} onClick={onClose}>
          {CLOSE_LABEL}
        </button>
      </div>
    </>
  );
}

interface DangerActionsProps {
  error: string | null;
  pending: boolean;
  /** 'Cancel' or 'Close': leaves the dialog without doing anything. */
  dismissLabel: string;
  onDismiss: () => void;
  label: string;
  pendingLabel: string;
  /** Not yet possible (e.g. DELETE not typed); stays focusable, as aria-disabled. */
  blocked?: boolean;
  describedBy?: string;
  /** Without it the button submits its form. */
  onAct?: () => void;
}

/** A session-ending dialog's failure message and buttons: the way out, then the dangerous action. */
export function DangerActions({ error, pending, dismissLabel, onDismiss, label, pendingLabel, blocked = false, describedBy, onAct }: DangerActionsProps) {
  return (
    <>
      {error && (
        <p role="alert" className={dialogStyles.formError}>
          {error}
        </p>
      )}
      <div className={dialogStyles.actions}>
        {/* aria-disabled rather than disabled: the focused button keeps focus while the request runs. */}
        <button type="button" className={dialogStyles.secondary} onClick={onDismiss} aria-disabled={pending}>
          {dismissLabel}
        </button>
        <button
          type={onAct ? 'button' : 'submit'}
          className={dialogStyles.danger}
          onClick={onAct}
          aria-disabled={blocked || pending}
          aria-describedby={describedBy}
        >
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
