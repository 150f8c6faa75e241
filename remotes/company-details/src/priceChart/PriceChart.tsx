import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type PriceHistory, type PricePoint } from 'shared-types/api';
import { formatDay } from '../keyFigures/priceAge';
import { ScrollTable } from '../shared/ScrollTable';
import { formatPrice } from '../summary/formatters';
import placeholder from '../shared/Shimmer.module.css';
import {
  actionText,
  adjustedText,
  CLOSE_KIND_WORDS,
  NO_PRICE_HISTORY,
  PRICE_CHART_DRAW_FAILED,
  PRICE_RANGE_LABEL,
  priceChartLabel,
  priceSummaryText,
  priceTableCaption,
  SHOW_DATA_TABLE,
  YEAR_END_LEGEND,
} from './messages';
import { initialRange, MIN_POINTS, priceRanges, type PriceRangeId } from './priceRanges';
import { useNearViewport } from './useNearViewport';
import styles from './priceChart.module.css';

// @nivo and d3 arrive in their own async chunk, only when a price chart is drawn.
const PriceLineChart = lazy(() => import('./PriceLineChart'));

const CHANGE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

function summaryOf(points: readonly PricePoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const closes = points.map((point) => point.close);
  const change = first.close > 0 ? `${CHANGE.format(((last.close - first.close) / first.close) * 100)}%` : 'change unknown';
  return priceSummaryText(
    { price: formatPrice(first.close), day: formatDay(first.date) },
    { price: formatPrice(last.close), day: formatDay(last.date) },
    change,
    formatPrice(Math.min(...closes)),
    formatPrice(Math.max(...closes)),
  );
}

function PriceTable({ points, caption }: { points: readonly PricePoint[]; caption: string }) {
  return (
    <details className={styles.dataTable}>
      <summary>{SHOW_DATA_TABLE}</summary>
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
            <th scope="col">Kind</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date)}</th>
              <td>{formatPrice(point.close)}</td>
              <td>{CLOSE_KIND_WORDS[point.kind]}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </details>
  );
}

/**
 * The price chart (issue 30 item 4): 1M to Max from the stored closes, counted back from the
 * page's clock. A range with fewer than two points stays focusable but inert, its reason
 * attached ('1 close in the last month'); with fewer than two points in all there is no chart.
 * The drawing has a sentence and a data table beside it for anyone who cannot see it. With
 * `drawWhenNear` (the public view, a page nobody asked to research yet) the drawing waits until the
 * plot is about to be seen; after a research it is drawn at once.
 */
export function PriceChart({ history, now, drawWhenNear = false }: { history: PriceHistory; now?: Date; drawWhenNear?: boolean }) {
  const id = useId();
  // The page's clock, read once: the ranges do not shift while the chart is open.
  const [today] = useState(() => now ?? new Date());
  const ranges = useMemo(() => priceRanges(history.points, today), [history, today]);
  const [chosen, setChosen] = useState<PriceRangeId>(() => initialRange(ranges));
  const plot = useRef<HTMLDivElement>(null);
  const drawn = useNearViewport(plot, drawWhenNear);

  if (history.points.length < MIN_POINTS) return <p className={styles.empty}>{NO_PRICE_HISTORY}</p>;
  const shown = ranges.find((range) => range.id === chosen && range.disabledReason === null) ?? ranges[ranges.length - 1]!;
  const hasYearEnd = shown.points.some((point) => point.kind === 'year_end');
  const actions = history.adjusted_for.map((action) => actionText(action.kind, action.share_multiplier, formatDay(action.ex_date)));

  return (
    <div className={styles.chart}>
      <div className={styles.ranges} role="group" aria-label={PRICE_RANGE_LABEL}>
        {ranges.map((range) => (
          <button
            key={range.id}
            type="button"
            className={styles.rangeButton}
            aria-pressed={range.id === shown.id}
            aria-disabled={range.disabledReason !== null || undefined}
            aria-describedby={range.disabledReason === null ? undefined : `${id}-${range.id}`}
            title={range.disabledReason ?? undefined}
            onClick={() => {
              if (range.disabledReason === null) setChosen(range.id);
            }}
          >
            {range.id}
          </button>
        ))}
      </div>
      {ranges.some((range) => range.disabledReason !== null) && (
        <ul className={styles.reasons}>
          {ranges
            .filter((range) => range.disabledReason !== null)
            .map((range) => (
              <li key={range.id} id={`${id}-${range.id}`}>
                {range.id}: {range.disabledReason}
              </li>
            ))}
        </ul>
      )}
      <p id={`${id}-summary`} className={styles.summary}>
        {summaryOf(shown.points)}
      </p>
      <div ref={plot} className={styles.plot}>
        {drawn ? (
          <ErrorBoundary resetKeys={[shown.id]} fallback={<p className={styles.empty}>{PRICE_CHART_DRAW_FAILED}</p>}>
            <Suspense fallback={<div className={`${placeholder.shimmer} ${styles.loading}`} aria-hidden="true" />}>
              <PriceLineChart points={shown.points} ariaLabel={priceChartLabel(shown.id)} ariaDescribedBy={`${id}-summary`} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className={`${placeholder.shimmer} ${styles.loading}`} aria-hidden="true" />
        )}
      </div>
      {hasYearEnd && (
        <p className={styles.legend}>
          <span className={styles.yearEndMark} aria-hidden="true" />
          {YEAR_END_LEGEND}
        </p>
      )}
      {actions.length > 0 && <p className={styles.note}>{adjustedText(actions.join(', '))}</p>}
      <PriceTable points={shown.points} caption={priceTableCaption(shown.id)} />
    </div>
  );
}
