import { useSyncExternalStore } from 'react';
import { type LegalPageId } from 'shared-types/api';

/**
 * Which legal page the address names (`/terms`, `/privacy`; docs/legal-pages.md), or null. The
 * shell's alone: remotes have no part in these pages, so it is kept out of the shared route slice.
 * addressSync.ts sets it before the first render and on every change of address.
 */
let current: LegalPageId | null = null;
const listeners = new Set<() => void>();

export function showLegalPage(page: LegalPageId | null): void {
  if (page === current) return;
  current = page;
  for (const listener of listeners) listener();
}

export function currentLegalPage(): LegalPageId | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The legal page on screen, or null; the same while pre-rendering, hydrating and after. */
export function useLegalPage(): LegalPageId | null {
  return useSyncExternalStore(subscribe, currentLegalPage, currentLegalPage);
}
