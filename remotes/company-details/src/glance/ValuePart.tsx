import type { ReceivedAnalysisMeta, ValuationFigure } from 'shared-types/api';
import { toNumber } from '../shared/toNumber';
import { percent, position, readValuation, rupees, scaleOf } from './glanceFigures';
import { useWords } from '../i18n/MessagesProvider';
import styles from './glance.module.css';

/** 'the price is below the estimate' / 'above': what the margin means, in words. */
function reading(margin: number): string {
  if (margin > 0) return 'the price is below the estimate';
  return margin < 0 ? 'the price is above the estimate, so there is no margin of safety' : 'the price equals the estimate';
}

/** The bar's text alternative, stating every number the bar draws. */
export function valueBarLabel(v: ValuationFigure, price: number | null): string {
  const parts: string[] = [];
  parts.push(price === null ? 'No current price' : `Price ${rupees(price)}`);
  parts.push(v.intrinsic_value === null ? 'no positive intrinsic-value estimate' : `intrinsic value ${rupees(v.intrinsic_value)}`);
  let text = `${parts.join(' against ')}`;
  if (v.low !== null && v.high !== null) {
    text += v.low === v.high ? `, from a single estimate` : `, estimates ranging from ${rupees(v.low)} to ${rupees(v.high)}`;
  }
  if (v.margin_of_safety !== null) text += `: margin of safety ${percent(v.margin_of_safety)}, ${reading(v.margin_of_safety)}`;
  return `${text}.`;
}

function ValueBar({ v, price }: { v: ValuationFigure; price: number | null }) {
  const drawn = [v.low, v.high, v.intrinsic_value, price].filter((n): n is number => n !== null);
  if (drawn.length === 0) return null;
  const scale = scaleOf(drawn);
  const at = (value: number) => `${position(value, scale)}%`;
  return (
    <div className={styles.valueBar} role="img" aria-label={valueBarLabel(v, price)}>
      {v.low !== null && v.high !== null && (
        <span className={styles.range} style={{ left: at(v.low), width: `${position(v.high, scale) - position(v.low, scale)}%` }} />
      )}
      {v.intrinsic_value !== null && <span className={styles.ivMark} style={{ left: at(v.intrinsic_value) }} />}
      {price !== null && <span className={styles.priceMark} style={{ left: at(price) }} />}
    </div>
  );
}

/** The price against the intrinsic-value estimate, its range and the margin of safety, on one bar with a legend. */
export function ValuePart({ price: rawPrice, meta }: { price: unknown; meta: ReceivedAnalysisMeta | null }) {
  const read = readValuation(meta);
  const price = toNumber(rawPrice);
  const words = useWords();
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{words('heading.price_against_value')}</h4>
      {read.kind === 'unavailable' && <p className={styles.note}>{words('view.glance.valuation_not_available')}</p>}
      {read.kind === 'none' && <p className={styles.note}>{words('view.glance.no_estimate')}</p>}
      {read.kind === 'value' && <Valuation v={read.value} price={price} />}
    </div>
  );
}

function Valuation({ v, price }: { v: ValuationFigure; price: number | null }) {
  const n = v.candidates.length;
  const words = useWords();
  return (
    <>
      <p className={styles.big}>{v.margin_of_safety === null ? '—' : percent(v.margin_of_safety)}</p>
      <p className={styles.note}>
        {v.margin_of_safety === null ? 'No margin of safety can be measured.' : `Margin of safety: ${reading(v.margin_of_safety)}.`}
      </p>
      <ValueBar v={v} price={price} />
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatchPrice} aria-hidden="true" />
          {price === null ? words('view.glance.no_price') : `Price ${rupees(price)}`}
        </li>
        {v.intrinsic_value !== null && (
          <li>
            <span className={styles.swatchIv} aria-hidden="true" />
            Intrinsic value {rupees(v.intrinsic_value)}
            {n > 1
              ? v.margin_basis === 'low_end'
                ? ` (low end of ${n} estimates, which the margin of safety is measured against)`
                : ` (median of ${n} estimates)`
              : ''}
          </li>
        )}
        {v.low !== null && v.high !== null && v.low !== v.high && (
          <li>
            <span className={styles.swatchRange} aria-hidden="true" />
            Range {rupees(v.low)} – {rupees(v.high)}
          </li>
        )}
      </ul>
      {n > 0 && <p className={styles.small}>Estimates: {v.candidates.map((c) => `${c.method} ${rupees(c.value)}`).join(' · ')}</p>}
    </>
  );
}
