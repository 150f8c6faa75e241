import { Router, type RequestHandler } from 'express';
import {
  AccountDeleteRequestSchema,
  AccountExportRequestSchema,
  RevokeAllSessionsRequestSchema,
  type AccountDeleteResponse,
  type ApiError,
  type RevokeAllSessionsResponse,
} from 'shared-types/api';
import { clearSessionCookie, requireCaller } from '../http/requestAuth';
import { type SessionCache } from '../auth/sessionCache';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { type InvalidationBus } from '../sharedState/invalidationBus';
import { validateRequest } from '../http/validateRequest';
import { deleteAccount, exportAccount, listSessions } from '../services/account';
import { requestOrigin } from '../services/audit';
import { signOutEverywhere } from '../services/identityRevocation';
import { readPreferences, writePreferences } from '../services/preferences';
import { answerInClientKeys, preferencesFromBody } from './preferencesRequest';

/** Before a per-user limiter: an anonymous request is a 401, not a try. */
const callerFirst: RequestHandler = (req, _res, next) => {
  requireCaller(req);
  next();
};

export interface AccountRouteDeps {
  db: ServiceDatabase;
  now: () => Date;
  sessions: SessionCache;
  /** Announces access changes (account deletion) to every instance. */
  bus?: InvalidationBus;
  /** Limits POST /api/account/export (it reads every row of the user). */
  exportLimiter: RequestHandler;
}

/**
 * Every user resource lives under /api/account (issue 13). The user is the
 * caller (session cookie or verified bearer token), never a body or a path;
 * the fetch-metadata guard on /api covers the state-changing routes.
 */
export function accountRouter(deps: AccountRouteDeps): Router {
  const router = Router();

  router.get('/api/account/sessions', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await listSessions(deps.db, { userId: caller.userId, currentToken: caller.sessionToken, now: deps.now() }));
  });

  router.post('/api/account/sessions/revoke-all', async (req, res) => {
    const caller = requireCaller(req);
    validateRequest(RevokeAllSessionsRequestSchema, req.body);
    const ended = await signOutEverywhere(deps.db, caller.userId, deps.now(), requestOrigin(req));
    deps.sessions.evictUser(caller.userId);
    clearSessionCookie(res);
    const body: RevokeAllSessionsResponse = { success: true, sessions_ended: ended };
    res.json(body);
  });

  // A POST, so the fetch-metadata guard refuses it from any other page (a page on another port of this
  // machine is same-site and carries the cookie) before the hourly quota counts it. Never a GET: a link or
  // an image could trigger that.
  router.post('/api/account/export', callerFirst, deps.exportLimiter, async (req, res) => {
    const caller = requireCaller(req);
    validateRequest(AccountExportRequestSchema, req.body);
    const body = await exportAccount(deps.db, { userId: caller.userId, now: deps.now(), origin: requestOrigin(req) });
    res.setHeader('Content-Disposition', `attachment; filename="conviction-export-${body.exported_at.slice(0, 10)}.json"`);
    res.json(body);
  });

  router.get('/api/account/export', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ error: 'method_not_allowed', message: 'Ask for the export with POST /api/account/export.' } satisfies ApiError);
  });

  // The lens and pillar weights the result view opens with; defaults for a user who never chose.
  // Weights are stored by pillar id; a client built before ids sends and reads the v1 names (preferencesRequest.ts).
  router.get('/api/account/preferences', async (req, res) => {
    const caller = requireCaller(req);
    const answer = answerInClientKeys(req);
    res.json(answer(await readPreferences(deps.db, caller.userId)));
  });

  router.put('/api/account/preferences', async (req, res) => {
    const caller = requireCaller(req);
    const answer = answerInClientKeys(req);
    const preferences = preferencesFromBody(req.body);
    res.json(answer(await writePreferences(deps.db, caller.userId, preferences, deps.now())));
  });

  router.delete('/api/account', async (req, res) => {
    const caller = requireCaller(req);
    validateRequest(AccountDeleteRequestSchema, req.body);
    await deleteAccount(deps.db, { userId: caller.userId, now: deps.now(), origin: requestOrigin(req) }, deps.bus);
    deps.sessions.evictUser(caller.userId);
    clearSessionCookie(res);
    res.setHeader('Clear-Site-Data', '"cookies"');
    const body: AccountDeleteResponse = { success: true, message: 'Your account has been deleted.' };
    res.json(body);
  });

  return router;
}
