import { type GuidanceTheme } from 'shared-types/api';
import { guidanceMetricV1Name } from '../v1/guidanceMetricNames';
import { type GuidanceRecord } from '../types';

/**
 * The key themes of management's guidance (docs/product-rules.md, 'Result view'): which of the
 * spec's four keywords its text mentions. Detected here, beside the text it reads, and sent as
 * codes in analysis_meta.figures.guidance_themes, so the browser labels them and never scans prose.
 */

const THEME_PATTERNS: ReadonlyArray<readonly [GuidanceTheme, RegExp]> = [
  ['capacity', /\bcapacit(?:y|ies)\b/i],
  ['export', /\bexport/i],
  ['value_added', /\bvalue[-\s]added\b/i],
  ['revenue', /\brevenues?\b/i],
];

/** Every piece of text inside a value (keys, nested objects and lists included), one per line. */
function collectText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(collectText).join('\n');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([key, item]) => `${key}\n${collectText(item)}`)
      .join('\n');
  return '';
}

/** The themes the guidance section mentions, in the spec's order (capacity, export, value-added, revenue). */
export function guidanceThemes(guidance: unknown): GuidanceTheme[] {
  const text = collectText(guidance);
  return THEME_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([theme]) => theme);
}

/** The themes of the guidance ledger: what management said, with the name of the figure it guided. */
export function guidanceLedgerThemes(records: readonly GuidanceRecord[]): GuidanceTheme[] {
  return guidanceThemes(records.map((r) => `${guidanceMetricV1Name(r.metric)}: ${r.statement}`));
}
