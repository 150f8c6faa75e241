import { type Clock } from '../requestPacer';

export interface FakeClock extends Clock {
  /** Every sleep asked for, in order (ms). */
  sleeps: number[];
  advance(ms: number): void;
}

/** Time moves only when told to, or by exactly what a sleep asks for. */
export function createFakeClock(startMs: number): FakeClock {
  let now = startMs;
  const clock: FakeClock = {
    sleeps: [],
    now: () => now,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      clock.sleeps.push(ms);
      now += ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}
