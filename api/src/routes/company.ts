import { Router } from 'express';
import {
  CompanySearchQuerySchema,
  CompanySearchRequestSchema,
  RESEARCH_V2_UNITS,
  StatementsQuerySchema,
  type AccessDenied,
  type CompanySearchQuery,
} from 'shared-types/api';
import * as z from 'zod/mini';
import { assertOwnUserId, requireCaller } from '../http/requestAuth';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { createPreparedJsonBodies } from '../http/preparedJsonBodies';
import { validateRequest } from '../http/validateRequest';
import { accessSummary } from '../services/companyAccess';
import { type ResearchAnswer } from '../services/companyDetails';
import { type CompanyResearch } from '../services/companyResearch';
import { companyStatements } from '../services/companyStatements';
import { statementsExcel } from '../services/excel/excelDownloads';
import { sendExcel } from './sendExcel';
import { companyPeers } from '../services/peerComparison/companyPeers';

/** A user's or a company's id in the path. */
const IdParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export interface CompanyRouterDeps {
  db: ServiceDatabase;
  research: CompanyResearch;
  freeLimit: number;
  now: () => Date;
}

/** Company research and the access summary (docs/product-rules.md). HTTP only; rules live in services. */
export function companyRouter(deps: CompanyRouterDeps): Router {
  const router = Router();
  const wrap = (payloadJson: string) => `{"success":true,"company_data":${payloadJson}}`;
  // One set of prepared bodies per answer version: each keeps its own bytes and ETag.
  const researchBodies = { v1: createPreparedJsonBodies(wrap), v2: createPreparedJsonBodies(wrap), 'v2-whole': createPreparedJsonBodies(wrap) };

  router.post('/api/company/search', async (req, res) => {
    const caller = requireCaller(req);
    // v2 only when asked (docs/api-compatibility.md, 'The research answer: v1 beside v2').
    const answer = researchAnswerOf(validateRequest(CompanySearchQuerySchema, req.query));
    const body = validateRequest(CompanySearchRequestSchema, req.body);
    assertOwnUserId(caller, body.user_id);
    const outcome = await deps.research({ userId: caller.userId, companyId: body.company_id, name: body.company_name, now: deps.now(), answer });
    if (!outcome.allowed) {
      const denied: AccessDenied = {
        success: false,
        can_access: false,
        error: 'access_limit_reached',
        message: outcome.message,
        access_count: outcome.accessCount,
        max_access: outcome.maxAccess,
      };
      res.status(403).json(denied);
      return;
    }
    // The stored payload is spliced in as text, and its bytes kept: no parse, re-serialise or re-encode per request.
    const prepared = researchBodies[answer](outcome.companyId, outcome.payloadJson);
    res.type('application/json').set('ETag', prepared.etag).send(prepared.bytes);
  });

  // Both paths answer the same summary; the id must be the caller's own.
  for (const path of ['/api/company/access-summary/:id', '/api/company/user-access/:id']) {
    router.get(path, async (req, res) => {
      const caller = requireCaller(req);
      const { id } = validateRequest(IdParams, req.params);
      assertOwnUserId(caller, id);
      res.json(await accessSummary(deps.db, { userId: caller.userId, freeLimit: deps.freeLimit, now: deps.now() }));
    });
  }

  // A view of a company already researched: never counts against the free limit (docs/statements.md).
  router.get('/api/company/:id/statements', async (req, res) => {
    const caller = requireCaller(req);
    const { id } = validateRequest(IdParams, req.params);
    const { basis } = validateRequest(StatementsQuerySchema, req.query);
    res.set('Cache-Control', 'private, no-cache').json(await companyStatements(deps.db, { userId: caller.userId, companyId: id, basis, now: deps.now() }));
  });

  // The same statements as a workbook, premium only (docs/statements.md, 'Excel downloads').
  router.get('/api/company/:id/statements.xlsx', async (req, res) => {
    const caller = requireCaller(req);
    const { id } = validateRequest(IdParams, req.params);
    const { basis } = validateRequest(StatementsQuerySchema, req.query);
    sendExcel(res, await statementsExcel(deps.db, { userId: caller.userId, companyId: id, basis, now: deps.now() }));
  });

  // Also a view of a research already made (docs/peer-comparison.md, 'Served on its own'); revalidated by its ETag.
  router.get('/api/company/:id/peers', async (req, res) => {
    const caller = requireCaller(req);
    const { id } = validateRequest(IdParams, req.params);
    res.set('Cache-Control', 'private, no-cache').json(await companyPeers(deps.db, { userId: caller.userId, companyId: id, now: deps.now() }));
  });

  return router;
}

/** v1 unless v2 is asked; v2's figures are bare numbers only for a client built with this server's unit table. */
function researchAnswerOf(query: CompanySearchQuery): ResearchAnswer {
  if (query.answer !== 'v2') return 'v1';
  return query.units === RESEARCH_V2_UNITS.version ? 'v2' : 'v2-whole';
}
