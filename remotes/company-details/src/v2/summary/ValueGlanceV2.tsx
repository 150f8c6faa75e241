import { valueMessageParams, type Figure, type ValueV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import { position, scaleOf } from '../../glance/glanceFigures';
import styles from '../../glance/glance.module.css';
import { useMessages } from '../../i18n/MessagesProvider';
import { Said } from './EnglishInside';
import { known, wordsIf } from './words';

/** Whole rupees ('₹1,652'), without 'a share': the glance is read at a look; Part 3 has the paise. */
const rupees = (messages: Messages, figure: Figure): string => messages.figure({ value: figure.value, unit: 'inr' }, 0);

/** What the margin means, in words: the price below, above or at the estimate. */
function marginReading(messages: Messages, margin: number | null): string {
  if (margin === null) return messages.format('v2.summary.value.no_margin');
  return messages.format(margin > 0 ? 'v2.summary.value.below' : margin < 0 ? 'v2.summary.value.above' : 'v2.summary.value.equal');
}

interface Drawn {
  price: number | null;
  value: number;
  high: number;
}

/** The price, the estimate and its range on one bar; its text alternative is the legend and the reading. */
function ValueBar({ drawn, label }: { drawn: Drawn; label: string }) {
  const scale = scaleOf([drawn.value, drawn.high, ...(drawn.price === null ? [] : [drawn.price])]);
  const at = (v: number) => `${position(v, scale)}%`;
  return (
    <div className={styles.valueBar} role="img" aria-label={label}>
      <span className={styles.range} style={{ left: at(drawn.value), width: `${position(drawn.high, scale) - position(drawn.value, scale)}%` }} />
      <span className={styles.ivMark} style={{ left: at(drawn.value) }} />
      {drawn.price !== null && <span className={styles.priceMark} style={{ left: at(drawn.price) }} />}
    </div>
  );
}

/**
 * At a glance's price against value, from the value part: the margin of safety, the price, the
 * intrinsic value (the low end of the estimates used, which the margin is measured against), their
 * range and the estimates by model. Says why when there is nothing to value.
 */
export function ValueGlanceV2({ value }: { value: ValueV2 }) {
  const messages = useMessages();
  const iv = known(value.intrinsic_value);
  const price = known(value.price);
  const used = value.models.filter((m) => m.used && known(m.value_per_share) !== null);
  const high = known(value.range?.high) ?? iv;
  const margin = known(value.margin_of_safety);
  const title = <h4 className={styles.partTitle}>{messages.format('heading.price_against_value')}</h4>;
  if (iv === null || value.intrinsic_value === undefined) {
    const why =
      value.reason === undefined ? messages.format('view.glance.no_estimate') : messages.format(value.reason.code, valueMessageParams(value, value.reason));
    return (
      <div className={styles.part}>
        {title}
        <p className={styles.note}>
          <Said text={why} />
        </p>
      </div>
    );
  }
  const priceLine =
    price === null || value.price === undefined
      ? messages.format('view.glance.no_price')
      : messages.format('v2.summary.value.price', { price: rupees(messages, value.price) });
  const ivText = rupees(messages, value.intrinsic_value);
  const ivLine =
    used.length > 1
      ? messages.format('v2.summary.value.intrinsic_value_low_end', { value: ivText, count: used.length })
      : messages.format('v2.summary.value.intrinsic_value', { value: ivText });
  const rangeLine =
    value.range === undefined || high === null || high === iv
      ? null
      : messages.format('v2.summary.value.range', { low: ivText, high: rupees(messages, value.range.high) });
  const reading = marginReading(messages, margin);
  const estimates = used.map((m) =>
    messages.format('v2.summary.value.estimate', {
      model: wordsIf(messages, `value.model.${m.id}.name`) ?? m.id,
      value: m.value_per_share === undefined ? null : rupees(messages, m.value_per_share),
    }),
  );
  const label = [priceLine, ivLine, rangeLine, value.margin_of_safety === undefined ? null : messages.figure(value.margin_of_safety), reading]
    .filter((line) => line !== null)
    .join('; ');
  return (
    <div className={styles.part}>
      {title}
      <p className={styles.big}>{value.margin_of_safety === undefined ? '—' : messages.figure(value.margin_of_safety)}</p>
      <p className={styles.note}>{reading}</p>
      <ValueBar drawn={{ price, value: iv, high: high ?? iv }} label={label} />
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatchPrice} aria-hidden="true" />
          {priceLine}
        </li>
        <li>
          <span className={styles.swatchIv} aria-hidden="true" />
          {ivLine}
        </li>
        {rangeLine !== null && (
          <li>
            <span className={styles.swatchRange} aria-hidden="true" />
            {rangeLine}
          </li>
        )}
      </ul>
      {estimates.length > 0 && <p className={styles.small}>{messages.format('v2.summary.value.estimates', { estimates })}</p>}
    </div>
  );
}
