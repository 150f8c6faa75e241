import { Router, type RequestHandler } from 'express';
import { companyReportFileName, CompanyReportQuerySchema } from 'shared-types/api';
import * as z from 'zod/mini';
import { requireCaller } from '../http/requestAuth';
import { validateRequest } from '../http/validateRequest';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { recordAudit, requestOrigin } from '../services/audit';
import { type AnalysisEngine } from '../services/companyDetails';
import { companyReport } from '../services/report/companyReport';

const IdParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export interface CompanyReportRouterDeps {
  db: ServiceDatabase;
  engine: AnalysisEngine;
  now: () => Date;
  /** Per signed-in user: drawing a report costs far more than serving a page. */
  limiter: RequestHandler;
}

/** The PDF report of a researched company, for a running 1-year plan (docs/premium-report.md). HTTP only. */
export function companyReportRouter(deps: CompanyReportRouterDeps): Router {
  const router = Router();
  router.get('/api/company/:id/report.pdf', deps.limiter, async (req, res) => {
    const caller = requireCaller(req);
    const { id } = validateRequest(IdParams, req.params);
    // No language asked: English (no language preference is stored yet).
    const { lang = 'en' } = validateRequest(CompanyReportQuerySchema, req.query);
    const report = await companyReport(deps.db, deps.engine, { userId: caller.userId, companyId: id, lang, now: deps.now() });
    await recordAudit(deps.db, { action: 'report.download', userId: caller.userId, target: `company:${id}`, outcome: 'success', origin: requestOrigin(req) });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${companyReportFileName(report.key, report.date)}"`,
        'Cache-Control': 'private, no-store',
        'Content-Length': String(report.bytes.length),
      })
      .end(report.bytes);
  });
  return router;
}
