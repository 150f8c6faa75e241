import { type Request, type RequestHandler } from 'express';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { type Logger } from '../logger';
import { recordFailure, requestOrigin, type AuditAction, type RequestOrigin } from '../services/audit';
import { requireCaller, type AuthContext } from '../http/requestAuth';

/**
 * A signed-in JSON route whose refusals and failures go to the audit trail
 * (services/audit.ts) before the error handler answers them. `run` returns the
 * answer's body; what it records on success is its own business.
 */
export function auditedRoute(
  deps: { db: ServiceDatabase; logger?: Logger | undefined },
  action: AuditAction,
  run: (req: Request, context: { caller: AuthContext; origin: RequestOrigin }) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const caller = requireCaller(req);
    const origin = requestOrigin(req);
    try {
      res.json(await run(req, { caller, origin }));
    } catch (error) {
      await recordFailure(deps.db, { action, userId: caller.userId, origin }, error, deps.logger);
      throw error;
    }
  };
}
