import { STOCKS_FAILED_BANNER } from './messages';
import styles from './SearchPage.module.css';

/** Shown when the company list could not be loaded (docs/product-rules.md). */
export function StocksBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.banner} role="alert">
      <span>{STOCKS_FAILED_BANNER}</span>
      <button type="button" className={styles.secondary} onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}
