import { parseJsonText } from 'shared-types/api/fields';

/** Text parsing: a string field starting with '{' or '[' holds JSON; when it does not parse, it is shown as the text it is. */
export const parseFieldValue = parseJsonText;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Readable text for a scalar (trimmed, never empty), or null for anything else. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
}

/** Nothing worth showing: null, undefined, blank text, or an empty list or object. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}
