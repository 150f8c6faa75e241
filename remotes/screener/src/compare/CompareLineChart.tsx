import { useMemo } from 'react';
import { ResponsiveLine } from '@nivo/line';
import { useTheme } from 'shared-types/shell';
import { chartTheme, lineColor } from './chartTheme';
import { formatNumber, type CompareSeries } from './compareFigures';

export interface CompareLineChartProps {
  series: CompareSeries;
  /** The chart's accessible name. */
  ariaLabel: string;
  ariaDescribedBy: string;
}

type Point = { x: string; y: number | null };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One line per company over the years (loaded lazily, so @nivo and d3 stay in their own chunk); a null year is a gap. */
export default function CompareLineChart({ series, ariaLabel, ariaDescribedBy }: CompareLineChartProps) {
  const { theme } = useTheme();
  const nivoTheme = useMemo(() => chartTheme(theme), [theme]);
  const data = useMemo(
    () =>
      series.lines.map((line, index) => ({
        id: line.id,
        color: lineColor(theme, index),
        data: series.years.map((year, at): Point => ({ x: year, y: line.values[at] ?? null })),
      })),
    [series, theme],
  );

  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 12, right: 24, bottom: 56, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={(line) => line.color}
      lineWidth={2}
      pointSize={6}
      pointColor={{ from: 'series.color' }}
      enableGridX={false}
      gridYValues={5}
      axisLeft={{ tickValues: 5, tickSize: 0, tickPadding: 8, format: (value: number) => formatNumber(value, 1) }}
      axisBottom={{ tickSize: 0, tickPadding: 10, tickRotation: -45 }}
      useMesh
      theme={nivoTheme}
      animate={!prefersReducedMotion()}
      role="img"
      ariaLabel={ariaLabel}
      ariaDescribedBy={ariaDescribedBy}
    />
  );
}
