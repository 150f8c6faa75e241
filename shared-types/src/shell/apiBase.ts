// The API base is configurable and empty by default, meaning same origin
// (specification section 7). The shell sets it once at start-up.
let apiBase = '';

export function configureApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

/** Every product call times out after 10 seconds (specification section 9). */
export const API_TIMEOUT_MS = 10_000;
