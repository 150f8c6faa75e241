import { Router, type RequestHandler } from 'express';
import { CompanyKeyParamsSchema } from 'shared-types/api';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { validateRequest } from '../http/validateRequest';
import { companyPrices, companyPublic } from '../services/companyPublic';

/**
 * A company's public view and its price chart's closes (docs/company-page.md, docs/http-api.md):
 * mounted before the signed-in API, so nobody needs to be signed in; nothing here records an access.
 * Public and the same for everyone: caches may keep an answer a minute, and serve it a little
 * longer while they fetch the next (imports change it rarely).
 */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function companyPublicRouter(deps: { db: ServiceDatabase; limiter: RequestHandler }): Router {
  const router = Router();
  router.use('/api/company/by-key', deps.limiter);
  router.get('/api/company/by-key/:key/public', async (req, res) => {
    res.set('Cache-Control', 'no-store'); // until the answer is in hand: a 404 or an error is not cached
    const { key } = validateRequest(CompanyKeyParamsSchema, req.params);
    const body = await companyPublic(deps.db, key);
    res.set('Cache-Control', PUBLIC_CACHE).json(body);
  });
  router.get('/api/company/by-key/:key/prices', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { key } = validateRequest(CompanyKeyParamsSchema, req.params);
    const body = await companyPrices(deps.db, key);
    res.set('Cache-Control', PUBLIC_CACHE).json(body);
  });
  return router;
}
