import type * as z from 'zod/mini';

/** An API answer that does not match its contract; the caller shows its usual error message. */
export class ContractMismatchError extends Error {
  constructor(readonly endpoint: string) {
    super(`${endpoint} answered in a shape this page does not understand.`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * Checks an answer against its schema where it enters the browser. A mismatch
 * is logged with zod's issues and the endpoint's name, so the console says
 * which field changed, and comes back as null for the caller to fail soft.
 */
export function safeParseAnswer<T extends z.ZodMiniType>(schema: T, raw: unknown, endpoint: string): z.output<T> | null {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error(`${endpoint}: the answer does not match its contract.`, parsed.error.issues);
  return null;
}

/** As safeParseAnswer, but throws ContractMismatchError: for RTK Query's transformResponse, whose throw becomes the request's error. */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, raw: unknown, endpoint: string): z.output<T> {
  const parsed = safeParseAnswer(schema, raw, endpoint);
  if (parsed === null) throw new ContractMismatchError(endpoint);
  return parsed;
}
