import { UNIT_WORDS, type StatementBasis, type StatementTable } from 'shared-types/api';
import { saveFile } from 'shared-types/ui';
import { LINE_ITEM, NO_BASIS_FILE_PART, UNIT } from './messages';

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A table as RFC 4180 CSV: a header row (line item, unit, each period's end
 * date), then one row per line item with its numbers as they came (no
 * grouping, no rounding) and an empty field where a figure is not reported.
 * Lines end with CRLF, as the RFC says.
 */
export function tableCsv(table: StatementTable): string {
  const header = [LINE_ITEM, UNIT, ...table.columns.map((column) => column.date)];
  const rows = table.rows.map((row) => [row.label, UNIT_WORDS[row.unit], ...row.values.map((value) => (value === null ? '' : String(value)))]);
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** 'aravali-cement-works' from 'Aravali Cement Works'; 'm-m' from 'M&M'. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'company' : slug;
}

/** '<company>-<table>-<basis>.csv'. */
export function csvFileName(company: string, table: StatementTable, basis: StatementBasis | null): string {
  return `${fileSlug(company)}-${table.id}-${basis ?? NO_BASIS_FILE_PART}.csv`;
}

/** Saves the CSV through a Blob and an object URL (shared-types/ui's saveFile). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** The server's workbook of every statement on this basis (docs/statements.md, 'Excel downloads'): premium only. */
export function statementsExcelUrl(companyId: string, basis: StatementBasis | null): string {
  const path = `/api/company/${encodeURIComponent(companyId)}/statements.xlsx`;
  return basis === null ? path : `${path}?basis=${basis}`;
}
