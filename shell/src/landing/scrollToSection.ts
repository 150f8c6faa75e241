/** Anchor ids of the landing page (docs/product-rules.md). */
export const SECTION_IDS = {
  features: 'features',
  research: 'research',
  contact: 'contact',
} as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to the element with the given id. When that element is not
 * on the page (yet), falls back to setting the location hash, which the browser
 * resolves as soon as the anchor exists. Honours the reduced-motion preference.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return;
  }
  window.location.hash = id;
}
