import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport the plot counts as near: half a screen. */
const NEAR_MARGIN = '0px 0px 50% 0px';

/**
 * True once `element` comes within half a screen of the viewport, and from then on. The price
 * chart is about two screens down a phone's company page: its code (nivo, d3) and its drawing,
 * two long tasks on a slow phone, wait until it is about to be seen (docs/performance.md,
 * "The company page"). Where nothing can tell (no IntersectionObserver), or when not `enabled`,
 * it is near at once.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, enabled = true): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const target = element.current;
    if (near || target === null) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
