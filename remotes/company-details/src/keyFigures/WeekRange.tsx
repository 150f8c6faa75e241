import { formatPrice } from '../summary/formatters';
import { priceOnRangeText, weekRangeText } from './messages';
import styles from './keyFigures.module.css';

/**
 * The 52-week low and high as a bar with the price marked on it. The bar is drawn for
 * the eye; screen readers get the same in words (where the price sits between the two).
 */
export function WeekRange({ low, high, price }: { low: number; high: number; price: number | null }) {
  const span = high - low;
  const share = price === null ? null : span > 0 ? ((Math.min(Math.max(price, low), high) - low) / span) * 100 : 50;
  return (
    <div className={styles.range}>
      <span>{weekRangeText(formatPrice(low), formatPrice(high))}</span>
      {share !== null && price !== null && (
        <>
          <span className={styles.rangeBar} aria-hidden="true" data-testid="week-range-bar">
            <span className={styles.rangeMarker} style={{ left: `${share}%` }} />
          </span>
          <span className="visually-hidden">{priceOnRangeText(formatPrice(price), share)}</span>
        </>
      )}
    </div>
  );
}
