/** The WAI-ARIA tabs pattern's keys: arrows move to the next or previous tab (wrapping), Home and End to the ends. */
export const TAB_KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The index a key moves the selection to, or undefined for any other key. */
export function tabKeyMove(key: string, index: number, count: number): number | undefined {
  return Object.hasOwn(TAB_KEY_MOVES, key) ? TAB_KEY_MOVES[key]?.(index, count) : undefined;
}
