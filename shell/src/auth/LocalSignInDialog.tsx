import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { LocalSignInRequestSchema } from 'shared-types/api';
import { ModalDialog } from '../ui/ModalDialog';
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

/**
 * Sign-in with the API's built-in local issuer (the embedded default, no
 * Supabase project): an accessible modal dialog that says plainly that no
 * Google account is contacted.
 */
export function LocalSignInDialog({ onSubmit, onClose }: LocalSignInDialogProps) {
  const noteId = useId();
  const emailId = useId();
  const nameId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close() {
    if (!pending) onClose();
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

  return (
    <ModalDialog title="Local sign-in" onClose={close} initialFocusRef={emailRef} describedBy={noteId}>
      <p id={noteId} className={styles.note}>
        This server uses local sign-in: no Google account is contacted. Enter an e-mail address and a name to get a session on this server.
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
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
    </ModalDialog>
  );
}
