import * as z from 'zod/mini';
import { parseJsonText } from './companyDetailsFields';

/**
 * How the browser reads the company-details payload (docs/api-compatibility.md):
 * fields may arrive as JSON text, objects carry fields this build does not know,
 * and an enum may grow values this build does not know.
 */

/** The schema, also accepting its value written as JSON text. */
export function jsonTextOr<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => parseJsonText(value)),
    schema,
  );
}

/**
 * One of `values`, or any other string: a value added by a newer server is
 * kept as it is, and the UI shows it neutrally instead of refusing the payload.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}
