import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { type Stock } from 'shared-types/api';
import { type StockListStatus } from 'shared-types/shell';
import { COMBOBOX_LABEL, NO_MATCHES, PLACEHOLDER_LOADING, PLACEHOLDER_READY, START_TYPING, STOCKS_FAILED_SHORT } from '../messages';
import { indexCompanies, rankCompanies } from '../ranking/rankCompanies';
import { nextHighlight } from './highlight';
import { SuggestionList } from './SuggestionList';
import styles from './Combobox.module.css';

interface CompanyComboboxProps {
  stocks: readonly Stock[] | undefined;
  status: StockListStatus;
  query: string;
  /** The person typed: the new text. */
  onQueryChange: (query: string) => void;
  /** The person chose a suggestion. */
  onSelect: (stock: Stock) => void;
  /** Ids of texts that describe the box, e.g. the usage hint. */
  describedBy?: string;
}

const NO_STOCKS: readonly Stock[] = [];

/**
 * What the polite live region says as the list changes. Worded apart from the
 * visible messages so that a text search finds each of those exactly once.
 */
function announcement(status: StockListStatus, query: string, count: number): string {
  if (status === 'error') return 'The company list is unavailable.';
  if (query.trim() === '') return '';
  if (count === 0) return 'No matches.';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrow keys to choose.`;
}

/**
 * The company search box: an ARIA 1.2 combobox (input + listbox with
 * aria-activedescendant) that suggests up to 10 companies as the person types.
 * It opens on typing or focus and closes on an outside click, Escape or a choice.
 */
export function CompanyCombobox({ stocks, status, query, onQueryChange, onSelect, describedBy }: CompanyComboboxProps) {
  const inputId = useId();
  const listboxId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  // Lower-casing and sorting happen once per list, not per keystroke.
  const index = useMemo(() => indexCompanies(stocks ?? NO_STOCKS), [stocks]);
  const results = useMemo(() => (status === 'ready' ? rankCompanies(index, query) : []), [index, query, status]);

  let message: string | null = null;
  if (status === 'error') message = STOCKS_FAILED_SHORT;
  else if (query.trim() === '') message = START_TYPING;
  else if (results.length === 0) message = NO_MATCHES;

  const disabled = status === 'loading';
  const expanded = open && !disabled;
  const active = expanded && highlighted >= 0 && highlighted < results.length ? highlighted : -1;
  const optionId = (i: number) => `${listboxId}-option-${i}`;

  function close() {
    setOpen(false);
    setHighlighted(-1);
  }

  // An outside click closes the list (a click inside keeps focus in the box, see SuggestionList).
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [expanded]);

  function choose(stock: Stock) {
    close();
    onSelect(stock);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setHighlighted(nextHighlight(active, results.length, event.key));
        break;
      case 'Enter': {
        const stock = active >= 0 ? results[active] : undefined;
        // Without a highlighted suggestion, Enter submits the form as usual.
        if (stock) {
          event.preventDefault();
          choose(stock);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  }

  const liveText = expanded ? announcement(status, query, results.length) : '';

  return (
    <div className={styles.root} ref={rootRef}>
      <label className={styles.label} htmlFor={inputId}>
        {COMBOBOX_LABEL}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-busy={disabled || undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          disabled={disabled}
          placeholder={disabled ? PLACEHOLDER_LOADING : PLACEHOLDER_READY}
          value={query}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>
      <SuggestionList
        id={listboxId}
        open={expanded}
        results={results}
        message={message}
        query={query}
        highlighted={active}
        optionId={optionId}
        onPick={choose}
        onHover={setHighlighted}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveText}
      </div>
    </div>
  );
}
