import { randomBytes } from 'node:crypto';
import * as z from 'zod';

/** How often an instance sends itself a heartbeat through the invalidation channel. */
export const HEARTBEAT_INTERVAL_MS = 1_000;
/**
 * How long since the last heartbeat that came back was sent before the channel
 * counts as down. Below the session memo's 5 s, so a Redis that hangs without
 * closing stops the memo before its own lifetime would.
 */
export const HEARTBEAT_SILENCE_MS = 3_000;

export const HeartbeatSchema = z.strictObject({
  kind: z.literal('heartbeat'),
  from: z.string().regex(/^[0-9a-f]{16}$/),
  /** On the sender's own monotonic clock; only the sender reads it. */
  sentAt: z.number().finite(),
});

export interface HeartbeatOptions {
  /** PUBLISH on the channel; may never settle while Redis hangs. */
  publish(raw: string): Promise<unknown>;
  /** False once the connections are closed (shutdown): the heartbeat stops. */
  isOpen(): boolean;
  /** Called before each beat, so a silence is noticed within an interval even without requests. */
  onTick(): void;
  now?: () => number;
  intervalMs?: number;
  silenceMs?: number;
}

/**
 * A connection that hangs raises no error, so the bus proves it is live by
 * sending itself a heartbeat and seeing it come back. Redis delivers a channel's
 * messages in the order it received them, so a heartbeat back means every
 * invalidation Redis took before it reached this instance; the proof is dated
 * from when the heartbeat was sent.
 */
export function createHeartbeat(options: HeartbeatOptions) {
  const now = options.now ?? (() => performance.now());
  const silenceMs = options.silenceMs ?? HEARTBEAT_SILENCE_MS;
  const id = randomBytes(8).toString('hex');
  let confirmedSentAt = Number.NEGATIVE_INFINITY;
  // One PUBLISH at a time: a hung connection must not pile heartbeats up in the client's queue.
  let sending = false;

  function beat(): void {
    if (sending) return;
    sending = true;
    options
      .publish(JSON.stringify({ kind: 'heartbeat', from: id, sentAt: now() }))
      .catch(() => undefined) // the connection is down: its error listener reports that
      .finally(() => (sending = false));
  }

  const timer = setInterval(() => {
    if (!options.isOpen()) {
      clearInterval(timer);
      return;
    }
    options.onTick();
    beat();
  }, options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  timer.unref();

  return {
    beat,
    /** Takes a heartbeat off the channel: this instance's own confirm the channel, others' are ignored. */
    receive(heartbeat: z.infer<typeof HeartbeatSchema>): void {
      if (heartbeat.from === id && heartbeat.sentAt <= now()) confirmedSentAt = Math.max(confirmedSentAt, heartbeat.sentAt);
    },
    /** Whether a heartbeat sent within the silence limit has come back. */
    isFresh: (): boolean => now() - confirmedSentAt <= silenceMs,
    /** After a reconnect only a new round trip counts (the subscription itself may not be back yet). */
    forget(): void {
      confirmedSentAt = Number.NEGATIVE_INFINITY;
    },
  };
}
