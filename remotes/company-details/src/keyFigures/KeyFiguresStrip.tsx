import { type KeyFigures } from 'shared-types/api';
import { FIGURE_LABELS, KEY_FIGURES_LABEL, OLD_MARK, PRICE_SOURCE_WORDS, priceFromText } from './messages';
import { priceCell, ratioCells, weekRangeMissing, type FigureCell } from './figureText';
import { formatDay, priceAgeText } from './priceAge';
import { WeekRange } from './WeekRange';
import styles from './keyFigures.module.css';

function Missing({ reason }: { reason: string | null }) {
  return reason === null ? null : <span className={styles.reason}>{reason}</span>;
}

function Cell({ cell, children }: { cell: FigureCell; children?: React.ReactNode }) {
  return (
    <div className={styles.cell} data-figure={cell.id}>
      <dt className={styles.label}>{cell.label}</dt>
      <dd className={styles.value}>
        <span className={styles.figure}>{cell.text}</span>
        <Missing reason={cell.reason} />
        {children}
      </dd>
    </div>
  );
}

/** The price's day, source and age: 'Price from 4 Sep 2024: 26 months old', marked 'old' after 7 days. */
function PriceDate({ price, now }: { price: KeyFigures['price']; now: Date }) {
  if (price.value === null || price.as_of === null) return null;
  const age = priceAgeText(price.as_of, now);
  return (
    <span className={styles.priceDate} data-old={age !== null || undefined}>
      {priceFromText(formatDay(price.as_of), price.approximate, age)}
      {age !== null && (
        <span className={styles.oldMark} aria-hidden="true">
          {OLD_MARK}
        </span>
      )}
      {price.source !== null && <span className={styles.source}>{PRICE_SOURCE_WORDS[price.source]}</span>}
    </span>
  );
}

/**
 * The figures an investor looks for first (issue 30 item 3): one strip for the public view
 * and the top of the result. Every figure is the server's; a missing one reads 'Not
 * Available' with its reason in words, never a value made up here. `now` is the page's clock.
 */
export function KeyFiguresStrip({ figures, now = new Date() }: { figures: KeyFigures; now?: Date }) {
  const rangeMissing = weekRangeMissing(figures);
  const { high, low } = figures.week_range;
  return (
    // The group carries the name: a role on the dl itself would hide its dt/dd pairs from assistive technology.
    <div role="group" aria-label={KEY_FIGURES_LABEL}>
      <dl className={styles.strip}>
        <Cell cell={priceCell(figures)}>
          <PriceDate price={figures.price} now={now} />
        </Cell>
        {ratioCells(figures).map((cell) => (
          <Cell key={cell.id} cell={cell} />
        ))}
        <div className={`${styles.cell} ${styles.wide}`} data-figure="week_range">
          <dt className={styles.label}>{FIGURE_LABELS.week_range}</dt>
          <dd className={styles.value}>
            {rangeMissing !== null || high === null || low === null ? (
              <>
                <span className={styles.figure}>{rangeMissing?.text}</span>
                <Missing reason={rangeMissing?.reason ?? null} />
              </>
            ) : (
              <WeekRange low={low} high={high} price={figures.price.value} asOf={figures.week_range.as_of} priceAsOf={figures.price.as_of} />
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
