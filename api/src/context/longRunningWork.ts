import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestWork {
  /** Set when the request started work that legitimately outlasts the request deadline. */
  longRunning?: string;
}

const work = new AsyncLocalStorage<RequestWork>();

/** Runs a request's handling in `state`'s context, so deep code can say it is long-running. */
export function runInRequestWork<T>(state: RequestWork, run: () => T): T {
  return work.run(state, run);
}

/**
 * Declares that the current request does slow work on purpose (a first
 * analysis computed on demand), so the request deadline (http/requestDeadline.ts)
 * leaves it alone and logs why. Outside a request it does nothing.
 */
export function declareLongRunning(reason: string): void {
  const state = work.getStore();
  if (state !== undefined && state.longRunning === undefined) state.longRunning = reason;
}
