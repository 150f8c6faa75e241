import { type AccountRequestFailure, policyLimit, retryAfterSeconds } from './accountApi';
import { exportFailureMessage, exportLimitMessage, failureMessage, formatWhen } from './messages';
import { exportFileName } from './saveJsonFile';

function failure(status: AccountRequestFailure['status'], rest: Partial<AccountRequestFailure> = {}): AccountRequestFailure {
  return { status, message: null, retryAfterSeconds: null, limit: null, ...rest };
}

describe('the export rate-limit message', () => {
  it('names the hourly quota and the wait in whole minutes, rounded up', () => {
    expect(exportLimitMessage(5, 1500)).toBe('You can export 5 times an hour; try again in 25 minutes.');
    expect(exportLimitMessage(5, 61)).toBe('You can export 5 times an hour; try again in 2 minutes.');
    expect(exportLimitMessage(1, 30)).toBe('You can export once an hour; try again in 1 minute.');
  });

  it('still says something useful without the headers', () => {
    expect(exportLimitMessage(null, 600)).toBe('You can export your data only a few times an hour; try again in 10 minutes.');
    expect(exportLimitMessage(5, null)).toBe('You can export 5 times an hour; please try again later.');
    expect(exportFailureMessage(failure(429))).toBe('You can export your data only a few times an hour; please try again later.');
  });
});

describe('rate-limit headers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-03-12T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 12 Mar 2025 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('reads the quota of a RateLimit-Policy header', () => {
    expect(policyLimit('"5-in-1hour"; q=5; w=3600; pk=:abc:')).toBe(5);
    expect(policyLimit('5;w=3600')).toBeNull();
    expect(policyLimit(null)).toBeNull();
  });
});

describe('failure messages', () => {
  it('says what did not happen, and why when that is known', () => {
    expect(failureMessage(failure('timeout'), 'Could not export your data.')).toBe(
      'Could not export your data. The server took longer than 10 seconds to answer. Please try again.',
    );
    expect(failureMessage(failure(401), 'Could not delete your account.')).toBe(
      'Could not delete your account. Your session has ended. Sign in again and try once more.',
    );
    expect(failureMessage(failure(400, { message: 'confirm must be "DELETE".' }), 'Could not delete your account.')).toBe(
      'Could not delete your account. confirm must be "DELETE".',
    );
    expect(failureMessage(failure(503, { message: 'down' }), 'Could not delete your account.')).toBe('Could not delete your account. Please try again.');
    // A response that did not match the contract (a serialized parse error).
    expect(failureMessage({ name: 'ZodError', message: 'bad' }, 'Could not load your sessions.')).toBe('Could not load your sessions. Please try again.');
  });
});

describe('formatting', () => {
  it('names the export file by the day the server made it', () => {
    expect(exportFileName('2025-03-12T23:59:00.000Z')).toBe('conviction-export-2025-03-12.json');
  });

  it('shows an unreadable time as it was sent', () => {
    expect(formatWhen('not a time')).toBe('not a time');
    expect(formatWhen('2025-03-12T12:00:00.000Z')).toMatch(/^12 Mar 2025, \d{1,2}:\d{2} (am|pm)$/);
  });
});
