import type { ChartMetric } from 'shared-types/api/fields';
import { axisOf, METRIC_COLORS, metricLabel, type ChartMode } from './chartData';
import styles from './charts.module.css';

export interface MetricTogglesProps {
  mode: ChartMode;
  /** Names the group, e.g. 'Raw values metrics'. */
  groupLabel: string;
  metrics: readonly ChartMetric[];
  selected: readonly ChartMetric[];
  onToggle: (metric: ChartMetric) => void;
}

/** One checkbox per metric; the swatch doubles as the chart's legend (dashed: right axis). */
export function MetricToggles({ mode, groupLabel, metrics, selected, onToggle }: MetricTogglesProps) {
  return (
    <fieldset className={styles.toggles}>
      <legend className="visually-hidden">{groupLabel}</legend>
      {metrics.map((metric) => (
        <label key={metric} className={styles.toggle}>
          <input type="checkbox" checked={selected.includes(metric)} onChange={() => onToggle(metric)} />
          <span
            className={axisOf(metric, mode) === 'right' ? `${styles.swatch} ${styles.swatchDashed}` : styles.swatch}
            style={{ color: METRIC_COLORS[metric] }}
            aria-hidden="true"
          />
          {metricLabel(metric, mode)}
        </label>
      ))}
    </fieldset>
  );
}
