import { render } from '@testing-library/react';
import { type LineCustomSvgLayerProps } from '@nivo/line';
import { type ChartSeries } from './chartData';
import { curvedLinesLayer, RIGHT_AXIS_DASH } from './curvedLinesLayer';

type Position = { x: number | null; y: number | null };

/** Just the parts of nivo's layer props the layer reads: each series' colour, axis and point positions. */
function drawLines(lines: { id: ChartSeries['id']; axis: ChartSeries['axis']; positions: Position[] }[]) {
  const series = lines.map(({ id, axis, positions }) => ({ id, axis, color: '#3b82f6', data: positions.map((position) => ({ position })) }));
  const props = { series, lineWidth: 2 } as unknown as LineCustomSvgLayerProps<ChartSeries>;
  const { container } = render(<svg>{curvedLinesLayer(props)}</svg>);
  return (id: string) => container.querySelector(`path[data-metric="${id}"]`);
}

describe('curvedLinesLayer', () => {
  it('bends lines with tension 0.1: control points 5% of the neighbours’ span away from each point', () => {
    const line = drawLines([
      {
        id: 'revenue_growth',
        axis: 'left',
        positions: [
          { x: 0, y: 100 },
          { x: 100, y: 0 },
          { x: 200, y: 100 },
        ],
      },
    ]);
    // Around (100, 0): 0.1 / 2 × (200 − 0) = 10 px either side, level with the point.
    expect(line('revenue_growth')?.getAttribute('d')).toContain('90,0,100,0C110,0');
  });

  it('breaks the line at an unknown value instead of bridging it', () => {
    const line = drawLines([
      {
        id: 'eps_growth',
        axis: 'left',
        positions: [
          { x: 0, y: 10 },
          { x: 50, y: 20 },
          { x: 100, y: null },
          { x: 150, y: 30 },
          { x: 200, y: 40 },
        ],
      },
    ]);
    expect(line('eps_growth')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
  });

  it('dashes ratio lines on the right axis only', () => {
    const line = drawLines([
      {
        id: 'roce',
        axis: 'right',
        positions: [
          { x: 0, y: 1 },
          { x: 10, y: 2 },
        ],
      },
      {
        id: 'capex_growth',
        axis: 'left',
        positions: [
          { x: 0, y: 1 },
          { x: 10, y: 2 },
        ],
      },
    ]);
    expect(line('roce')).toHaveAttribute('stroke-dasharray', RIGHT_AXIS_DASH);
    expect(line('capex_growth')).not.toHaveAttribute('stroke-dasharray');
  });
});
