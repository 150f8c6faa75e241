import { Router } from 'express';
import { type Kysely } from 'kysely';
import { CompanySearchRequestSchema, type AccessDenied, type CompanySearchResponse } from 'shared-types/api';
import * as z from 'zod/mini';
import { assertOwnUserId, requireCaller } from '../auth/requestAuth';
import { findCompany } from '../db/companyLookupRepository';
import { type Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { validateRequest } from '../http/validateRequest';
import { accessSummary, openCompany } from '../services/companyAccess';
import { companyDetails, type AnalysisEngine } from '../services/companyDetails';

const UserIdParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export interface CompanyRouterDeps {
  db: Kysely<Database>;
  engine: AnalysisEngine;
  freeLimit: number;
  now: () => Date;
}

/** Company research and the access summary (specification section 7). */
export function companyRouter(deps: CompanyRouterDeps): Router {
  const router = Router();

  router.post('/api/company/search', async (req, res) => {
    const caller = requireCaller(req);
    const body = validateRequest(CompanySearchRequestSchema, req.body);
    assertOwnUserId(caller, body.user_id);
    const company = await findCompany(deps.db, { companyId: body.company_id, name: body.company_name });
    if (!company) throw new HttpError(404, 'unknown_company', `No company matches "${body.company_name.slice(0, 80)}". Pick one from the suggestions.`);
    const now = deps.now();
    // Load the analysis before counting the access, so a failure never costs a slot.
    const payload = await companyDetails(deps.db, company.id, deps.engine, now);
    const decision = await openCompany(deps.db, { userId: caller.userId, companyId: company.id, freeLimit: deps.freeLimit, now });
    if (!decision.allowed) {
      const denied: AccessDenied = { success: false, can_access: false, error: 'access_limit_reached', message: decision.message, access_count: decision.accessCount, max_access: decision.maxAccess };
      res.status(403).json(denied);
      return;
    }
    const body200: CompanySearchResponse = { success: true, company_data: payload };
    res.json(body200);
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
