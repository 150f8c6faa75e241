import { hashSessionToken } from './sessionTokens';
import { createLocalBus, type Invalidation } from '../sharedState/invalidationBus';
import { createSessionCache, type SessionLookup } from './sessionCache';
import { type SessionUser } from './sessionUser';

const user: SessionUser = { userId: 'u-1', email: 'a@example.test', fullName: null, pictureUrl: null };
const FAR = new Date(8.64e15); // the latest Date: a session that does not end during the test

/** A fake database: every token stands for `owner` until `expiresAt`; counts the lookups. */
function database(owner: SessionUser = user, expiresAt = FAR) {
  const asked: string[] = [];
  const lookup: SessionLookup = (token) => {
    asked.push(token);
    return Promise.resolve({ user: owner, expiresAt });
  };
  return { lookup, asked };
}

describe('session cache', () => {
  it('reuses a session for the TTL from its database check, however often it is hit', async () => {
    let clock = 0;
    const cache = createSessionCache(() => new Date(clock), 5_000);
    const db = database();
    for (clock = 0; clock < 5_000; clock += 500) await expect(cache.resolve('token-1', db.lookup)).resolves.toBe(user);
    expect(db.asked).toHaveLength(1);
    clock = 5_000;
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(2);
  });

  it('never keeps a session past its own expiry (idle or absolute), whatever the TTL', async () => {
    let clock = 0;
    const cache = createSessionCache(() => new Date(clock), 60 * 60_000);
    const db = database(user, new Date(10_000));
    await cache.resolve('token-1', db.lookup);
    clock = 9_999;
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(1);
    clock = 10_000;
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(2);
  });

  it('memoises nothing for a token the database refuses', async () => {
    const cache = createSessionCache(() => new Date(0), 5_000);
    let asked = 0;
    const refuse: SessionLookup = () => {
      asked += 1;
      return Promise.resolve(null);
    };
    await expect(cache.resolve('gone', refuse)).resolves.toBeNull();
    await expect(cache.resolve('gone', refuse)).resolves.toBeNull();
    expect(asked).toBe(2);
  });

  it('forgets a session at once on eviction, and does not memoise a lookup that was in flight meanwhile', async () => {
    const cache = createSessionCache(() => new Date(0), 5_000);
    const db = database();
    await cache.resolve('token-1', db.lookup);
    cache.evict('token-1');
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(2);

    // The lookup read the row before the sign-out committed; its answer must not be memoised.
    const slow: SessionLookup = async (token) => {
      const answer = await db.lookup(token);
      cache.evict('token-2');
      return answer;
    };
    await cache.resolve('token-2', slow);
    await cache.resolve('token-2', db.lookup);
    expect(db.asked.filter((token) => token === 'token-2')).toHaveLength(2);
  });

  it("forgets every session of one user at once, and only that user's", async () => {
    const cache = createSessionCache(() => new Date(0), 5_000);
    const mine = database();
    const theirs = database({ ...user, userId: 'u-2' });
    await cache.resolve('phone', mine.lookup);
    await cache.resolve('laptop', mine.lookup);
    await cache.resolve('theirs', theirs.lookup);
    cache.evictUser('u-1');
    for (const token of ['phone', 'laptop']) await cache.resolve(token, mine.lookup);
    await cache.resolve('theirs', theirs.lookup);
    expect(mine.asked).toEqual(['phone', 'laptop', 'phone', 'laptop']);
    expect(theirs.asked).toEqual(['theirs']);
  });
});

describe('session cache on an invalidation bus', () => {
  function fakeBus(live = true) {
    const bus = { ...createLocalBus(), isLive: () => live, setLive: (next: boolean) => (live = next) };
    return bus;
  }

  it('publishes its evictions as token hashes, and applies those of other instances', async () => {
    const bus = fakeBus();
    const published: Invalidation[] = [];
    bus.subscribe({ onMessage: (message) => published.push(message), onReset: () => undefined });
    const here = createSessionCache(() => new Date(0), 5_000, bus);
    const db = database();
    await here.resolve('token-1', db.lookup);
    await here.resolve('token-2', db.lookup);
    here.evict('token-1');
    expect(published).toEqual([{ kind: 'session', tokenHash: hashSessionToken('token-1').toString('hex') }]);
    bus.publish({ kind: 'userSessions', userId: 'u-1' });
    await here.resolve('token-2', db.lookup);
    expect(db.asked).toEqual(['token-1', 'token-2', 'token-2']);
  });

  it('is bypassed while the bus is not live (the database answers every request), and emptied when it returns', async () => {
    const bus = fakeBus(false);
    let resets: Array<() => void> = [];
    const cache = createSessionCache(() => new Date(0), 5_000, { ...bus, subscribe: (listener) => void (resets = [...resets, () => listener.onReset()]) });
    const db = database();
    await cache.resolve('token-1', db.lookup);
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(2);
    bus.setLive(true);
    await cache.resolve('token-1', db.lookup);
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(3);
    for (const reset of resets) reset();
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(4);
  });

  it('stops using what it memoised as soon as the bus is not live', async () => {
    const bus = fakeBus();
    const cache = createSessionCache(() => new Date(0), 5_000, bus);
    const db = database();
    await cache.resolve('token-1', db.lookup);
    bus.setLive(false);
    await cache.resolve('token-1', db.lookup);
    expect(db.asked).toHaveLength(2);
  });
});
