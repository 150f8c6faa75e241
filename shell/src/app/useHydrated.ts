import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders the pre-rendered page (at build time, and while the
 * client hydrates it), true from then on. Parts that depend on what only the
 * browser knows (the signed-in user, the stored theme, the screen width) render
 * a neutral form until then, so hydration matches the HTML exactly and they
 * switch in the render right after it (docs/performance.md, "Pre-rendered landing").
 * Without pre-rendered HTML (createRoot) it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
