import type { Figure, ValueV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Chip } from './reportParts';
import styles from './report.module.css';

/**
 * The margin of safety as its number and a chip (price below or above value), with the intrinsic
 * value and the price drawn as two bars on one scale. Every bar's value is written beside it, so the
 * bars only repeat what the text says (they are hidden from assistive technology).
 */
export function MarginOfSafetyBar({ value }: { value: ValueV2 }) {
  const words = useWords();
  const messages = useMessages();
  const { intrinsic_value: intrinsicValue, price, margin_of_safety: margin } = value;
  if (intrinsicValue === undefined || intrinsicValue.value === null) return null;
  const scale = Math.max(intrinsicValue.value, price?.value ?? 0);
  const share = (figure: Figure | undefined) =>
    figure?.value === null || figure?.value === undefined || scale <= 0 ? 0 : Math.max(0, figure.value / scale) * 100;
  const known = margin !== undefined && margin.value !== null;
  return (
    <div className={styles.compact} role="group" aria-label={words('v2.value.bar_label')}>
      <dl className={styles.bars}>
        <div className={styles.barRow}>
          <dt>{words('part.3.margin_of_safety')}</dt>
          <dd>
            <span className={styles.big}>{known ? messages.figure(margin) : words('common.not_available')}</span>
            {known && (
              <Chip tone={(margin.value ?? 0) > 0 ? 'good' : 'bad'}>{words((margin.value ?? 0) > 0 ? 'v2.value.margin.below' : 'v2.value.margin.above')}</Chip>
            )}
          </dd>
        </div>
        <BarRow label={words('part.3.intrinsic_value')} figure={intrinsicValue} share={share(intrinsicValue)} fill={styles.fillValue} />
        {price !== undefined && <BarRow label={words('v2.report.price')} figure={price} share={share(price)} fill={styles.fillPrice} />}
      </dl>
    </div>
  );
}

/** One bar with its label and its value written out; the bar itself is decoration. */
function BarRow({ label, figure, share, fill }: { label: string; figure: Figure; share: number; fill: string | undefined }) {
  const messages = useMessages();
  return (
    <div className={styles.barRow}>
      <dt>{label}</dt>
      <dd>
        {messages.figure(figure)}
        <span className={styles.track} aria-hidden="true">
          <span className={fill} style={{ width: `${share}%` }} />
        </span>
      </dd>
    </div>
  );
}
