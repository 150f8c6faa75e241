import { useCallback, useMemo, useState } from 'react';
import type { ReceivedDataJson } from 'shared-types/api';
import type { ChartMetric } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import { chartDataOf, DEFAULT_SELECTION, toggleMetric, type ChartMode } from './chartData';
import { ChartPanel } from './ChartPanel';
import styles from './charts.module.css';

const MODES: readonly ChartMode[] = ['raw', 'yoy'];

/**
 * 'Financial Analysis Charts': the raw-values and year-over-year charts, each
 * with its own metric selection, or 'Charts Not Available' without usable data
 * (none sent yet, or none with a number).
 */
export function ChartsSection({ dataJson }: { dataJson: ReceivedDataJson | null }) {
  const data = useMemo(() => (dataJson ? chartDataOf(dataJson) : null), [dataJson]);
  const [selection, setSelection] = useState<Record<ChartMode, readonly ChartMetric[]>>(DEFAULT_SELECTION);
  const toggle = useCallback((mode: ChartMode, metric: ChartMetric) => setSelection((current) => toggleMetric(current, mode, metric)), []);
  const words = useWords();

  if (!data) {
    return (
      <div className={styles.unavailable}>
        <p className={styles.unavailableTitle}>{words('view.charts.not_available')}</p>
        <p className={styles.unavailableText}>{words('view.charts.processing')}</p>
      </div>
    );
  }
  return (
    <div className={styles.panels}>
      {MODES.map((mode) => (
        <ChartPanel key={mode} mode={mode} data={data} selected={selection[mode]} onToggle={toggle} />
      ))}
    </div>
  );
}
