/** At most this long start-up waits for the paint: a tab hidden before its first paint shows nothing until it is shown. */
const SAFETY_MS = 3000;

/**
 * Resolves once the browser has shown the pre-rendered page: its
 * first-contentful-paint entry, which arrives when the frame is on screen.
 * The next frame's callbacks run before that, when the frame is only drawn;
 * on a busy phone the frame can take long to show, and script asked for in
 * between delays the largest paint as Lighthouse simulates it
 * (docs/performance.md, "Start-up in stages").
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, SAFETY_MS);
  });
}
