import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { LocalSignInRequestSchema } from 'shared-types/api';
import { SignInError } from './authController';
import { type LocalSignInDetails } from './identityProvider';
import styles from './LocalSignInDialog.module.css';

export interface LocalSignInDialogProps {
  /** Signs in; rejects with a SignInError whose message is shown in the dialog. */
  onSubmit: (details: LocalSignInDetails) => Promise<void>;
  onClose: () => void;
}

interface FieldErrors {
  email?: string;
  name?: string;
}

const MAX_NAME_LENGTH = 200;

/** The same rules the API applies (LocalSignInRequestSchema), in words for people. */
function validate(email: string, name: string): FieldErrors {
  const errors: FieldErrors = {};
  const result = LocalSignInRequestSchema.safeParse({ email: email.trim(), full_name: name });
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  if (email.trim() === '') errors.email = 'Enter your e-mail address.';
  else if (failed.has('email')) errors.email = 'Enter a valid e-mail address, like name@example.com.';
  if (name.trim() === '') errors.name = 'Enter your name.';
  else if (name.trim().length > MAX_NAME_LENGTH) errors.name = `Use at most ${MAX_NAME_LENGTH} characters.`;
  else if (failed.has('full_name')) errors.name = 'Enter your name.';
  return errors;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Sign-in with the API's built-in local issuer (the embedded default, no
 * Supabase project): an accessible modal dialog that says plainly that no
 * Google account is contacted.
 */
export function LocalSignInDialog({ onSubmit, onClose }: LocalSignInDialogProps) {
  const titleId = useId();
  const noteId = useId();
  const emailId = useId();
  const nameId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Focus moves into the dialog, and back to whatever opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    emailRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function close() {
    if (!pending) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the modal dialog.
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validate(email, name);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email) return emailRef.current?.focus();
    if (errors.name) return nameRef.current?.focus();
    setPending(true);
    try {
      await onSubmit({ email: email.trim(), fullName: name.trim() });
    } catch (error) {
      setFormError(error instanceof SignInError ? error.message : 'Sign-in did not work. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={noteId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.title}>
          Local sign-in
        </h2>
        <p id={noteId} className={styles.note}>
          This server uses local sign-in: no Google account is contacted. Enter an e-mail address and a name to get a
          session on this server.
        </p>
        <form className={styles.form} noValidate onSubmit={submit}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={emailId}>
              Email
            </label>
            <input
              ref={emailRef}
              id={emailId}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? `${emailId}-error` : undefined}
              readOnly={pending}
            />
            {fieldErrors.email && (
              <p id={`${emailId}-error`} className={styles.fieldError}>
                {fieldErrors.email}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={nameId}>
              Name
            </label>
            <input
              ref={nameRef}
              id={nameId}
              className={styles.input}
              type="text"
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={fieldErrors.name ? `${nameId}-error` : undefined}
              readOnly={pending}
            />
            {fieldErrors.name && (
              <p id={`${nameId}-error`} className={styles.fieldError}>
                {fieldErrors.name}
              </p>
            )}
          </div>
          {formError && (
            <p role="alert" className={styles.formError}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            {/* aria-disabled rather than disabled: the focused button keeps focus while the request runs. */}
            <button type="button" className={styles.secondary} onClick={close} aria-disabled={pending}>
              Cancel
            </button>
            <button type="submit" className={styles.primary} aria-disabled={pending}>
              {pending ? 'Signing in...' : 'Continue'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
