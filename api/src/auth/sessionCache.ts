import { BoundedCache } from '../cache/boundedCache';
import { hashSessionToken } from './sessionTokens';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { type LiveSession, type SessionUser } from './sessionUser';

/** How long after a database check a session may be reused without asking again (docs/shared-state.md). */
export const SESSION_CACHE_TTL_MS = 5_000;

/** How the memo asks the database: the live session a token stands for, or null. */
export type SessionLookup = (token: string) => Promise<LiveSession | null>;

/**
 * Per-process memo of live sessions, so a burst of requests costs one lookup.
 * An entry lives for the TTL from the database check that made it (a hit
 * never extends it) and never past the session's own expiry, so any ended
 * session is refused everywhere within the TTL. With a bus (Redis, see
 * docs/shared-state.md) evictions reach every instance at once; while the bus
 * cannot show it is live (down, or hung: its heartbeat is not coming back) the
 * memo is bypassed and every request asks the database.
 */
export function createSessionCache(now: () => Date, ttlMs = SESSION_CACHE_TTL_MS, bus?: InvalidationBus) {
  // Keyed by the token's hash, the form revocations travel in.
  const entries = new BoundedCache<string, { user: SessionUser; until: number }>(5_000);
  // Bumped by every eviction: a lookup that was in flight meanwhile may have read the session before it ended.
  let evictions = 0;
  const keyOf = (token: string): string => hashSessionToken(token).toString('hex');
  const trusted = (): boolean => bus === undefined || bus.isLive();
  const forget = (drop: () => void): void => {
    evictions += 1;
    drop();
  };
  bus?.subscribe({
    onMessage(message) {
      if (message.kind === 'session') forget(() => entries.delete(message.tokenHash));
      if (message.kind === 'userSessions') forget(() => entries.deleteWhere((entry) => entry.user.userId === message.userId));
    },
    onReset: () => forget(() => entries.clear()),
  });

  function fresh(key: string): SessionUser | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now().getTime()) return entry.user;
    entries.delete(key);
    return undefined;
  }

  return {
    /** The session's user: memoised while the entry is fresh and the bus is live, else from `lookup` (and memoised). */
    async resolve(token: string, lookup: SessionLookup): Promise<SessionUser | null> {
      const key = keyOf(token);
      const memoised = trusted() ? fresh(key) : undefined;
      if (memoised) return memoised;
      const checkedAt = now().getTime();
      const evictionsBefore = evictions;
      const live = await lookup(token);
      if (live && evictions === evictionsBefore && trusted()) {
        entries.set(key, { user: live.user, until: Math.min(checkedAt + ttlMs, live.expiresAt.getTime()) });
      }
      return live?.user ?? null;
    },
    /** Call after the session is deleted, so no instance can memoise it again from the database. */
    evict(token: string): void {
      const tokenHash = keyOf(token);
      forget(() => entries.delete(tokenHash));
      bus?.publish({ kind: 'session', tokenHash });
    },
    /** Every cached session of the user ('sign out everywhere', account deletion). */
    evictUser(userId: string): void {
      forget(() => entries.deleteWhere((entry) => entry.user.userId === userId));
      bus?.publish({ kind: 'userSessions', userId });
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
