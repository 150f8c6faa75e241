/** 'smooth' unless the reader asked for reduced motion (then the jump is instant). */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/**
 * Brings an element to the top of the view and moves focus to it, so keyboard
 * and screen-reader users land where sighted users look. The element gets
 * tabIndex -1 (focusable by script, not a tab stop) when it has none.
 */
export function scrollAndFocus(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  element.focus({ preventScroll: true });
}
