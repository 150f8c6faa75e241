import { createSessionCache } from './sessionCache';

const user = { userId: 'u-1', email: 'a@example.test', fullName: null, pictureUrl: null };

describe('session cache', () => {
  it('reuses a resolved session for the TTL only, and forgets it at once on eviction', () => {
    let clock = 0;
    const cache = createSessionCache(() => new Date(clock), 5_000);
    cache.set('token-1', user);
    clock = 4_999;
    expect(cache.get('token-1')).toBe(user);
    clock = 5_001;
    expect(cache.get('token-1')).toBeUndefined();
    cache.set('token-1', user);
    cache.evict('token-1');
    expect(cache.get('token-1')).toBeUndefined();
  });

  it("forgets every session of one user at once, and only that user's", () => {
    const cache = createSessionCache(() => new Date(0), 5_000);
    const other = { ...user, userId: 'u-2' };
    cache.set('phone', user);
    cache.set('laptop', user);
    cache.set('theirs', other);
    cache.evictUser('u-1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('theirs')).toBe(other);
  });
});
