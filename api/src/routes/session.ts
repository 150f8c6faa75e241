import { Router } from 'express';
import { SessionCreateRequestSchema, SessionTokenRequestSchema, type SessionValidation } from 'shared-types/api';
import { type IdentityVerifier, type VerifiedIdentity } from '../auth/identityVerifier';
import { type SessionCache } from '../auth/sessionCache';
import { bearerToken, clearSessionCookie, readSessionCookie, requireCaller, setSessionCookie } from '../http/requestAuth';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { HttpError, unauthorized } from '../http/httpError';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { recordFailure, requestOrigin } from '../services/audit';
import { createSession, endSession, MAX_TOKEN_AGE_AT_EXCHANGE_MS, SESSION_ABSOLUTE_MS } from '../services/sessions';

const MAX_TOKEN_AGE_AT_EXCHANGE = `${MAX_TOKEN_AGE_AT_EXCHANGE_MS / 1000}s`;

const invalid: SessionValidation = { success: true, valid: false, user_id: null, email: null, full_name: null, picture: null };

/**
 * The session endpoints (README, "Driving the API with curl"). The session token travels
 * only in an HttpOnly cookie; a session_token in a body is accepted for
 * compatibility and ignored.
 */
export function sessionRouter(deps: { db: ServiceDatabase; verifier: IdentityVerifier; now: () => Date; sessions: SessionCache; logger?: Logger }): Router {
  const router = Router();

  router.post('/api/session/create', async (req, res) => {
    let identity: VerifiedIdentity | undefined;
    try {
      const body = validateRequest(SessionCreateRequestSchema, req.body);
      const token = bearerToken(req);
      if (!token) throw unauthorized('Send the identity token as "Authorization: Bearer <token>" to create a session.');
      identity = await deps.verifier.verify(token, { maxTokenAge: MAX_TOKEN_AGE_AT_EXCHANGE });
      if (body.user_id !== undefined && body.user_id.toLowerCase() !== identity.userId) {
        throw new HttpError(403, 'identity_mismatch', 'user_id does not match the signed-in identity.');
      }
      if (body.user_email !== undefined && body.user_email.trim().toLowerCase() !== identity.email) {
        throw new HttpError(403, 'identity_mismatch', 'user_email does not match the signed-in identity.');
      }
      const session = await createSession(deps.db, identity, { now: deps.now(), userAgent: req.get('user-agent') ?? null, ip: req.ip ?? null });
      setSessionCookie(res, session.token, SESSION_ABSOLUTE_MS);
      res.json({ success: true, idle_expires_at: session.idleExpiresAt.toISOString(), absolute_expires_at: session.absoluteExpiresAt.toISOString() });
    } catch (error) {
      // A failed sign-in is recorded on its own: the session's transaction (if any) rolled back.
      await recordFailure(deps.db, { action: 'session.create', userId: identity?.userId ?? null, origin: requestOrigin(req) }, error, deps.logger);
      throw error;
    }
  });

  router.post('/api/session/validate', (req, res) => {
    validateRequest(SessionTokenRequestSchema, req.body);
    const caller = req.auth?.via === 'session' ? req.auth : undefined;
    const body: SessionValidation = caller
      ? { success: true, valid: true, user_id: caller.userId, email: caller.email, full_name: caller.fullName, picture: caller.pictureUrl }
      : invalid;
    res.json(body);
  });

  router.post('/api/session/activity', (req, res) => {
    validateRequest(SessionTokenRequestSchema, req.body);
    // authenticate() already recorded the activity while resolving the cookie.
    requireCaller(req);
    res.json({ success: true });
  });

  router.post('/api/session/invalidate', async (req, res) => {
    validateRequest(SessionTokenRequestSchema, req.body);
    const token = readSessionCookie(req);
    if (token) {
      try {
        await endSession(deps.db, token, deps.now(), requestOrigin(req));
      } finally {
        // After the delete: an instance told earlier could memoise the session again from the database.
        deps.sessions.evict(token);
      }
    }
    clearSessionCookie(res);
    res.setHeader('Clear-Site-Data', '"cookies"');
    res.json({ success: true });
  });

  return router;
}
