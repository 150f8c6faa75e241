import * as z from 'zod/mini';

/**
 * GET /api/company/:id/report.pdf (docs/premium-report.md): the PDF report of a company the caller
 * has researched, for a running 1-year plan. Refusals are JSON `{ error, message }`; the browser
 * decides on these codes, never on the prose.
 */
export const REPORT_LANGUAGES = ['en', 'hi'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const CompanyReportQuerySchema = z.strictObject({ lang: z.optional(z.enum(REPORT_LANGUAGES)) });
export type CompanyReportQuery = z.infer<typeof CompanyReportQuerySchema>;

/** 403: the user holds no 1-year plan running now (the catalogue's `exclusive_reports` refusal). */
export const YEARLY_PLAN_REQUIRED = 'yearly_plan_required';
/** 403: the user has not researched this company. */
export const REPORT_NOT_RESEARCHED = 'not_researched';

export function companyReportPath(companyId: string, lang?: ReportLanguage): string {
  return `/api/company/${encodeURIComponent(companyId)}/report.pdf${lang === undefined ? '' : `?lang=${lang}`}`;
}

/** The file name: `<key>-conviction-<YYYY-MM-DD>.pdf`, the date in India's time. */
export function companyReportFileName(key: string, date: string): string {
  const safe = key.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safe}-conviction-${date}.pdf`;
}
