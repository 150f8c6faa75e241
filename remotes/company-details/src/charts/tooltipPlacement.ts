import { HOVER_RADIUS } from './hoverPointsLayer';

export interface Size {
  width: number;
  height: number;
}

export interface TooltipPlacement {
  side: 'right' | 'left' | 'above' | 'below';
  /** The tooltip's top-left corner in the chart box's pixels. */
  left: number;
  top: number;
}

/** Between a hovered point's edge (its ring included) and the tooltip. */
export const TOOLTIP_CLEARANCE = HOVER_RADIUS + 1 + 8;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a period's tooltip goes so that it never covers the points it
 * describes (issue 30, item 7): beside the period's column, right of it or,
 * near the right edge, left of it, centred on the points and kept inside the
 * box; when the box is too narrow for either side (a phone), above the
 * highest point, else below the lowest one, even if that runs past the
 * box's bottom: a tooltip over the page below is better than one over its point.
 *
 * `x` and `ys` are the hovered period's position and its points' heights, in
 * the chart box's pixels (the SVG's, margins included).
 */
export function placeTooltip({ x, ys, tooltip, box }: { x: number; ys: readonly number[]; tooltip: Size; box: Size }): TooltipPlacement {
  const highest = ys.length > 0 ? Math.min(...ys) : box.height / 2;
  const lowest = ys.length > 0 ? Math.max(...ys) : box.height / 2;
  const top = clamp((highest + lowest) / 2 - tooltip.height / 2, 0, box.height - tooltip.height);
  const right = x + TOOLTIP_CLEARANCE;
  if (right + tooltip.width <= box.width) return { side: 'right', left: right, top };
  const left = x - TOOLTIP_CLEARANCE - tooltip.width;
  if (left >= 0) return { side: 'left', left, top };
  const centred = clamp(x - tooltip.width / 2, 0, box.width - tooltip.width);
  const above = highest - TOOLTIP_CLEARANCE - tooltip.height;
  if (above >= 0) return { side: 'above', left: centred, top: above };
  return { side: 'below', left: centred, top: lowest + TOOLTIP_CLEARANCE };
}
