import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { parseScreenQuery, type ScreenQueryError } from 'shared-types/api';
import { QUERY_LABEL, RUN_SCREEN, queryErrorText, suggestionLabel } from '../messages';
import { QueryHelp } from './QueryHelp';
import styles from './QueryBox.module.css';

export interface QueryBoxProps {
  /** The screen the address names; the box shows it again after Back or an opened saved screen. */
  query: string;
  /** The server's refusal of `query` (400 invalid_query), shown like a local error. */
  refusal: ScreenQueryError | null;
  /** Called with a query that parses. */
  onRun: (query: string) => void;
}

/**
 * The query box: parses on submit so an error shows at once, naming its column and offering the
 * suggested figure name; only a query that parses is run.
 */
export function QueryBox({ query, refusal, onRun }: QueryBoxProps) {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [localError, setLocalError] = useState<ScreenQueryError | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const inputId = useId();

  // A new screen from the address (Back, a saved screen) replaces the text being edited.
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
    setLocalError(null);
  }

  // The server's refusal points into `query`; once the text is edited its column no longer fits.
  const error = localError ?? (refusal && text === query ? refusal : null);

  const run = (candidate: string) => {
    const parsed = parseScreenQuery(candidate);
    if (parsed.ok) {
      setLocalError(null);
      onRun(candidate);
      return;
    }
    setLocalError(parsed.error);
    // Select the offending text so it can be retyped at once.
    const start = parsed.error.column - 1;
    input.current?.focus();
    input.current?.setSelectionRange(start, start + parsed.error.length);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };

  // One line of text: Enter runs it, Shift+Enter still breaks a long query.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      run(text);
    }
  };

  const applySuggestion = (shown: ScreenQueryError, suggestion: string) => {
    const start = shown.column - 1;
    const fixed = text.slice(0, start) + suggestion + text.slice(start + shown.length);
    setText(fixed);
    input.current?.focus();
    run(fixed);
  };

  return (
    <form className={styles.box} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {QUERY_LABEL}
      </label>
      <div className={styles.row}>
        <textarea
          id={inputId}
          ref={input}
          className={styles.input}
          rows={2}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setLocalError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.run}>
          {RUN_SCREEN}
        </button>
      </div>
      {/* Always present, so a screen reader announces an error the moment it appears. */}
      <div id={errorId} role="alert" className={styles.error}>
        {error && (
          <>
            <p className={styles.errorText}>{queryErrorText(error.column, error.message)}</p>
            {error.suggestion !== undefined && (
              <button type="button" className={styles.suggestion} onClick={() => applySuggestion(error, error.suggestion as string)}>
                {suggestionLabel(error.suggestion)}
              </button>
            )}
          </>
        )}
      </div>
      <QueryHelp />
    </form>
  );
}
