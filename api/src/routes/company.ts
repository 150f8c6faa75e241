import { Router } from 'express';
import { type Kysely } from 'kysely';
import { CompanySearchRequestSchema, type AccessDenied } from 'shared-types/api';
import * as z from 'zod/mini';
import { assertOwnUserId, requireCaller } from '../auth/requestAuth';
import { type Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { validateRequest } from '../http/validateRequest';
import { accessSummary, openCompany } from '../services/companyAccess';
import { BoundedCache } from '../services/boundedCache';
import { type CompanyDetailsService } from '../services/companyDetails';
import { type StockListService } from '../services/stockList';

const UserIdParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export interface CompanyRouterDeps {
  db: Kysely<Database>;
  details: CompanyDetailsService;
  /** The cached company list resolves names and codes without a query. */
  stockList: StockListService;
  freeLimit: number;
  now: () => Date;
}

/** Company research and the access summary (specification section 7). */
export function companyRouter(deps: CompanyRouterDeps): Router {
  const router = Router();
  // (user, company) pairs known to be accessed. Access rows are never removed while
  // the user exists, so a hit can skip the database; a miss takes the guarded path.
  const knownAccess = new BoundedCache<string, true>(10_000);

  router.post('/api/company/search', async (req, res) => {
    const caller = requireCaller(req);
    const body = validateRequest(CompanySearchRequestSchema, req.body);
    assertOwnUserId(caller, body.user_id);
    const company = (await deps.stockList.get()).find({ companyId: body.company_id, name: body.company_name });
    if (!company) throw new HttpError(404, 'unknown_company', `No company matches "${body.company_name.slice(0, 80)}". Pick one from the suggestions.`);
    const now = deps.now();
    // Load the analysis before counting the access, so a failure never costs a slot.
    const payloadJson = await deps.details.json(company.id, now);
    const accessKey = `${caller.userId}|${company.id}`;
    const decision = knownAccess.get(accessKey)
      ? ({ allowed: true, firstAccess: false } as const)
      : await openCompany(deps.db, { userId: caller.userId, companyId: company.id, freeLimit: deps.freeLimit, now });
    if (!decision.allowed) {
      const denied: AccessDenied = { success: false, can_access: false, error: 'access_limit_reached', message: decision.message, access_count: decision.accessCount, max_access: decision.maxAccess };
      res.status(403).json(denied);
      return;
    }
    knownAccess.set(accessKey, true);
    // The stored payload is spliced in as text: no parse and re-serialise of ~20 kB per request.
    res.type('application/json').send(`{"success":true,"company_data":${payloadJson}}`);
  });

  // Both paths answer the same summary; the id must be the caller's own.
  for (const path of ['/api/company/access-summary/:id', '/api/company/user-access/:id']) {
    router.get(path, async (req, res) => {
      const caller = requireCaller(req);
      const { id } = validateRequest(UserIdParams, req.params);
      assertOwnUserId(caller, id);
      res.json(await accessSummary(deps.db, { userId: caller.userId, freeLimit: deps.freeLimit, now: deps.now() }));
    });
  }

  return router;
}
