import { useId } from 'react';
import { UNLIMITED_ACCESS, type AccessSummary } from 'shared-types/api';
import { USAGE_LABEL } from './messages';
import styles from './AccessedCompaniesPanel.module.css';

interface Usage {
  /** aria-valuenow / aria-valuemax of the progressbar. */
  now: number;
  max: number;
  percent: number;
  text: string;
}

/** Full when access is unlimited (max_access -1); otherwise access_count / max_access (section 5). */
export function usageOf(summary: Pick<AccessSummary, 'access_count' | 'max_access'>): Usage {
  const { access_count: count, max_access: max } = summary;
  if (max === UNLIMITED_ACCESS) return { now: 100, max: 100, percent: 100, text: 'Unlimited' };
  const text = `${count} of ${max} companies used`;
  // A limit of 0 leaves nothing to use: the bar is full.
  if (max <= 0) return { now: 100, max: 100, percent: 100, text };
  const now = Math.min(count, max);
  return { now, max, percent: (now / max) * 100, text };
}

export function UsageBar({ summary }: { summary: AccessSummary }) {
  const labelId = useId();
  const usage = usageOf(summary);
  return (
    <div className={styles.usage}>
      <span id={labelId} className={styles.usageLabel}>
        {USAGE_LABEL}
      </span>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={usage.max}
        aria-valuenow={usage.now}
        aria-valuetext={usage.text}
      >
        <div className={styles.fill} style={{ width: `${usage.percent}%` }} />
      </div>
    </div>
  );
}
