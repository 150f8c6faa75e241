import { Router } from 'express';
import { SaveScreenRequestSchema, type SaveScreenRequest } from 'shared-types/api';
import { HttpError } from '../http/httpError';
import { requireCaller } from '../http/requestAuth';
import { validateRequest } from '../http/validateRequest';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { deleteScreen, listScreens, saveScreen } from '../services/screener/savedScreens';

export interface SavedScreensRouterDeps {
  db: ServiceDatabase;
  now: () => Date;
}

/** A user's saved screens (docs/screener.md, 'Saved screens'): signed-in, the caller's own only. HTTP only. */
export function savedScreensRouter(deps: SavedScreensRouterDeps): Router {
  const router = Router();

  router.get('/api/screens', async (req, res) => {
    const caller = requireCaller(req);
    res.set('Cache-Control', 'private, no-store').json(await listScreens(deps.db, { userId: caller.userId, now: deps.now() }));
  });

  router.post('/api/screens', async (req, res) => {
    const caller = requireCaller(req);
    const request = screenRequest(req.body);
    res
      .status(201)
      .set('Cache-Control', 'private, no-store')
      .json(await saveScreen(deps.db, { userId: caller.userId, request, now: deps.now() }));
  });

  router.delete('/api/screens/:id', async (req, res) => {
    const caller = requireCaller(req);
    await deleteScreen(deps.db, { userId: caller.userId, id: req.params.id });
    res.set('Cache-Control', 'private, no-store').status(204).end();
  });

  return router;
}

/** The strict body; its refusal (an unknown key, a missing or too long field) is the contract's `invalid_screen`. */
function screenRequest(body: unknown): SaveScreenRequest {
  try {
    return validateRequest(SaveScreenRequestSchema, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(400, 'invalid_screen', error.message, { ...error.extra, code: 'invalid_screen' });
  }
}
