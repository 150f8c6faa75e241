import { BoundedCache } from '../cache/boundedCache';
import { type SessionUser } from './sessionUser';

/** How long a resolved session may be reused without asking the database. */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * Per-process memo of live sessions, so a burst of requests costs one lookup.
 * Sign-out on this process evicts at once; elsewhere (another instance) a
 * session can outlive its invalidation by at most the TTL. The idle clock is
 * unaffected: activity is written once a minute anyway.
 */
export function createSessionCache(now: () => Date, ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new BoundedCache<string, { user: SessionUser; until: number }>(5_000);
  return {
    get(token: string): SessionUser | undefined {
      const entry = entries.get(token);
      return entry && entry.until > now().getTime() ? entry.user : undefined;
    },
    set(token: string, user: SessionUser): void {
      entries.set(token, { user, until: now().getTime() + ttlMs });
    },
    evict(token: string): void {
      entries.delete(token);
    },
    /** Every cached session of the user ('sign out everywhere', account deletion). */
    evictUser(userId: string): void {
      entries.deleteWhere((entry) => entry.user.userId === userId);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
