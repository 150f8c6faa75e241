import { useCallback, useMemo, useState } from 'react';
import { ResponsiveLine, type LineSvgLayer, type LineSvgProps } from '@nivo/line';
import { useTheme } from 'shared-types/shell';
import { formatChartValue, type ChartMode, type ChartSeries } from './chartData';
import { placeOnAxes } from './chartScales';
import { CHART_PALETTE, chartTheme } from './chartTheme';
import { NoSliceTooltip, sliceTooltipLayer } from './ChartTooltip';
import { clippedPointsLayer } from './clippedPointsLayer';
import { curvedLinesLayer } from './curvedLinesLayer';
import { hoverPointsLayer, POINT_SIZE } from './hoverPointsLayer';
import { ratioAxisLayer } from './ratioAxisLayer';

export interface FinancialLineChartProps {
  mode: ChartMode;
  /** The chart's accessible name. */
  ariaLabel: string;
  ariaDescribedBy?: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

// Axis ticks read like the tooltips and the data table: plain numbers, or % year over year.
const formatPlain = (value: number) => formatChartValue(value, '');
const formatPercent = (value: number) => formatChartValue(value, '%');

const AXIS_WIDTH = 60;
const EDGE = 28; // room for half a period label ('FY2025') past the last point
const CHAR_WIDTH = 7; // 12 px axis type is about 7 px a character
const GAP = 4;

/** Room past an end point for half of its label, which is centred on it ('TTM to Jun 2025' needs more than 'FY2025'). */
const halfLabel = (label: string | undefined): number => ((label?.length ?? 0) * CHAR_WIDTH) / 2 + GAP;
const ROTATE_BELOW = 54; // px between period labels before they are slanted
const THIN_BELOW = 28; // px between period labels before only every n-th is shown

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One nivo line chart (loaded lazily, so @nivo and d3 stay in their own async
 * chunk). Left axis: crore or %; right axis (raw values only): ratios.
 */
export default function FinancialLineChart({ mode, ariaLabel, ariaDescribedBy, labels, series }: FinancialLineChartProps) {
  const { theme } = useTheme();
  const [width, setWidth] = useState(0);
  const onResize = useCallback((size: { width: number }) => setWidth(size.width), []);
  // The left axis always includes zero: amounts are read against zero, growth against no change (issue 30, item 7).
  const placed = useMemo(() => placeOnAxes(series, { includeZero: true }), [series]);
  const nivoTheme = useMemo(() => chartTheme(theme), [theme]);

  const layers = useMemo((): LineSvgLayer<ChartSeries>[] => {
    const ratioAxis = placed?.rightDomain ? [ratioAxisLayer(placed.rightDomain, formatPlain)] : [];
    return [
      'grid',
      'axes',
      ...ratioAxis,
      curvedLinesLayer,
      'points',
      clippedPointsLayer,
      hoverPointsLayer(CHART_PALETTE[theme].surface),
      'crosshair',
      'slices',
      sliceTooltipLayer(series),
    ];
  }, [placed, theme, series]);

  if (!placed) return null;

  const margin = {
    top: 12,
    left: Math.max(placed.leftDomain ? AXIS_WIDTH : EDGE, halfLabel(labels[0])),
    right: Math.max(placed.rightDomain ? AXIS_WIDTH - 12 : EDGE, halfLabel(labels[labels.length - 1])),
    bottom: 36,
  };
  const spacing = width > 0 ? (width - margin.left - margin.right) / Math.max(1, labels.length - 1) : Infinity;
  const slanted = spacing < ROTATE_BELOW;
  const step = spacing < THIN_BELOW ? Math.ceil(THIN_BELOW / spacing) : 1;
  if (slanted) margin.bottom = 56;

  const axisLeft: LineSvgProps<ChartSeries>['axisLeft'] = placed.leftDomain
    ? { tickValues: 5, tickSize: 0, tickPadding: 8, format: mode === 'yoy' ? formatPercent : formatPlain }
    : null;

  return (
    <ResponsiveLine<ChartSeries>
      data={placed.series}
      onResize={onResize}
      margin={margin}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: placed.drawDomain[0], max: placed.drawDomain[1], nice: false }}
      colors={(item) => item.color}
      lineWidth={2}
      pointSize={POINT_SIZE}
      pointColor={{ from: 'series.color' }}
      pointBorderWidth={0}
      enableSlices="x"
      sliceTooltip={NoSliceTooltip}
      enableGridX={false}
      gridYValues={5}
      axisLeft={axisLeft}
      axisRight={null}
      axisBottom={{
        tickSize: 0,
        tickPadding: 10,
        tickRotation: slanted ? -45 : 0,
        tickValues: step > 1 ? labels.filter((_, index) => index % step === 0) : undefined,
      }}
      layers={layers}
      theme={nivoTheme}
      animate={!prefersReducedMotion()}
      role="img"
      ariaLabel={ariaLabel}
      ariaDescribedBy={ariaDescribedBy}
    />
  );
}
