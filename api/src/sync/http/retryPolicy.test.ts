import { jitteredBackoff, judgeStatus, MAX_RETRY_AFTER_MS, parseRetryAfter, retryWait } from './retryPolicy';

const backoff = { baseMs: 1_000, maxMs: 30_000 };

describe('jitteredBackoff', () => {
  it('stays within [0, min(max, base·2^(n−1))) for any random draw', () => {
    const draws = [0, 0.25, 0.5, 0.999_999];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const ceiling = Math.min(30_000, 1_000 * 2 ** (attempt - 1));
      for (const draw of draws) {
        const wait = jitteredBackoff(attempt, backoff, () => draw);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(ceiling);
      }
    }
    expect(jitteredBackoff(3, backoff, () => 0.5)).toBe(2_000);
    expect(jitteredBackoff(20, backoff, () => 0.999_999)).toBe(29_999);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-03T10:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Mon, 03 Mar 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 03 Mar 2025 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable value', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('retryWait', () => {
  it('waits at least what Retry-After says, and gives up on one beyond the cap', () => {
    expect(retryWait(1, 5_000, backoff, () => 0.5)).toBe(5_000);
    expect(retryWait(6, 5_000, backoff, () => 0.5)).toBe(15_000);
    expect(retryWait(1, MAX_RETRY_AFTER_MS + 1, backoff, () => 0.5)).toBeUndefined();
  });
});

describe('judgeStatus', () => {
  it.each([
    [200, 'done'],
    [404, 'done'],
    [403, 'done'],
    [401, 'done'],
    [429, 'retry'],
    [500, 'retry'],
    [599, 'retry'],
    [400, 'fail'],
    [410, 'fail'],
  ])('HTTP %i → %s', (status, action) => {
    expect(judgeStatus(status, null, 0).action).toBe(action);
  });
});
