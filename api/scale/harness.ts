import { killAllInstances, scaleServices, startInstance, waitReady, type Instance } from './instances';
import { openRunServices, type RunServices } from './services';

export const services = scaleServices();
/** Without TEST_DATABASE_URL and TEST_REDIS_URL the suite is skipped (run.mjs says so before jest starts). */
export const describeWithServices = services ? describe : describe.skip;

/** Generous on a busy 2-core machine: two instances seed 1200 companies and analyse them at once. */
export const PAIR_START_TIMEOUT_MS = 90_000;

/**
 * The production 2 s database deadline fails fast on purpose; two instances
 * starting, a burst of researches and other jobs on a shared 2-core test
 * machine need slack (as testDatabases gives its pools). Tests that check the
 * deadline itself live in api/faults.
 */
// A worker hand-over is tried every second, so killing the worker is seen quickly.
const TEST_SLACK = { DATABASE_REQUEST_DEADLINE_MS: '10000', WORKER_RETRY_MS: '1000' };

export interface Pair {
  readonly run: RunServices;
  readonly a: Instance;
  readonly b: Instance;
  both(): [Instance, Instance];
  /** Starts A and B together on the run's schema (any still running are stopped first). */
  restart(): Promise<void>;
}

/**
 * For a describe block: a fresh empty schema, a fresh Redis prefix, and two
 * compiled instances started at the same moment, so their start-up (migrations,
 * seeding, analyses, the worker election) races as it would in a deployment.
 * Everything is stopped and removed after the block, whatever the tests did;
 * instances.ts also kills them when the process exits. `envOf` adds variables
 * for one instance (read when they start, so after earlier beforeAll hooks).
 */
export function instancePair(env: Record<string, string>, envOf: (name: 'a' | 'b') => Record<string, string> = () => ({})): Pair {
  const state: { run?: RunServices; a?: Instance; b?: Instance } = {};
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is set up in beforeAll; read it inside a test`);
    return value;
  };
  const startBoth = async (): Promise<void> => {
    const run = need(state.run, 'the run');
    const instanceEnv = (name: 'a' | 'b') => ({ ...run.instanceEnv, ...TEST_SLACK, ...env, ...envOf(name) });
    [state.a, state.b] = await Promise.all([startInstance('a', instanceEnv('a')), startInstance('b', instanceEnv('b'))]);
    await Promise.all([waitReady(state.a, PAIR_START_TIMEOUT_MS), waitReady(state.b, PAIR_START_TIMEOUT_MS)]);
  };
  const pair: Pair = {
    get run() {
      return need(state.run, 'the run');
    },
    get a() {
      return need(state.a, 'instance A');
    },
    get b() {
      return need(state.b, 'instance B');
    },
    both: () => [pair.a, pair.b],
    async restart() {
      await Promise.all([state.a?.stop(), state.b?.stop()]);
      await startBoth();
    },
  };
  beforeAll(async () => {
    state.run = await openRunServices(services!.databaseUrl, services!.redisUrl);
    await startBoth();
  }, PAIR_START_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await Promise.all([state.a?.stop(), state.b?.stop()]);
    killAllInstances();
    await state.run?.remove();
  }, 30_000);
  return pair;
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
