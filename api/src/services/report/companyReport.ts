import { type Kysely } from 'kysely';
import { COMPANY_NOT_FOUND, premiumFeature, REPORT_NOT_RESEARCHED, type ReportLanguage, type ResearchV2 } from 'shared-types/api';
import { loadMessages } from 'shared-types/messages';
import { hasAccess } from '../../db/companyAccessRepository';
import { companyForReport, holdsRunningYearlyPlan } from '../../db/reportRepository';
import { type Database } from '../../db/schema';
import { declareLongRunning } from '../../context/longRunningWork';
import { DomainError } from '../../errors/domainError';
import { companyAnswersJson, type AnalysisEngine } from '../companyDetails';
import { peerComparisonOf } from '../peerComparison/servePeerComparison';
import { renderReport, type RenderedReport } from './renderReport';
import { reportHistory } from './reportData';

export const YEARLY_PLAN_MESSAGE = 'PDF reports come with the 1 Year Premium plan.';

/** YYYY-MM-DD of `now` in India's time. */
export function indiaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface CompanyReport extends RenderedReport {
  key: string;
  date: string;
}

/**
 * GET /api/company/:id/report.pdf (docs/premium-report.md): checks, in order, that the company
 * exists (404), that the user holds a running 1-year plan (403 yearly_plan_required) and has
 * researched the company (403 not_researched), then draws the report from the stored v2 answer.
 * Never records an access: a report is a view of a research already made.
 */
export async function companyReport(
  db: Kysely<Database>,
  engine: AnalysisEngine,
  input: { userId: string; companyId: string; lang: ReportLanguage; now: Date },
): Promise<CompanyReport> {
  const company = await companyForReport(db, input.companyId);
  if (company === undefined) throw new DomainError('not_found', COMPANY_NOT_FOUND, 'No such company. Pick one from the list.');
  if (!(await holdsRunningYearlyPlan(db, input.userId, input.now))) {
    throw new DomainError('forbidden', premiumFeature('exclusive_reports').refusal ?? 'yearly_plan_required', YEARLY_PLAN_MESSAGE);
  }
  if (!(await hasAccess(db, input.userId, input.companyId))) {
    throw new DomainError('forbidden', REPORT_NOT_RESEARCHED, `Research ${company.name} first to download its report.`);
  }
  return drawCompanyReport(db, engine, { companyId: input.companyId, name: company.name, key: company.key, lang: input.lang, now: input.now });
}

/** Loads what the report shows and draws it; no access check (the route's caller checked, the bench needs none). */
export async function drawCompanyReport(
  db: Kysely<Database>,
  engine: AnalysisEngine,
  input: { companyId: string; name: string; key: string; lang: ReportLanguage; now: Date },
): Promise<CompanyReport> {
  const [answers, history, peers, messages] = await Promise.all([
    companyAnswersJson(db, input.companyId, engine, input.now, 'v2'),
    reportHistory(db, input.companyId),
    peerComparisonOf(db, input.companyId),
    loadMessages(input.lang),
  ]);
  const date = indiaDate(input.now);
  const research = JSON.parse(answers.json) as ResearchV2;
  // Drawing is CPU work on data already loaded: the database deadline is not for it.
  declareLongRunning('drawing a PDF report');
  const rendered = await renderReport({ research, name: input.name, key: input.key, date, messages, peers: peers ?? null, ...history });
  return { ...rendered, key: input.key, date };
}
