import { useEffect, type ReactNode } from 'react';
import dialogStyles from '../ui/ModalDialog.module.css';
import styles from './AccountDialogs.module.css';
import { logAccountError } from './log';
import { failureMessage, TRY_AGAIN_LABEL } from './messages';

/** The parts of an RTK Query result an account dialog shows. */
interface QueryResult<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface LoadedQueryProps<T> {
  query: QueryResult<T>;
  /** 'Loading sessions...' */
  loading: string;
  /** What did not happen, e.g. 'Could not load your sessions.' */
  failed: string;
  /** What the console is told on a failure. */
  log: string;
  children: (data: T) => ReactNode;
}

/** The loading line, a live region so a screen reader hears it without focus moving to it. */
function LoadingNote({ text }: { text: string }) {
  return (
    <p role="status" className={dialogStyles.note}>
      {text}
    </p>
  );
}

/**
 * What an account dialog shows of something it loads: a loading line, or why it
 * could not be loaded with 'Try again' (the failure is also logged), or the data.
 */
export function LoadedQuery<T>({ query, loading, failed, log, children }: LoadedQueryProps<T>) {
  const loadError = query.error;
  useEffect(() => {
    if (loadError) logAccountError(log, loadError);
  }, [loadError, log]);

  if (query.isFetching && query.data === undefined) return <LoadingNote text={loading} />;
  if (query.isError) {
    return (
      <div className={styles.loadError}>
        <p role="alert" className={dialogStyles.formError}>
          {failureMessage(query.error, failed)}
        </p>
        <button type="button" className={dialogStyles.secondary} onClick={() => void query.refetch()}>
          {TRY_AGAIN_LABEL}
        </button>
      </div>
    );
  }
  if (query.data === undefined) return <LoadingNote text={loading} />;
  return children(query.data);
}

interface LoadedListProps<T, Item> extends Omit<LoadedQueryProps<T>, 'children'> {
  items: (data: T) => readonly Item[];
  /** What an empty list says, e.g. 'No payments yet.' */
  empty: string;
  /** The list's accessible name. */
  label: string;
  className?: string | undefined;
  /** One keyed <li> per item. */
  renderItem: (item: Item) => ReactNode;
}

/** A loaded list as an account dialog shows it: its items, or a note when there are none. */
export function LoadedList<T, Item>({ items, empty, label, className, renderItem, ...loaded }: LoadedListProps<T, Item>) {
  return (
    <LoadedQuery {...loaded}>
      {(data) => {
        const list = items(data);
        if (list.length === 0) return <p className={dialogStyles.note}>{empty}</p>;
        return (
          <ul className={className} aria-label={label}>
            {list.map((item) => renderItem(item))}
          </ul>
        );
      }}
    </LoadedQuery>
  );
}
