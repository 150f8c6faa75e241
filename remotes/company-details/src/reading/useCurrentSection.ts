import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the first, in page order, that crosses the
 * reading band (the top 30 % of the viewport). IntersectionObserver reports
 * only crossings, so nothing runs on every scroll event. Between two sections
 * (a gap in the band) the last one stays current. Without IntersectionObserver
 * (old browsers, jsdom) the first section stays current.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    if (typeof IntersectionObserver !== 'function') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = list.find((id) => inBand.has(id));
        if (first !== undefined) setCurrent(first);
      },
      { rootMargin: '0px 0px -70% 0px' },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  // A section that left the page (another result) no longer counts.
  return current !== undefined && ids.includes(current) ? current : ids[0];
}
