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
});
