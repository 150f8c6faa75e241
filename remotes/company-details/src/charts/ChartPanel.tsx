import { lazy, Suspense, useId, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ChartMetric } from 'shared-types/api/fields';
import { availableMetrics, buildChartModel, hasValues, MODE_TITLES, type ChartData, type ChartMode, type ChartModel } from './chartData';
import { ChartDataTable } from './ChartDataTable';
import { clippedNotes, withReadableRange } from './growthRange';
import { MetricToggles } from './MetricToggles';
import placeholder from '../shared/Shimmer.module.css';
import styles from './charts.module.css';

// @nivo and d3 arrive in their own async chunk, only when a chart is drawn.
const FinancialLineChart = lazy(() => import('./FinancialLineChart'));

const AXIS_NOTES: Record<ChartMode, string> = {
  raw: 'Amounts in ₹ crore on the left axis; returns (%), EPS (₹ a share) and multiples on the right axis (dashed lines).',
  yoy: 'Change on the previous year, in %.',
};

function describe(model: ChartModel): string {
  const names = model.series.map((series) => series.label).join(', ');
  const first = model.labels[0];
  const last = model.labels[model.labels.length - 1];
  return `${names}${first && last ? `, ${first} to ${last}` : ''}. The data table lists every value.`;
}

export interface ChartPanelProps {
  mode: ChartMode;
  data: ChartData;
  selected: readonly ChartMetric[];
  onToggle: (mode: ChartMode, metric: ChartMetric) => void;
}

/** One chart with its metric checkboxes and data table. */
export function ChartPanel({ mode, data, selected, onToggle }: ChartPanelProps) {
  const id = useId();
  const title = MODE_TITLES[mode];
  const metrics = availableMetrics(data, mode);
  const model = useMemo(() => withReadableRange(buildChartModel(data, mode, selected), mode), [data, mode, selected]);

  let chart;
  if (model.series.length === 0) {
    chart = <p className={styles.chartHint}>Select at least one metric to draw the chart.</p>;
  } else if (!hasValues(model)) {
    chart = <p className={styles.chartHint}>No values are recorded for the selected metrics.</p>;
  } else {
    chart = (
      <ErrorBoundary fallback={<p className={styles.chartHint}>This chart could not be drawn. Its values are in the data table.</p>}>
        <Suspense fallback={<div className={`${placeholder.shimmer} ${styles.chartLoading}`} aria-hidden="true" />}>
          <FinancialLineChart mode={mode} ariaLabel={`${title} chart`} ariaDescribedBy={`${id}-desc`} labels={model.labels} series={model.series} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return (
    <figure className={styles.panel} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.caption}>
        <h4 id={`${id}-title`} className={styles.panelTitle}>
          {title}
        </h4>
        <p className={styles.axisNote}>{AXIS_NOTES[mode]}</p>
      </figcaption>
      {metrics.length === 0 ? (
        <p className={styles.chartHint}>This company&apos;s data has no values for this chart.</p>
      ) : (
        <>
          <MetricToggles mode={mode} groupLabel={`${title} metrics`} metrics={metrics} selected={selected} onToggle={(metric) => onToggle(mode, metric)} />
          <div className={styles.chartBox}>{chart}</div>
          {clippedNotes(model.series).map((note) => (
            <p key={note} className={styles.axisNote}>
              {note}
            </p>
          ))}
          <p id={`${id}-desc`} className="visually-hidden">
            {describe(model)}
          </p>
          <ChartDataTable caption={`${title} data`} model={model} />
        </>
      )}
    </figure>
  );
}
