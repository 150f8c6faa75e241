import { isRecord } from '../shared/parseFieldValue';

/** Key themes (docs/product-rules.md): the keywords detected in management's guidance. */
export const KEY_THEMES = [
  { theme: 'Capacity', pattern: /\bcapacit(?:y|ies)\b/i },
  { theme: 'Export', pattern: /\bexport/i },
  { theme: 'Value-added', pattern: /\bvalue[-\s]added\b/i },
  { theme: 'Revenue', pattern: /\brevenues?\b/i },
] as const;

export type CredibilityTone = 'green' | 'yellow' | 'red';

/** Every piece of text inside a value (nested objects and lists included), one per line. */
export function collectText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(collectText).join('\n');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}\n${collectText(item)}`)
      .join('\n');
  return '';
}

export function detectKeyThemes(text: string): string[] {
  return KEY_THEMES.filter(({ pattern }) => pattern.test(text)).map(({ theme }) => theme);
}

/** Green at 80 or more, yellow at 60 or more, red below 60. */
export function credibilityTone(score: number): CredibilityTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
