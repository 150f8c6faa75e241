import styles from './RemoteSlot.module.css';

export interface RemoteFallbackProps {
  /** What the person was about to see, e.g. 'Company search'. */
  label: string;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, too slow or crashed; the rest of the page keeps working. */
export function RemoteFallback({ label, onRetry }: RemoteFallbackProps) {
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.fallbackText}>
        <strong>{label}</strong> is unavailable right now. The rest of the page still works.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
