import { BoundedCache } from '../cache/boundedCache';
import { hashSessionToken } from './sessionTokens';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { type SessionUser } from './sessionUser';

/** How long a resolved session may be reused without asking the database. */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * Per-process memo of live sessions, so a burst of requests costs one lookup.
 * Without a bus, sign-out on this process evicts at once and another instance
 * may keep the session for at most the TTL. With one (Redis, see
 * docs/shared-state.md) evictions reach every instance at once, and while the
 * bus is down the memo is bypassed, so every request asks the database. The
 * idle clock is unaffected: activity is written once a minute anyway.
 */
export function createSessionCache(now: () => Date, ttlMs = SESSION_CACHE_TTL_MS, bus?: InvalidationBus) {
  // Keyed by the token's hash, the form revocations travel in.
  const entries = new BoundedCache<string, { user: SessionUser; until: number }>(5_000);
  const keyOf = (token: string): string => hashSessionToken(token).toString('hex');
  const trusted = (): boolean => bus === undefined || bus.isLive();
  bus?.subscribe({
    onMessage(message) {
      if (message.kind === 'session') entries.delete(message.tokenHash);
      if (message.kind === 'userSessions') entries.deleteWhere((entry) => entry.user.userId === message.userId);
    },
    onReset: () => entries.clear(),
  });
  return {
    get(token: string): SessionUser | undefined {
      if (!trusted()) return undefined;
      const entry = entries.get(keyOf(token));
      return entry && entry.until > now().getTime() ? entry.user : undefined;
    },
    set(token: string, user: SessionUser): void {
      if (trusted()) entries.set(keyOf(token), { user, until: now().getTime() + ttlMs });
    },
    /** Call after the session is deleted, so no instance can memoise it again from the database. */
    evict(token: string): void {
      const tokenHash = keyOf(token);
      entries.delete(tokenHash);
      bus?.publish({ kind: 'session', tokenHash });
    },
    /** Every cached session of the user ('sign out everywhere', account deletion). */
    evictUser(userId: string): void {
      entries.deleteWhere((entry) => entry.user.userId === userId);
      bus?.publish({ kind: 'userSessions', userId });
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
