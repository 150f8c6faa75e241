import { placeTooltip, TOOLTIP_CLEARANCE, type TooltipPlacement } from './tooltipPlacement';
import { HOVER_RADIUS } from './hoverPointsLayer';

const BOX = { width: 600, height: 320 };
const TIP = { width: 200, height: 90 };

/** Whether the tooltip's box keeps clear of a hovered point's circle. */
function clearOf(place: TooltipPlacement, x: number, y: number, size = TIP): boolean {
  const r = HOVER_RADIUS;
  return place.left >= x + r || place.left + size.width <= x - r || place.top >= y + r || place.top + size.height <= y - r;
}

describe('placeTooltip', () => {
  it('puts the tooltip right of the hovered period, clear of its points, centred on them', () => {
    const place = placeTooltip({ x: 100, ys: [60, 140], tooltip: TIP, box: BOX });
    expect(place).toEqual({ side: 'right', left: 100 + TOOLTIP_CLEARANCE, top: 100 - 45 });
    expect(TOOLTIP_CLEARANCE).toBeGreaterThan(HOVER_RADIUS);
    for (const y of [60, 140]) expect(clearOf(place, 100, y)).toBe(true);
  });

  it('flips to the left near the right edge', () => {
    const place = placeTooltip({ x: 520, ys: [200], tooltip: TIP, box: BOX });
    expect(place.side).toBe('left');
    expect(place.left + TIP.width).toBe(520 - TOOLTIP_CLEARANCE);
    expect(clearOf(place, 520, 200)).toBe(true);
  });

  it('stays inside the box at the top and bottom edges', () => {
    expect(placeTooltip({ x: 100, ys: [5], tooltip: TIP, box: BOX }).top).toBe(0);
    expect(placeTooltip({ x: 100, ys: [318], tooltip: TIP, box: BOX }).top).toBe(BOX.height - TIP.height);
  });

  it('goes above the highest point when neither side has room (a 320 px screen)', () => {
    const narrow = { width: 300, height: 260 };
    const place = placeTooltip({ x: 150, ys: [180, 220], tooltip: TIP, box: narrow });
    expect(place.side).toBe('above');
    expect(place.top + TIP.height).toBe(180 - TOOLTIP_CLEARANCE);
    expect(place.left).toBe(50);
    for (const y of [180, 220]) expect(clearOf(place, 150, y)).toBe(true);
  });

  it('goes below the lowest point when there is no room above, even past the box, never over a point', () => {
    const narrow = { width: 300, height: 260 };
    const place = placeTooltip({ x: 280, ys: [40, 200], tooltip: { width: 280, height: 90 }, box: narrow });
    expect(place.side).toBe('below');
    expect(place.top).toBe(200 + TOOLTIP_CLEARANCE);
    expect(place.left).toBe(20); // kept inside the box sideways
    for (const y of [40, 200]) expect(clearOf(place, 280, y, { width: 280, height: 90 })).toBe(true);
  });

  it('is clear of every hovered point wherever the period is', () => {
    for (let x = 0; x <= BOX.width; x += 25) {
      for (let y = 0; y <= BOX.height; y += 40) {
        const ys = [y, Math.max(0, y - 30), Math.min(BOX.height, y + 50)];
        const place = placeTooltip({ x, ys, tooltip: TIP, box: BOX });
        for (const pointY of ys) expect(clearOf(place, x, pointY)).toBe(true);
      }
    }
  });
});
