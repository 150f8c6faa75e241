import { Router } from 'express';
import { requireCaller } from '../http/requestAuth';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { compareCompanies, compareIds } from '../services/screener/compareCompanies';

export interface CompareRouterDeps {
  db: ServiceDatabase;
  now: () => Date;
}

/** Companies side by side (docs/screener.md, 'Compare'): signed-in; records no company access. HTTP only. */
export function compareRouter(deps: CompareRouterDeps): Router {
  const router = Router();

  router.get('/api/compare', async (req, res) => {
    const caller = requireCaller(req);
    const ids = compareIds(req.query.ids);
    res.set('Cache-Control', 'private, no-store').json(await compareCompanies(deps.db, { userId: caller.userId, ids, now: deps.now() }));
  });

  return router;
}
