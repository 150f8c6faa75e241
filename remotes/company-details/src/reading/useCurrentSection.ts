import { useEffect, useState, type RefObject } from 'react';

/** The reading line, as a share of the viewport's height from its top. */
const READING_LINE = 0.4;

/** The fixed header's height (shared-types/theme/tokens.css), read where the page sets it. */
function headerHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
}

/** Scrolled to the page's end: what lies below the result (a short footer) can keep a short last section from the line. */
function atPageEnd(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
}

/**
 * The id of the section being read: the last, in page order, whose top has
 * reached the reading line (40 % down the viewport); at the page's end the line
 * is the viewport's bottom, so a short last section counts once the page is
 * scrolled to its end however short the footer under it. IntersectionObserver
 * watches a band from under the sticky header and bar to that line and reports
 * only the crossings, and 'scrollend' the end, so nothing runs on every scroll
 * event. Without IntersectionObserver (old browsers, jsdom) the first section
 * stays current.
 */
export function useCurrentSection(ids: readonly string[], bar: RefObject<HTMLElement | null>): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const covered = headerHeight() + (bar.current?.offsetHeight ?? 0);
    const pick = () => {
      const line = window.innerHeight * (atPageEnd() ? 1 : READING_LINE);
      const reached = elements.filter((element) => element.getBoundingClientRect().top <= line);
      const last = reached[reached.length - 1];
      if (last !== undefined) setCurrent(last.id);
    };
    const observer = new IntersectionObserver(pick, { rootMargin: `-${Math.round(covered)}px 0px -${Math.round((1 - READING_LINE) * 100)}% 0px` });
    for (const element of elements) observer.observe(element);
    window.addEventListener('scrollend', pick);
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', pick);
    };
  }, [key, bar]);
  // A section that left the page (another result) no longer counts.
  return current !== undefined && ids.includes(current) ? current : ids[0];
}
