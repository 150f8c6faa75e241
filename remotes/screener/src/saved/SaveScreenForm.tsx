import { useId, useState, type FormEvent } from 'react';
import { SCREEN_NAME_MAX } from 'shared-types/api';
import { upgradeDialogOpened, useAppDispatch } from 'shared-types/shell';
import { failureOf } from './apiFailure';
import { useSaveScreenMutation } from './savedScreensApi';
import {
  NAME_LABEL,
  nameTaken,
  NEEDS_NAME,
  NEEDS_QUERY,
  SAVE_BUTTON,
  SAVE_FAILED,
  SAVE_INVALID_QUERY,
  SAVE_LIMIT,
  SAVE_TITLE,
  savedAnnouncement,
  SAVING_BUTTON,
  UPGRADE,
} from './savedMessages';
import styles from './SavedScreens.module.css';

type Problem = { kind: 'limit' } | { kind: 'message'; message: string };

/** What a refused save says, decided by status and code (never by the server's prose). */
function problemOf(error: unknown, name: string): Problem {
  const { status, code } = failureOf(error);
  if (status === 403 && code === 'saved_screen_limit') return { kind: 'limit' };
  if (status === 409) return { kind: 'message', message: nameTaken(name) };
  if (status === 400 && code === 'invalid_query') return { kind: 'message', message: SAVE_INVALID_QUERY };
  return { kind: 'message', message: SAVE_FAILED };
}

/** Names the page's current query and saves it (POST /api/screens). */
export function SaveScreenForm({ query, announce }: { query: string; announce: (message: string) => void }) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const dispatch = useAppDispatch();
  const [saveScreen, saving] = useSaveScreenMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const noQuery = query.trim() === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem({ kind: 'message', message: NEEDS_NAME });
      return;
    }
    setProblem(null);
    try {
      await saveScreen({ name: trimmed, query }).unwrap();
      setName('');
      announce(savedAnnouncement(trimmed));
    } catch (error) {
      setProblem(problemOf(error, trimmed));
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {SAVE_TITLE}
      </h3>
      <form className={styles.form} aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={inputId}>{NAME_LABEL}</label>
          <input
            id={inputId}
            value={name}
            maxLength={SCREEN_NAME_MAX}
            disabled={noQuery}
            aria-describedby={noQuery ? hintId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.primaryButton} disabled={noQuery || saving.isLoading}>
          {saving.isLoading ? SAVING_BUTTON : SAVE_BUTTON}
        </button>
      </form>
      {noQuery && (
        <p id={hintId} className={styles.hint}>
          {NEEDS_QUERY}
        </p>
      )}
      {problem?.kind === 'limit' && (
        <div role="alert" className={styles.problem}>
          <span>{SAVE_LIMIT}</span>
          <button type="button" className={styles.primaryButton} onClick={() => dispatch(upgradeDialogOpened({ message: null }))}>
            {UPGRADE}
          </button>
        </div>
      )}
      {problem?.kind === 'message' && (
        <p role="alert" className={styles.problem}>
          {problem.message}
        </p>
      )}
    </section>
  );
}
