import type * as z from 'zod/mini';
import { parseJsonText } from './companyDetailsFields';

/**
 * One section of a received payload, read on its own so that a section that
 * does not match its schema costs only that section: its card says so, the
 * rest of the research still renders.
 */
export type SectionRead<T> =
  /** Absent, null, blank text or an empty object: the view's empty state. */
  | { kind: 'missing' }
  /** Plain text where an object was expected: shown as text. */
  | { kind: 'text'; text: string }
  | { kind: 'value'; value: T }
  /** Neither text nor an object its schema accepts. */
  | { kind: 'unreadable' };

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

export function readSection<T extends z.ZodMiniType>(schema: T, raw: unknown): SectionRead<z.output<T>> {
  const value = parseJsonText(raw);
  if (value === undefined || value === null || isEmptyObject(value)) return { kind: 'missing' };
  if (typeof value === 'string') return value.trim() === '' ? { kind: 'missing' } : { kind: 'text', text: value };
  const parsed = schema.safeParse(value);
  return parsed.success ? { kind: 'value', value: parsed.data } : { kind: 'unreadable' };
}

/** A field inside a section its schema already read (object or text): the same cases, for its view. */
export function readField<T extends object>(value: T | string | undefined): SectionRead<T> {
  if (value === undefined || isEmptyObject(value)) return { kind: 'missing' };
  if (typeof value === 'string') return value.trim() === '' ? { kind: 'missing' } : { kind: 'text', text: value };
  return { kind: 'value', value };
}
