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
    // A browser without paint timing (or without PerformanceObserver at all) waits for the next frame.
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const safety = setTimeout(() => done(), SAFETY_MS);
    function done() {
      observer.disconnect();
      clearTimeout(safety);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
