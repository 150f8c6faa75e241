import { useEffect, useRef } from 'react';
import { hasStatements, NO_DATA_YET, type Stock } from 'shared-types/api';
import { splitAtMatch } from './highlight';
import styles from './Combobox.module.css';

interface SuggestionListProps {
  id: string;
  open: boolean;
  /** The ranked suggestions; empty when `message` explains why. */
  results: readonly Stock[];
  /** 'Start typing…', 'No companies found…' or 'Failed to load stocks'. */
  message: string | null;
  query: string;
  highlighted: number;
  optionId: (index: number) => string;
  onPick: (stock: Stock) => void;
  onHover: (index: number) => void;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  const [before, match, after] = splitAtMatch(text, query);
  if (!match) return <>{text}</>;
  return (
    <>
      {before}
      <mark className={styles.match}>{match}</mark>
      {after}
    </>
  );
}

/**
 * The dropdown's listbox. A message (nothing typed, no match, list failed) is a
 * disabled option, so the listbox is never empty and screen readers reach it.
 */
export function SuggestionList({ id, open, results, message, query, highlighted, optionId, onPick, onHover }: SuggestionListProps) {
  const highlightedRef = useRef<HTMLLIElement | null>(null);

  // Keep the highlighted option visible while arrowing through a scrolled list.
  useEffect(() => {
    highlightedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Company suggestions"
      className={styles.listbox}
      hidden={!open}
      // Keeps focus in the box, so a click on a suggestion or the scrollbar does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
    >
      {message !== null && (
        <li role="option" aria-disabled="true" aria-selected="false" className={styles.message}>
          {message}
        </li>
      )}
      {results.map((stock, index) => {
        const active = index === highlighted;
        const code = stock.code.trim();
        // Still offered (its page says what is missing, and costs no free research), but marked (docs/product-rules.md).
        const noData = !hasStatements(stock);
        const label = code ? `${stock.name} (${code})` : stock.name;
        return (
          <li
            key={stock.id}
            id={optionId(index)}
            ref={active ? highlightedRef : undefined}
            role="option"
            aria-selected={active}
            aria-label={noData ? `${label}, ${NO_DATA_YET}` : label}
            className={active ? `${styles.option} ${styles.active}` : styles.option}
            onClick={() => onPick(stock)}
            onMouseMove={() => !active && onHover(index)}
          >
            <span className={styles.name}>
              <Highlighted text={stock.name} query={query} />
              {noData && <span className={styles.noData}>{NO_DATA_YET}</span>}
            </span>
            {code && (
              <span className={styles.code}>
                <Highlighted text={code} query={query} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
