/** A failed call as this remote acts on it: the HTTP status (null when there was no answer) and the body's code. */
export interface ApiFailure {
  status: number | null;
  code: string | null;
  body: unknown;
}

// The API names a refusal in `error`; the screener's routes repeat it in `code`. Prose is never read.
// Read by hand, not with zod: the remote uses zod only through shared-types/api, which the shell shares.
function codeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, error } = body as { code?: unknown; error?: unknown };
  if (typeof code === 'string') return code;
  return typeof error === 'string' ? error : null;
}

/** Reads an RTK Query error (a FetchBaseQueryError, or a SerializedError when the answer broke its contract). */
export function failureOf(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') {
    return { status: null, code: null, body: null };
  }
  const body = 'data' in error ? error.data : null;
  return { status: error.status, code: codeOf(body), body };
}
