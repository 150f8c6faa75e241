import { startTransition, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Line, type LineCustomSvgLayerProps, type LineSvgLayer, type PointTooltipProps } from '@nivo/line';
import { type PricePoint } from 'shared-types/api';
import { useTheme } from 'shared-types/shell';
import { chartTheme } from '../charts/chartTheme';
import { formatDay } from '../keyFigures/priceAge';
import { formatPrice, parseLocalDate } from '../summary/formatters';
import { CLOSE_KIND_WORDS } from './messages';
import styles from './priceChart.module.css';

interface PriceDatum {
  x: Date;
  y: number;
  date: string;
  kind: PricePoint['kind'];
}
interface PriceSeries {
  id: string;
  data: PriceDatum[];
}

export interface PriceLineChartProps {
  points: readonly PricePoint[];
  ariaLabel: string;
  ariaDescribedBy: string;
}

/** Where nothing can measure the plot (no ResizeObserver, as under jsdom), it is drawn this size. */
const UNMEASURED_SIZE: PlotSize = { width: 600, height: 280 };
const MARGIN = { top: 12, right: 24, bottom: 36, left: 72 };
/**
 * The least box worth drawing in: more than the margins. While the page is still being laid out the
 * box can measure a few pixels, and a plot narrower or lower than its margins has a negative size.
 */
const MIN_SIZE: PlotSize = { width: MARGIN.left + MARGIN.right + 100, height: MARGIN.top + MARGIN.bottom + 60 };
const LINE_COLOUR = { light: '#1d4ed8', dark: '#7aa2ff' } as const;
const YEAR_END_RADIUS = 5;

/** Fiscal-year-end prices from Screener exports are drawn as marked points, so they are not read as daily closes. */
function yearEndLayer({ series }: LineCustomSvgLayerProps<PriceSeries>) {
  const marks = series.flatMap((item) =>
    item.data.flatMap(({ data, position }) =>
      data.kind === 'year_end'
        ? [
            <circle
              key={data.date}
              data-year-end={data.date}
              cx={position.x}
              cy={position.y}
              r={YEAR_END_RADIUS}
              fill="none"
              stroke={item.color}
              strokeWidth={2}
            />,
          ]
        : [],
    ),
  );
  return marks.length > 0 ? <g pointerEvents="none">{marks}</g> : null;
}

function PriceTooltip({ point }: PointTooltipProps<PriceSeries>) {
  return (
    <div className={styles.tooltip}>
      <strong>{formatPrice(point.data.y)}</strong> {formatDay(point.data.date)}
      {point.data.kind === 'year_end' && <span className={styles.tooltipKind}>{CLOSE_KIND_WORDS.year_end}</span>}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface PlotSize {
  width: number;
  height: number;
}

/**
 * The plot's size, measured with a ResizeObserver: its width from the card, its height from
 * `.plot` in priceChart.module.css (lower on wide screens). Each size is set in a transition:
 * nivo's responsive wrapper set it in a layout-time update, which drew the whole chart (scales,
 * axes, the mesh) in one task of about 170 ms at 4x CPU; a transition lets React yield between
 * its parts (docs/performance.md, "The company page").
 */
function usePlotSize(): [RefObject<HTMLDivElement | null>, PlotSize | null] {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<PlotSize | null>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    if (typeof ResizeObserver !== 'function') {
      startTransition(() => setSize(UNMEASURED_SIZE));
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      const height = Math.floor(entry?.contentRect.height ?? 0);
      if (width >= MIN_SIZE.width && height >= MIN_SIZE.height) startTransition(() => setSize({ width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, size];
}

/** The x axis's ticks: months for a short range, years for a long one. */
function tickEvery(points: readonly PricePoint[]): string {
  const first = parseLocalDate(points[0]?.date);
  const last = parseLocalDate(points[points.length - 1]?.date);
  const days = first && last ? (last.getTime() - first.getTime()) / 86_400_000 : 0;
  if (days <= 45) return 'every 7 days';
  if (days <= 400) return 'every 2 months';
  if (days <= 1200) return 'every 6 months';
  return 'every 1 year';
}

/**
 * The closes of one range as a line (loaded lazily with @nivo, in this remote only, so
 * the landing page never pays for it). Amount axis: the closes' own range, as price charts are read.
 */
export default function PriceLineChart({ points, ariaLabel, ariaDescribedBy }: PriceLineChartProps) {
  const { theme } = useTheme();
  const nivoTheme = useMemo(() => chartTheme(theme), [theme]);
  const data = useMemo((): PriceSeries[] => {
    const datums = points.flatMap((point) => {
      const day = parseLocalDate(point.date);
      return day === null ? [] : [{ x: day, y: point.close, date: point.date, kind: point.kind }];
    });
    return [{ id: 'Price', data: datums }];
  }, [points]);
  const layers = useMemo((): LineSvgLayer<PriceSeries>[] => ['grid', 'axes', 'lines', yearEndLayer, 'crosshair', 'mesh'], []);
  const tickValues = tickEvery(points);
  const longRange = tickValues === 'every 1 year' || tickValues === 'every 6 months';
  const [box, size] = usePlotSize();

  return (
    <div ref={box} className={styles.measure}>
      {size !== null && (
        <Line<PriceSeries>
          width={size.width}
          height={size.height}
          data={data}
          margin={MARGIN}
          xScale={{ type: 'time', precision: 'day' }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
          colors={[LINE_COLOUR[theme]]}
          lineWidth={2}
          enablePoints={false}
          useMesh
          tooltip={PriceTooltip}
          enableGridX={false}
          gridYValues={5}
          axisLeft={{ tickValues: 5, tickSize: 0, tickPadding: 8, format: (value: number) => formatPrice(value).replace(/\.00$/, '') }}
          axisBottom={{ tickSize: 0, tickPadding: 10, tickValues, format: longRange ? '%b %Y' : '%d %b' }}
          layers={layers}
          theme={nivoTheme}
          animate={!prefersReducedMotion()}
          role="img"
          ariaLabel={ariaLabel}
          ariaDescribedBy={ariaDescribedBy}
        />
      )}
    </div>
  );
}
