import { type LineCustomSvgLayerProps } from '@nivo/line';
import { type ChartSeries } from './chartData';

const ARROW = 7;

/** An open arrow at each clipped growth point, pointing the way the true value lies off the axis (growthRange.ts). */
export function clippedPointsLayer({ series }: LineCustomSvgLayerProps<ChartSeries>) {
  const marks = series.flatMap((item) =>
    item.data.flatMap(({ data, position }) => {
      if (!data.clipped || data.value === null || position.x === null || position.y === null) return [];
      const up = data.value > 0 ? -1 : 1;
      const { x, y } = position;
      const d = `M${x - ARROW},${y} L${x},${y + up * ARROW} L${x + ARROW},${y} Z`;
      return [<path key={`${item.id}-${String(data.x)}`} data-clipped={item.id} d={d} fill="none" stroke={item.color} strokeWidth={2} />];
    }),
  );
  return marks.length > 0 ? <g pointerEvents="none">{marks}</g> : null;
}
