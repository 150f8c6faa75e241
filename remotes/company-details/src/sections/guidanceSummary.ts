import type { GuidanceTheme } from 'shared-types/api';
import { readableTitle } from '../shared/readableTitle';

/** Key themes (docs/product-rules.md): the engine detects them in the guidance and sends codes; these are their labels. */
export const THEME_LABELS: Readonly<Record<GuidanceTheme, string>> = {
  capacity: 'Capacity',
  export: 'Export',
  value_added: 'Value-added',
  revenue: 'Revenue',
};

/** The labels of the themes' codes, a newer server's code made readable; null when the payload states no themes (an older answer). */
export function themeLabels(codes: readonly string[] | undefined): string[] | null {
  if (codes === undefined) return null;
  return codes.map((code) => (Object.hasOwn(THEME_LABELS, code) ? THEME_LABELS[code as GuidanceTheme] : readableTitle(code)));
}

export type CredibilityTone = 'green' | 'yellow' | 'red';

/** Green at 80 or more, yellow at 60 or more, red below 60. */
export function credibilityTone(score: number): CredibilityTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
