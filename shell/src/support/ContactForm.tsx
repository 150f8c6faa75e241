import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS, supportThanks, type SupportRequest } from 'shared-types/api';
import { selectAuthStatus, useAppSelector } from 'shared-types/shell';
import { useHydrated } from '../app/useHydrated';
import styles from './ContactForm.module.css';
import { useSendSupportMessageMutation, type SupportFailure } from './supportApi';

/** Fields the server may name in a refusal; any other (an unknown key) is shown above the button. */
type Field = 'topic' | 'message' | 'company' | 'email' | 'name';
const FIELDS: readonly Field[] = ['topic', 'message', 'company', 'email', 'name'];

export const CONTACT_HEADING = 'Contact us';
export const SEND_FAILED = 'Your message could not be sent. Please try again in a moment.';

interface Problem {
  field: Field | null;
  text: string;
}

/** What to show for a refusal: the server's message for a 400 or 429, tied to its field when it names one. */
function problemOf(failure: SupportFailure | undefined): Problem {
  if (failure?.code === 'invalid_support_message' || failure?.code === 'rate_limited') {
    const field = FIELDS.find((name) => name === failure.field) ?? null;
    return { field, text: failure.message ?? SEND_FAILED };
  }
  return { field: null, text: SEND_FAILED };
}

/**
 * The footer's contact form (docs/support.md): topic, message, an optional
 * company, and an e-mail for visitors (a signed-in user is answered at the
 * account's). `supportEmail` is the operator's address, shown when configured.
 */
/** The button that opens the footer's form. */
export const WRITE_TO_US = 'Write to us';

export function ContactForm({ supportEmail, collapsed = false }: { supportEmail?: string | undefined; collapsed?: boolean }) {
  const id = useId();
  // In the footer of every page the form waits behind a button: open, it would make each page ~430 px longer.
  const [open, setOpen] = useState(!collapsed);
  const topicRef = useRef<HTMLSelectElement>(null);
  const opened = useRef(false);
  // The 'Write to us' button goes away when pressed: focus moves on to the form's first field.
  useEffect(() => {
    if (open && opened.current) topicRef.current?.focus();
  }, [open]);
  // The pre-rendered page is signed out: a signed-in browser drops the e-mail field only once hydrated.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn' && hydrated;
  const [send, { isLoading }] = useSendSupportMessageMutation();
  const [values, setValues] = useState({ topic: '', message: '', company: '', email: '', name: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThanks(null);
    setProblem(null);
    if (values.topic === '') {
      setProblem({ field: 'topic', text: 'topic: choose what your message is about.' });
      return;
    }
    const body: SupportRequest = { topic: values.topic as SupportRequest['topic'], message: values.message };
    if (values.company.trim() !== '') body.company = values.company.trim();
    if (!signedIn) {
      body.email = values.email.trim();
      if (values.name.trim() !== '') body.name = values.name.trim();
    }
    const result = await send(body);
    if ('error' in result) {
      setProblem(problemOf(result.error as SupportFailure));
      return;
    }
    setThanks(supportThanks(result.data.reference, result.data.reply_to));
    setValues((current) => ({ ...current, topic: '', message: '', company: '' }));
  };

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: set(field),
    className: styles.input,
    'aria-invalid': problem?.field === field ? true : undefined,
    'aria-describedby': problem?.field === field ? errorId(field) : undefined,
  });
  const fieldError = (field: Field): ReactNode =>
    problem?.field === field ? (
      <p id={errorId(field)} role="alert" className={styles.error}>
        {problem.text}
      </p>
    ) : null;

  return (
    // Collapsed, it is one more column of the footer's grid; open, it takes the whole row below.
    <section className={collapsed ? (open ? `${styles.column} ${styles.opened}` : styles.column) : styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {CONTACT_HEADING}
      </h2>
      {open && (
        <p className={styles.intro}>Questions, problems or ideas: write to us and we will reply by e-mail. Premium members' messages are answered first.</p>
      )}
      {supportEmail === undefined ? null : (
        <p className={styles.intro}>
          Or write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      )}
      {open ? null : (
        <button
          type="button"
          className={styles.writeToUs}
          aria-expanded={false}
          onClick={() => {
            opened.current = true;
            setOpen(true);
          }}
        >
          {WRITE_TO_US}
        </button>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate hidden={!open}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-topic`}>
            Topic
          </label>
          <select ref={topicRef} {...fieldProps('topic')}>
            <option value="">Choose a topic</option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-company`}>
            Company (optional)
          </label>
          <input
            {...fieldProps('company')}
            type="text"
            autoComplete="off"
            aria-describedby={problem?.field === 'company' ? errorId('company') : `${id}-company-hint`}
          />
          <span id={`${id}-company-hint`} className={styles.hint}>
            Its name or NSE symbol, as the search shows it.
          </span>
          {fieldError('company')}
        </div>
        {signedIn ? null : (
          <>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-email`}>
                Your e-mail
              </label>
              <input {...fieldProps('email')} type="email" autoComplete="email" required />
              {fieldError('email')}
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-name`}>
                Your name (optional)
              </label>
              <input {...fieldProps('name')} type="text" autoComplete="name" />
              {fieldError('name')}
            </div>
          </>
        )}
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.label} htmlFor={`${id}-message`}>
            Message
          </label>
          <textarea {...fieldProps('message')} rows={5} maxLength={SUPPORT_MESSAGE_MAX} required />
          {fieldError('message')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send message'}
          </button>
          {problem !== null && problem.field === null ? (
            <p role="alert" className={styles.error}>
              {problem.text}
            </p>
          ) : null}
          <p role="status" className={styles.thanks}>
            {thanks}
          </p>
        </div>
      </form>
    </section>
  );
}
