import { isRecord, parseFieldValue } from '../shared/parseFieldValue';

/** Key themes (specification section 5): the keywords detected in management's guidance. */
export const KEY_THEMES = [
  { theme: 'Capacity', pattern: /\bcapacit(?:y|ies)\b/i },
  { theme: 'Export', pattern: /\bexport/i },
  { theme: 'Value-added', pattern: /\bvalue[-\s]added\b/i },
  { theme: 'Revenue', pattern: /\brevenues?\b/i },
] as const;

export type CredibilityTone = 'green' | 'yellow' | 'red';

/** Every piece of text inside a value (nested objects and lists included), one per line. */
export function collectText(value: unknown): string {
  const parsed = parseFieldValue(value);
  if (typeof parsed === 'string') return parsed;
  if (Array.isArray(parsed)) return parsed.map(collectText).join('\n');
  if (isRecord(parsed))
    return Object.entries(parsed)
      .map(([key, item]) => `${key}\n${collectText(item)}`)
      .join('\n');
  return '';
}

export function detectKeyThemes(text: string): string[] {
  return KEY_THEMES.filter(({ pattern }) => pattern.test(text)).map(({ theme }) => theme);
}

/** The credibility score written as 'N/100' in the assessment text, or null when there is none. */
export function readCredibilityScore(text: string): number | null {
  const match = /(\d{1,3}(?:\.\d+)?)\s*\/\s*100\b/.exec(text);
  if (!match?.[1]) return null;
  const score = Number(match[1]);
  return score >= 0 && score <= 100 ? score : null;
}

/** Green at 80 or more, yellow at 60 or more, red below 60. */
export function credibilityTone(score: number): CredibilityTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
