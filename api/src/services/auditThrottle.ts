import { BoundedCache } from '../cache/boundedCache';

/** One audit row per source and window: enough to see an attack, too few to fill the table. */
export const UNAUTHENTICATED_AUDIT_WINDOW_MS = 10 * 60_000;

export interface AuditThrottle {
  /**
   * Whether a refusal from `source` should become an audit row now: the first
   * in each window does; the rest are counted, and the count comes back with
   * the next one recorded (and goes to the log meanwhile).
   */
  admit(source: string): { record: boolean; suppressedBefore: number };
}

/**
 * Anyone may call the public webhook, and every refusal used to write an
 * audit row: 300 rows in 2 seconds, unbounded (docs/payments.md, 'Webhook').
 * Refusals nobody has authenticated are throttled per source address; the
 * answer to the caller does not change. Bounded memory: a flood from many
 * addresses forgets the oldest, which at worst records one row more.
 */
export function createAuditThrottle(now: () => Date, windowMs = UNAUTHENTICATED_AUDIT_WINDOW_MS): AuditThrottle {
  const sources = new BoundedCache<string, { windowStart: number; suppressed: number }>(10_000);
  return {
    admit(source) {
      const at = now().getTime();
      const seen = sources.get(source);
      if (seen !== undefined && at - seen.windowStart < windowMs) {
        seen.suppressed += 1;
        return { record: false, suppressedBefore: seen.suppressed };
      }
      sources.set(source, { windowStart: at, suppressed: 0 });
      return { record: true, suppressedBefore: seen?.suppressed ?? 0 };
    },
  };
}
