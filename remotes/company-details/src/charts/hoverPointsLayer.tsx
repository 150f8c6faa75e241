import { type LineCustomSvgLayerProps } from '@nivo/line';
import { type ChartSeries } from './chartData';

/** Points are drawn at radius 4 (nivo pointSize 8); the hovered period's grow to radius 6. */
export const POINT_SIZE = 8;
export const HOVER_RADIUS = 6;

/** Enlarges the points of the period under the pointer (nivo has no hover size of its own). */
export function hoverPointsLayer(ringColor: string) {
  return function HoverPointsLayer({ currentSlice }: LineCustomSvgLayerProps<ChartSeries>) {
    if (!currentSlice) return null;
    return (
      <g pointerEvents="none" data-testid="hovered-points">
        {currentSlice.points.map((point) => (
          <circle key={point.id} cx={point.x} cy={point.y} r={HOVER_RADIUS} fill={point.seriesColor} stroke={ringColor} strokeWidth={2} />
        ))}
      </g>
    );
  };
}
