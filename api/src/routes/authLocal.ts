import { Router } from 'express';
import { LocalSignInRequestSchema, type AuthConfig } from 'shared-types/api';
import { type LocalIssuer } from '../auth/localIssuer';
import { validateRequest } from '../http/validateRequest';

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
 * Supabase project configured they do not exist at all.
 */
export function localAuthRouter(issuer: LocalIssuer): Router {
  const router = Router();
  router.get('/api/auth/local/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.json(issuer.jwks());
  });
  router.post('/api/auth/local/sign-in', async (req, res) => {
    const body = validateRequest(LocalSignInRequestSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await issuer.signIn(body.email, body.full_name));
  });
  return router;
}
