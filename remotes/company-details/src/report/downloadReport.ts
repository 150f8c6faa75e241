import { ApiErrorSchema, companyReportPath, REPORT_NOT_RESEARCHED, YEARLY_PLAN_REQUIRED, type ReportLanguage } from 'shared-types/api';
import { getApiBase } from 'shared-types/shell';

export type ReportOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'upgrade' } | { kind: 'research_first' } | { kind: 'failed' };

/** The file name from `Content-Disposition: attachment; filename="…"`, else a plain one. */
export function attachmentName(header: string | null): string {
  const match = header === null ? null : /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? 'conviction-report.pdf';
}

/**
 * GET /api/company/:id/report.pdf with the session cookie. Decides on the status and the error
 * code, never on the server's words: 403 yearly_plan_required asks for the upgrade dialog.
 */
export async function downloadReport(companyId: string, lang: ReportLanguage, fetcher: typeof fetch = fetch): Promise<ReportOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${getApiBase()}${companyReportPath(companyId, lang)}`, { credentials: 'same-origin' });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'file', blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
  const body = ApiErrorSchema.safeParse(await response.json().catch(() => null));
  const code = body.success ? body.data.error : null;
  if (response.status === 403 && code === YEARLY_PLAN_REQUIRED) return { kind: 'upgrade' };
  if (response.status === 403 && code === REPORT_NOT_RESEARCHED) return { kind: 'research_first' };
  return { kind: 'failed' };
}

/** Hands the file to the browser under the server's name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
