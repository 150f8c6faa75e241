import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** Whether the page has switched to its live form; null outside HydrationSwitch. */
const SwitchedContext = createContext<boolean | null>(null);

/**
 * Wraps the tree bootstrap.tsx hydrates: the page switches to its live form in a transition
 * once hydration has committed. Without it, useSyncExternalStore's switch is a sync update:
 * on a company page that re-render (the header's real form, the remotes' slots) was one long
 * task of about 75 ms at 4x CPU; a transition yields every few milliseconds
 * (docs/performance.md, "The company page").
 */
export function HydrationSwitch({ children }: { children: ReactNode }) {
  const [switched, setSwitched] = useState(false);
  useEffect(() => startTransition(() => setSwitched(true)), []);
  return createElement(SwitchedContext.Provider, { value: switched }, children);
}

/**
 * False while React renders the pre-rendered page (at build time, and while the
 * client hydrates it), true from then on. Parts that depend on what only the
 * browser knows (the signed-in user, the stored theme, the screen width) render
 * a neutral form until then, so hydration matches the HTML exactly and they
 * switch in the render right after it (docs/performance.md, "Pre-rendered landing").
 * Without pre-rendered HTML (createRoot) it is true from the first render.
 */
export function useHydrated(): boolean {
  const switched = useContext(SwitchedContext);
  // Under HydrationSwitch both snapshots are its state, so the store never forces a sync re-render.
  return useSyncExternalStore(
    noSubscription,
    () => switched ?? true,
    () => switched ?? false,
  );
}
