import { Router } from 'express';
import { LocalSignInRequestSchema, type AuthConfig } from 'shared-types/api';
import { type LocalIssuer } from '../auth/localIssuer';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { loopbackOnly } from '../http/loopbackOnly';
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

/** Anyone who reaches local sign-in signs in as any e-mail: it answers only on this machine unless accepted otherwise. */
const signInFromThisMachine = loopbackOnly(
  'local_sign_in_loopback_only',
  'Local sign-in only answers on the machine it runs on. To sign in from elsewhere, the server needs real sign-in (SUPABASE_URL and SUPABASE_ANON_KEY).',
);

/**
 * The local issuer's endpoints. Registered only in local auth mode, so with a
 * Supabase project configured they do not exist at all. Every sign-in attempt
 * is audited, a refused one too (no transaction: minting writes nothing else).
 * Unless ALLOW_LOCAL_ISSUER_ON_NETWORK accepted the risk (`onNetwork`), sign-in
 * refuses a request relayed by a proxy or sent by a page elsewhere, so a
 * reverse proxy put in front by mistake exposes nothing (docs/security.md).
 */
export function localAuthRouter(issuer: LocalIssuer, deps: { db: ServiceDatabase; logger?: Logger; onNetwork: boolean }): Router {
  const router = Router();
  if (!deps.onNetwork) router.use('/api/auth/local/sign-in', signInFromThisMachine);
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
