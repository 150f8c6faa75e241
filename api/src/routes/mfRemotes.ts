import express, { type Router } from 'express';
import { type RemoteRegistrySource } from '../config/remoteRegistry';

/**
 * GET /api/mf/remotes: where the shell finds each remote's manifest. no-cache, so
 * a repointed or rolled-back remote reaches browsers on their next load.
 */
export function mfRemotesRouter(registry: RemoteRegistrySource): Router {
  const router = express.Router();
  router.get('/api/mf/remotes', async (_req, res) => {
    const { registry: body } = await registry.current();
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
