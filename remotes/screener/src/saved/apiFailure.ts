import * as z from 'zod/mini';

/** A failed call as this remote acts on it: the HTTP status (null when there was no answer) and the body's code. */
export interface ApiFailure {
  status: number | null;
  code: string | null;
  body: unknown;
}

// The API names a refusal in `error`; the screener's routes repeat it in `code`. Prose is never read.
const CodedBody = z.object({ error: z.optional(z.string()), code: z.optional(z.string()) });

/** Reads an RTK Query error (a FetchBaseQueryError, or a SerializedError when the answer broke its contract). */
export function failureOf(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') {
    return { status: null, code: null, body: null };
  }
  const body = 'data' in error ? error.data : null;
  const parsed = CodedBody.safeParse(body);
  const code = parsed.success ? (parsed.data.code ?? parsed.data.error ?? null) : null;
  return { status: error.status, code, body };
}
