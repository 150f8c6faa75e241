import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type LineCustomSvgLayerProps, type SliceData } from '@nivo/line';
import { formatChartValue, type ChartSeries } from './chartData';
import { placeTooltip } from './tooltipPlacement';
import styles from './charts.module.css';

type SeriesIndex = ReadonlyMap<string, { item: ChartSeries; index: number }>;

/** One period's values, every series in its own unit (seriesCatalogue.ts). */
function SliceValues({ slice, byId }: { slice: SliceData<ChartSeries>; byId: SeriesIndex }) {
  const rows = slice.points.map((point) => ({ point, entry: byId.get(point.seriesId) })).sort((a, b) => (a.entry?.index ?? 0) - (b.entry?.index ?? 0));
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipPeriod}>{slice.points[0]?.data.x}</p>
      <table className={styles.tooltipTable}>
        <tbody>
          {rows.map(({ point, entry }) => (
            <tr key={point.id}>
              <td>
                <span className={styles.swatch} style={{ background: point.seriesColor }} aria-hidden="true" />
                {entry?.item.label ?? point.seriesId}
              </td>
              <td className={styles.tooltipValue}>{formatChartValue(point.data.value, entry?.item.unit ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Given to nivo as its slice tooltip: nivo puts its own at the pointer, over the points; ours is placed by the layer below. */
export function NoSliceTooltip() {
  return null;
}

interface PlacedProps {
  slice: SliceData<ChartSeries>;
  byId: SeriesIndex;
  /** The SVG's margins: the slice's positions are inside them. */
  offset: { left: number; top: number };
  box: { width: number; height: number };
}

/**
 * The hovered period's tooltip, in the chart's own box (nivo's container,
 * positioned), moved before paint to where placeTooltip says once its size is known.
 */
function PlacedSliceTooltip({ slice, byId, offset, box }: PlacedProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const x = offset.left + slice.x;
    const ys = slice.points.map((point) => offset.top + point.y);
    const place = placeTooltip({ x, ys, tooltip: { width: element.offsetWidth, height: element.offsetHeight }, box });
    element.style.transform = `translate(${place.left}px, ${place.top}px)`;
    element.dataset.side = place.side;
  });
  return (
    <div ref={ref} className={styles.tooltipPlacer}>
      <SliceValues slice={slice} byId={byId} />
    </div>
  );
}

/** The SVG's parent is nivo's container: the positioned box the tooltip is placed in. */
function SliceTooltipPortal(props: PlacedProps & { host: HTMLElement }) {
  return createPortal(<PlacedSliceTooltip {...props} />, props.host);
}

/**
 * A layer that shows the hovered period's values beside its points, never
 * over them (issue 30, item 7; tooltipPlacement.ts). It draws nothing in the
 * SVG: it finds nivo's container from its own empty group.
 */
export function sliceTooltipLayer(series: readonly ChartSeries[]) {
  const byId: SeriesIndex = new Map(series.map((item, index) => [item.id, { item, index }]));
  return function SliceTooltipLayer({ currentSlice, margin, innerWidth, innerHeight }: LineCustomSvgLayerProps<ChartSeries>) {
    return <TooltipAnchor slice={currentSlice} byId={byId} margin={margin} inner={{ width: innerWidth, height: innerHeight }} />;
  };
}

interface AnchorProps {
  slice: SliceData<ChartSeries> | null;
  byId: SeriesIndex;
  margin: Partial<Record<'top' | 'right' | 'bottom' | 'left', number>> | undefined;
  inner: { width: number; height: number };
}

// A component of its own: nivo calls layers as plain functions, where hooks have no place.
function TooltipAnchor({ slice, byId, margin, inner }: AnchorProps) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const anchor = useCallback((group: SVGGElement | null) => setHost(group?.ownerSVGElement?.parentElement ?? null), []);
  const [left, top, right, bottom] = [margin?.left ?? 0, margin?.top ?? 0, margin?.right ?? 0, margin?.bottom ?? 0];
  return (
    <g ref={anchor} data-testid="slice-tooltip-anchor">
      {slice && host && (
        <SliceTooltipPortal
          host={host}
          slice={slice}
          byId={byId}
          offset={{ left, top }}
          box={{ width: left + inner.width + right, height: top + inner.height + bottom }}
        />
      )}
    </g>
  );
}
