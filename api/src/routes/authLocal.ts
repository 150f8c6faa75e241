import { Router } from 'express';
import { type Kysely } from 'kysely';
import { LocalSignInRequestSchema, type AuthConfig } from 'shared-types/api';
import { type LocalIssuer } from '../auth/localIssuer';
import { type Database } from '../db/schema';
import { validateRequest } from '../http/validateRequest';
import { type Logger } from '../logger';
import { recordAudit, recordFailure, requestOrigin } from '../services/audit';

/** GET /api/auth/config: tells the shell which sign-in to offer (the anon key is public by design). */
export function authConfigRouter(config: AuthConfig): Router {
  const router = Router();
  router.get('/api/auth/config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config);
  });
  return router;
}

/**
 * The local issuer's endpoints. Registered only in local auth mode, so with a
 * Supabase project configured they do not exist at all. Every sign-in attempt
 * is audited, a refused one too (no transaction: minting writes nothing else).
 */
export function localAuthRouter(issuer: LocalIssuer, deps: { db: Kysely<Database>; logger?: Logger }): Router {
  const router = Router();
  router.get('/api/auth/local/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.json(issuer.jwks());
  });
  router.post('/api/auth/local/sign-in', async (req, res) => {
    const origin = requestOrigin(req);
    let body;
    try {
      body = validateRequest(LocalSignInRequestSchema, req.body);
    } catch (error) {
      await recordFailure(deps.db, { action: 'sign_in.local', userId: null, origin }, error, deps.logger);
      throw error;
    }
    const signedIn = await issuer.signIn(body.email, body.full_name);
    await recordAudit(deps.db, { action: 'sign_in.local', userId: issuer.userIdFor(body.email), outcome: 'success', origin });
    res.setHeader('Cache-Control', 'no-store');
    res.json(signedIn);
  });
  return router;
}
