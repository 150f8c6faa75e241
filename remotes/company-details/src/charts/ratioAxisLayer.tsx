import { type ComponentProps } from 'react';
import { Axis } from '@nivo/axes';
import { type LineCustomSvgLayerProps } from '@nivo/line';
import { scaleLinear } from 'd3-scale';
import { type ChartSeries } from './chartData';
import { type Domain } from './chartScales';

type AxisScale = ComponentProps<typeof Axis>['scale'];

interface RatioAxisProps {
  domain: Domain;
  innerWidth: number;
  innerHeight: number;
  format: (value: number) => string;
}

/** The second, right-hand axis: its own linear scale over the ratio values, on nivo's Axis. */
function RatioAxis({ domain, innerWidth, innerHeight, format }: RatioAxisProps) {
  // nivo's Axis reads d3 scales tagged with their type, as @nivo/scales builds them.
  const scale = Object.assign(scaleLinear().domain(domain).range([innerHeight, 0]), { type: 'linear' }) as unknown as AxisScale;
  return (
    <g data-axis="ratio">
      <Axis<number> axis="y" scale={scale} x={innerWidth} length={innerHeight} ticksPosition="after" tickValues={5} format={format} />
    </g>
  );
}

/**
 * A custom layer (nivo 0.99 has no second y scale; `axisRight` would only
 * mirror the left one). Ratio values are already placed on the shared scale by
 * placeOnAxes, so this axis only has to label the same pixels in ratio units.
 */
export function ratioAxisLayer(domain: Domain, format: (value: number) => string) {
  return function RatioAxisLayer({ innerWidth, innerHeight }: LineCustomSvgLayerProps<ChartSeries>) {
    return <RatioAxis domain={domain} innerWidth={innerWidth} innerHeight={innerHeight} format={format} />;
  };
}
