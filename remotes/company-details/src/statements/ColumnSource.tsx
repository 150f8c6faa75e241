import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { type StatementColumn } from 'shared-types/api';
import { SOURCE_KIND_NAMES, sourceAudited, sourceDocument, sourceFiled, sourceOf } from './messages';
import styles from './statements.module.css';

/** The lines a column's source reads as: kind, document, filing time, audit, and why its length differs. */
export function sourceLines(column: StatementColumn): string[] {
  const { source, lengthNote } = column;
  return [
    SOURCE_KIND_NAMES[source.kind],
    ...(source.document === null ? [] : [sourceDocument(source.document)]),
    ...(source.filed_at === null ? [] : [sourceFiled(source.filed_at)]),
    sourceAudited(source.audited),
    ...(lengthNote === null ? [] : [lengthNote]),
  ];
}

/** Hides the tooltip shown last: one at a time, though the pointer may rest on one header while another has focus. */
let hideShown: (() => void) | null = null;

/**
 * A period's column header. Its source shows on hover and on keyboard focus
 * (the WAI-ARIA tooltip pattern: the header's button is described by the
 * tooltip, Escape hides it), so it is read out with the header too.
 */
export function ColumnSource({ column }: { column: StatementColumn }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const hide = () => setDismissed(true);
    if (hideShown !== hide) hideShown?.();
    hideShown = hide;
    return () => {
      if (hideShown === hide) hideShown = null;
    };
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };
  return (
    <th
      scope="col"
      className={styles.periodHeader}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className={styles.periodButton}
        aria-describedby={id}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      >
        {column.label}
      </button>
      <span role="tooltip" id={id} className={styles.source} hidden={!open}>
        <span className="visually-hidden">{sourceOf(column.label)}: </span>
        {/* The spaces keep the lines apart when the description is read as one sentence. */}
        {sourceLines(column).map((line) => (
          <span key={line} className={styles.sourceLine}>
            {line}{' '}
          </span>
        ))}
      </span>
    </th>
  );
}
