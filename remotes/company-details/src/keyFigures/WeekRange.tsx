import { formatPrice } from '../summary/formatters';
import { priceOffRangeText, priceOnRangeText, rangeDayText, weekRangeText } from './messages';
import { formatDay } from './priceAge';
import styles from './keyFigures.module.css';

interface WeekRangeProps {
  low: number;
  high: number;
  price: number | null;
  /** The range's day and the price's: the range is dated when they differ. */
  asOf: string | null;
  priceAsOf: string | null;
}

/**
 * The 52-week low and high with the price marked between them. A price from another day than
 * the range (a Screener price after the exchange's latest range) can lie outside it: then it is
 * said in words, never drawn pinned to an end of the bar as if it were the low or the high.
 */
export function WeekRange({ low, high, price, asOf, priceAsOf }: WeekRangeProps) {
  const span = high - low;
  const dated = asOf !== null && asOf !== priceAsOf ? rangeDayText(formatDay(asOf)) : '';
  const outside = price === null ? null : price < low ? 'below' : price > high ? 'above' : null;
  const share = price === null || outside !== null ? null : span > 0 ? ((price - low) / span) * 100 : 50;
  return (
    <div className={styles.range}>
      <span>{`${weekRangeText(formatPrice(low), formatPrice(high))}${dated}`}</span>
      {outside !== null && price !== null && <span>{priceOffRangeText(formatPrice(price), outside)}</span>}
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
