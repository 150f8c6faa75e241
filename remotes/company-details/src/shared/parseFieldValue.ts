import { parseJsonText } from 'shared-types/api/fields';

/** Text parsing: a string field starting with '{' or '[' holds JSON; when it does not parse, it is shown as the text it is. */
export const parseFieldValue = parseJsonText;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object (parsing JSON text first), or null when it is anything else. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  const parsed = parseFieldValue(value);
  return isRecord(parsed) ? parsed : null;
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

const normalise = (key: string) =>
  key
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/[’`]/g, "'")
    .trim();

/**
 * The entry titled `title`: the exact key first, else the same title written
 * with other case, spacing or apostrophes (the payload is data, not a promise).
 */
export function findEntry(record: Record<string, unknown>, title: string): { key: string; value: unknown } | null {
  if (Object.hasOwn(record, title)) return { key: title, value: record[title] };
  const wanted = normalise(title);
  const key = Object.keys(record).find((candidate) => normalise(candidate) === wanted);
  return key === undefined ? null : { key, value: record[key] };
}
