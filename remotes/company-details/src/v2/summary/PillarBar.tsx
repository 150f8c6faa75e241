import { type PillarV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import styles from '../../glance/glance.module.css';
import { pillarBarText } from './words';

/**
 * One pillar as a bar with its points beside it, drawn to earned ÷ assessable; the text
 * alternative states the numbers (and the weight not assessed), so the bar never speaks by length
 * alone. Shared by At a glance and Part 4; the v1 glance's styles.
 */
export function PillarBar({ pillar, rated }: { pillar: Pick<PillarV2, 'id' | 'measures'>; rated: boolean }) {
  const text = pillarBarText(useMessages(), pillar, rated);
  return (
    <li className={styles.pillar}>
      <span className={styles.pillarName}>{text.name}</span>
      <span className={styles.pillarPoints}>{text.short}</span>
      <span className={styles.track} role="img" aria-label={text.label}>
        <span className={styles.earned} style={{ width: `${text.filled}%` }} />
      </span>
    </li>
  );
}
