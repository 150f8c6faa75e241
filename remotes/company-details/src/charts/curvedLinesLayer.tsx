import { type LineCustomSvgLayerProps } from '@nivo/line';
import { curveCardinal, line } from 'd3-shape';
import { type ChartSeries } from './chartData';

/**
 * The product's line tension is 0.1 in Chart.js terms, where a control
 * point sits tension/2 × (next − previous) from its point. nivo's `curve` prop
 * only takes named curves ('cardinal' is d3's cardinal at tension 0, much
 * rounder), so this layer draws the lines itself with d3's cardinal spline,
 * whose control points sit (1 − τ)/6 × (next − previous) away: τ = 1 − 3 × 0.1.
 */
export const LINE_TENSION = 0.1;
export const CARDINAL_TENSION = 1 - 3 * LINE_TENSION;
/** Ratio series (right axis) are dashed, so the two axes are told apart without colour. */
export const RIGHT_AXIS_DASH = '6 4';

const curvedLine = line<{ x: number | null; y: number | null }>()
  .defined((point) => point.x !== null && point.y !== null)
  .x((point) => point.x ?? 0)
  .y((point) => point.y ?? 0)
  .curve(curveCardinal.tension(CARDINAL_TENSION));

function CurvedLines({ series, lineWidth }: Pick<LineCustomSvgLayerProps<ChartSeries>, 'series' | 'lineWidth'>) {
  return (
    <g>
      {series.map((item) => (
        <path
          key={item.id}
          data-metric={item.id}
          d={curvedLine(item.data.map((datum) => datum.position)) ?? undefined}
          fill="none"
          stroke={item.color}
          strokeWidth={lineWidth}
          strokeDasharray={item.axis === 'right' ? RIGHT_AXIS_DASH : undefined}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
    </g>
  );
}

/** Replaces nivo's 'lines' layer; unknown values break the line (gaps). */
export function curvedLinesLayer(props: LineCustomSvgLayerProps<ChartSeries>) {
  return <CurvedLines series={props.series} lineWidth={props.lineWidth} />;
}
