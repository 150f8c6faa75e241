/** At most this long a visible page waits for its paint, in case the browser never reports one. */
const SAFETY_MS = 3000;

function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the browser has shown the pre-rendered page: its
 * first-contentful-paint entry, which arrives when the frame is on screen.
 * The next frame's callbacks run before that, when the frame is only drawn;
 * on a busy phone the frame can take long to show, and script asked for in
 * between delays the largest paint as Lighthouse simulates it
 * (docs/performance.md, "Start-up in stages").
 */
export function afterFirstContentfulPaint(): Promise<void> {
  const paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!paintTiming) return afterNextFrame();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', goOnIfHidden);
      clearTimeout(safety);
      resolve();
    };
    // A hidden tab paints nothing until it is shown, and nobody is waiting for it.
    const goOnIfHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', goOnIfHidden);
    const safety = setTimeout(done, SAFETY_MS);
    goOnIfHidden();
  });
}
