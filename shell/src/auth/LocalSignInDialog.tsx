import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
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

interface DialogFieldProps {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  type: 'email' | 'text';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  readOnly: boolean;
}

/** A labelled input with its validation message tied to it for screen readers. */
function DialogField({ id, label, inputRef, type, autoComplete, value, onChange, error, readOnly }: DialogFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type={type}
        name={type === 'email' ? 'email' : 'name'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={readOnly}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
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
          <DialogField
            id={emailId}
            label="Email"
            inputRef={emailRef}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
            readOnly={pending}
          />
          <DialogField
            id={nameId}
            label="Name"
            inputRef={nameRef}
            type="text"
            autoComplete="name"
            value={name}
            onChange={setName}
            error={fieldErrors.name}
            readOnly={pending}
          />
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
