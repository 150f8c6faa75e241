import type * as z from 'zod/mini';
import { HttpError } from './httpError';

function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${where} is required`;
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Parses a body, params or query with a strict shared schema. Failures are a 400
 * that names the fields and why, without echoing the values sent.
 */
export function validateRequest<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map(describe);
  throw new HttpError(400, 'invalid_request', `Invalid request: ${problems.join('; ')}`, { fields: result.error.issues.map((i) => i.path.map(String).join('.')) });
}
