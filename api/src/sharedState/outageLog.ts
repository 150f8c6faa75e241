import { type Logger } from '../logger';

export interface OutageLog {
  /** Logs a warning on the first failure of an outage only (not once per request or retry). */
  failed(error?: unknown): void;
  /** Logs once that the outage is over; quiet when there was none. */
  recovered(): void;
  readonly isDown: boolean;
}

/** One warning per outage and one line when it ends, so a Redis outage never floods the log. */
export function createOutageLog(logger: Logger, messages: { lost: string; back: string }, context: Record<string, unknown> = {}): OutageLog {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      logger.warn(error === undefined ? context : { ...context, err: error }, messages.lost);
    },
    recovered() {
      if (!down) return;
      down = false;
      logger.info(context, messages.back);
    },
    get isDown() {
      return down;
    },
  };
}
