import { useId, useMemo } from 'react';
import { type Stock } from 'shared-types/api';
import { chooseQuickPicks } from './chooseQuickPicks';
import styles from './QuickPicks.module.css';

interface QuickPicksProps {
  stocks: readonly Stock[];
  disabled: boolean;
  onPick: (stock: Stock) => void;
}

/** A few one-click companies under the search box (docs/product-rules.md). */
export function QuickPicks({ stocks, disabled, onPick }: QuickPicksProps) {
  const headingId = useId();
  const { heading, picks } = useMemo(() => chooseQuickPicks(stocks), [stocks]);
  if (picks.length === 0) return null;
  return (
    <div className={styles.quickPicks} role="group" aria-labelledby={headingId}>
      <span id={headingId} className={styles.heading}>
        {heading}
      </span>
      <ul className={styles.list}>
        {picks.map((stock) => (
          <li key={stock.id}>
            <button type="button" className={styles.chip} disabled={disabled} onClick={() => onPick(stock)}>
              {stock.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
