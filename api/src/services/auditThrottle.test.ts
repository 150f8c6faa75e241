import { createAuditThrottle } from './auditThrottle';

describe('createAuditThrottle', () => {
  it('admits the first refusal of a source in each window, and counts the rest', () => {
    let at = Date.parse('2026-11-27T10:00:00Z');
    const throttle = createAuditThrottle(() => new Date(at), 60_000);

    expect(throttle.admit('203.0.113.9')).toEqual({ record: true, suppressedBefore: 0 });
    expect(throttle.admit('203.0.113.9')).toEqual({ record: false, suppressedBefore: 1 });
    expect(throttle.admit('203.0.113.9')).toEqual({ record: false, suppressedBefore: 2 });
    expect(throttle.admit('198.51.100.7')).toEqual({ record: true, suppressedBefore: 0 });
    at += 60_000;
    expect(throttle.admit('203.0.113.9')).toEqual({ record: true, suppressedBefore: 2 });
    expect(throttle.admit('203.0.113.9')).toEqual({ record: false, suppressedBefore: 1 });
  });
});
