import { hashSessionToken } from './sessionTokens';
import { createLocalBus, type Invalidation } from '../sharedState/invalidationBus';
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

describe('session cache on an invalidation bus', () => {
  function fakeBus(live = true) {
    const bus = { ...createLocalBus(), isLive: () => live, setLive: (next: boolean) => (live = next) };
    return bus;
  }

  it('publishes its evictions as token hashes, and applies those of other instances', () => {
    const bus = fakeBus();
    const published: Invalidation[] = [];
    bus.subscribe({ onMessage: (message) => published.push(message), onReset: () => undefined });
    const here = createSessionCache(() => new Date(0), 5_000, bus);
    here.set('token-1', user);
    here.set('token-2', user);
    here.evict('token-1');
    expect(here.get('token-1')).toBeUndefined();
    expect(published).toEqual([{ kind: 'session', tokenHash: hashSessionToken('token-1').toString('hex') }]);
    bus.publish({ kind: 'userSessions', userId: 'u-1' });
    expect(here.get('token-2')).toBeUndefined();
  });

  it('is bypassed while the bus is down (the database answers), and emptied when it returns', () => {
    const bus = fakeBus(false);
    let resets: Array<() => void> = [];
    const cache = createSessionCache(() => new Date(0), 5_000, { ...bus, subscribe: (listener) => void (resets = [...resets, () => listener.onReset()]) });
    cache.set('token-1', user);
    expect(cache.get('token-1')).toBeUndefined();
    bus.setLive(true);
    cache.set('token-1', user);
    expect(cache.get('token-1')).toBe(user);
    for (const reset of resets) reset();
    expect(cache.get('token-1')).toBeUndefined();
  });
});
