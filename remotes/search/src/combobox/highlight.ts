/**
 * The option highlighted after an arrow key, with wrap-around (docs/product-rules.md,
 * 'Research'). -1 means none: ArrowDown from none goes to the first option,
 * ArrowUp from none to the last.
 */
export function nextHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}

/** Splits `text` around the first case-insensitive occurrence of `query`, for showing why it matched. */
export function splitAtMatch(text: string, query: string): [before: string, match: string, after: string] {
  const needle = query.trim().toLowerCase();
  const lower = text.toLowerCase();
  // Lower-casing can change the length of a few letters; then positions would not line up.
  const at = needle && lower.length === text.length ? lower.indexOf(needle) : -1;
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + needle.length), text.slice(at + needle.length)];
}
