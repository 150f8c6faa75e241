export interface RepeatingJobOptions {
  run: () => Promise<void>;
  /** From the end of one run to the start of the next. */
  intervalMs: number;
  firstDelayMs: number;
  /** A run that failed (the database is away); the next tick tries again. */
  onError: (error: unknown) => void;
}

export interface RepeatingJob {
  /** No further runs; resolves once a running one has ended. */
  stop(): Promise<void>;
}

/**
 * Runs a job on a timer that never keeps the process alive, the next run
 * scheduled only once the last has ended, so two never overlap. Shared by the
 * session purge and the worker's scheduled recompute.
 */
export function repeatOnTimer(options: RepeatingJobOptions): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = (): void => {
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(options.intervalMs);
      });
  };
  const schedule = (delay: number): void => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(options.firstDelayMs);

  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
