import express from 'express';
import request from 'supertest';
import { type IdentityVerifier } from '../auth/identityVerifier';
import { createSessionCache, SESSION_CACHE_TTL_MS } from '../auth/sessionCache';
import { authenticate, SESSION_COOKIE } from './requestAuth';

const SECOND = 1_000;
const user = { userId: 'u-1', email: 'a@example.test', fullName: null, pictureUrl: null };

/**
 * The cookie path of authenticate() on the real session memo, with a fake
 * database whose one session lives until `endsAt` (or until deleted) and a
 * clock the test moves.
 */
function cookieApp(endsAt = 8.64e15) {
  const state = { clock: 0, deleted: false, askedAt: [] as number[] };
  const resolveSession = (token: string) => {
    state.askedAt.push(state.clock);
    const live = token === 'token-1' && !state.deleted && state.clock < endsAt;
    return Promise.resolve(live ? { user, expiresAt: new Date(endsAt) } : null);
  };
  const sessions = createSessionCache(() => new Date(state.clock), SESSION_CACHE_TTL_MS);
  const app = express();
  const verifier = { verify: () => Promise.reject(new Error('no bearer tokens here')) } as unknown as IdentityVerifier;
  app.use(authenticate({ verifier, callers: { acceptIdentity: () => Promise.resolve(), resolveSession }, sessions }));
  app.get('/me', (req, res) => res.json({ userId: req.auth?.userId ?? null }));
  const signedIn = async (): Promise<boolean> =>
    ((await request(app).get('/me').set('Cookie', `${SESSION_COOKIE}=token-1`).expect(200)).body as { userId: string | null }).userId !== null;
  return { state, signedIn };
}

describe('authenticate: the session memo', () => {
  it('asks the database again every 5 s for a session polled every second (a hit never extends the memo)', async () => {
    const { state, signedIn } = cookieApp();
    for (state.clock = 0; state.clock <= 20 * SECOND; state.clock += SECOND) expect(await signedIn()).toBe(true);
    expect(state.askedAt).toEqual([0, 5, 10, 15, 20].map((s) => s * SECOND));
  });

  it('refuses a session deleted in the database within 5 s while it is polled every second', async () => {
    const { state, signedIn } = cookieApp();
    let refusedAt: number | undefined;
    for (state.clock = 0; state.clock <= 60 * SECOND && refusedAt === undefined; state.clock += SECOND) {
      if (state.clock === 2 * SECOND) state.deleted = true;
      if (!(await signedIn())) refusedAt = state.clock;
    }
    expect(refusedAt).toBeDefined();
    expect(refusedAt! - 2 * SECOND).toBeLessThanOrEqual(SESSION_CACHE_TTL_MS);
  });

  it('refuses a polled session from the moment its absolute lifetime ends, not up to 5 s later', async () => {
    const endsAt = 12 * 60 * 60 * SECOND;
    const { state, signedIn } = cookieApp(endsAt);
    state.clock = endsAt - 2 * SECOND;
    expect(await signedIn()).toBe(true);
    state.clock = endsAt;
    expect(await signedIn()).toBe(false);
  });
});
