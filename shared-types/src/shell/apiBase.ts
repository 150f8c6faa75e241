// The API base is configurable and empty by default, meaning same origin
// (the API serves the shell). The shell sets it once at start-up.
let apiBase = '';

export function configureApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

/** Every product call times out after 10 seconds (docs/product-rules.md). */
export const API_TIMEOUT_MS = 10_000;

/** Said when a call hit API_TIMEOUT_MS; each caller adds what to do next. */
export const SERVER_TOO_SLOW = `The server took longer than ${API_TIMEOUT_MS / 1000} seconds to answer.`;

/** Said when a call got no answer at all (offline, DNS, connection refused). */
export const SERVER_UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';
