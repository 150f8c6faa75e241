import { accessSummary, signIn, signOut, summaryAnswer, upgrade } from './client';
import { type Instance } from './instances';

/**
 * How long a change made on instance A takes to be honoured by instance B
 * (`npm run bench:scale`). B is asked first, so its per-process session memo
 * holds the session; then the change is made on A and B is asked again every
 * millisecond or so until it answers differently. Time runs from A's answer to
 * the first answer from B that shows the change. The target is 100 ms (issue 17).
 */

export interface PropagationFigures {
  samples: number[];
  median: number;
  max: number;
  /** Trials in which B had not changed its answer after timeoutMs. */
  timedOut: number;
}

const TIMEOUT_MS = 2_000;

async function untilChanged(check: () => Promise<boolean>): Promise<number | null> {
  const from = performance.now();
  while (performance.now() - from < TIMEOUT_MS) {
    if (await check()) return performance.now() - from;
  }
  return null;
}

function figures(results: Array<number | null>): PropagationFigures {
  const samples = results.filter((r): r is number => r !== null).sort((x, y) => x - y);
  return {
    samples,
    median: samples[Math.floor(samples.length / 2)] ?? Number.NaN,
    max: samples.at(-1) ?? Number.NaN,
    timedOut: results.length - samples.length,
  };
}

/** A session signed out on A, until B refuses it (401). */
export async function signOutPropagation(a: Instance, b: Instance, trials: number, emailPrefix: string): Promise<PropagationFigures> {
  const results: Array<number | null> = [];
  for (let i = 0; i < trials; i += 1) {
    const user = await signIn(a.baseUrl, `${emailPrefix}-out-${i}@example.com`);
    if ((await summaryAnswer(b.baseUrl, user)).status !== 200) throw new Error('B did not accept a live session');
    const answer = await signOut(a.baseUrl, user);
    if (answer.status >= 400) throw new Error(`sign-out answered ${answer.status}`);
    results.push(await untilChanged(async () => (await summaryAnswer(b.baseUrl, user)).status === 401));
  }
  return figures(results);
}

/** A free user upgraded on A, until B's access summary says premium. */
export async function upgradePropagation(a: Instance, b: Instance, trials: number, emailPrefix: string): Promise<PropagationFigures> {
  const results: Array<number | null> = [];
  for (let i = 0; i < trials; i += 1) {
    const user = await signIn(a.baseUrl, `${emailPrefix}-up-${i}@example.com`);
    if ((await accessSummary(b.baseUrl, user)).is_premium) throw new Error('a new user is already premium');
    const answer = await upgrade(a.baseUrl, user);
    if (answer.status !== 200) throw new Error(`upgrade answered ${answer.status}`);
    results.push(await untilChanged(async () => (await accessSummary(b.baseUrl, user)).is_premium));
  }
  return figures(results);
}
