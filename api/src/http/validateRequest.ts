import type * as z from 'zod/mini';
import { HttpError } from './httpError';

/** 'an array', 'a number', 'null': what was sent, by type only (never its value). */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** Names the field and what it must be; zod/mini does not keep the input, so the value is looked up by path. */
function describe(issue: z.core.$ZodIssue, input: unknown): string {
  const where = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') {
    const value = valueAt(input, issue.path);
    if (where === '') return `the body must be a JSON object (got ${typeName(value)})`;
    if (value === undefined) return `${where} is required`;
    return `${where} must be ${article(issue.expected)} (got ${typeName(value)})`;
  }
  if (issue.code === 'invalid_value') return `${where || 'the body'} must be one of: ${issue.values.map(String).join(', ')}`;
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Parses a body, params or query with a strict shared schema. Failures are a 400
 * that names the fields and why, without echoing the values sent.
 */
export function validateRequest<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const body = input ?? {};
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => describe(issue, body));
  throw new HttpError(400, 'invalid_request', `Invalid request: ${problems.join('; ')}`, {
    fields: result.error.issues.map((i) => i.path.map(String).join('.')),
  });
}
