import { XMLParser } from 'fast-xml-parser';
import { IngestFormatError } from '../records';
import { looksZipped } from './bhavcopyArchive';
import { DamagedZipError, openZip, ZIP_LIMITS } from './zipEntries';

/**
 * Reads one worksheet's values straight from an .xlsx (a zip of XML parts):
 * the workbook's sheet list, its relationships, the shared strings and that
 * sheet. Nothing else is inflated (zipEntries.ts bounds what is), so what other tools add when they re-save a
 * Screener export (tables, charts, defined names, styles, other sheets) cannot
 * refuse the file: openpyxl's table parts made exceljs throw on exports whose
 * Data Sheet was intact.
 */

/** A cell as stored: a number (dates are Excel serials), text, a boolean, or null (blank, an error, an uncalculated formula). */
export type XlsxValue = number | string | boolean | null;

export interface XlsxSheet {
  /** The sheet's name as the workbook writes it. */
  name: string;
  /** The workbook counts serial dates from 1904 (old Mac workbooks). */
  date1904: boolean;
  /** Values by row, then column (both 1-based). */
  rows: ReadonlyMap<number, ReadonlyMap<number, XlsxValue>>;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['sheet', 'Relationship', 'si', 'r', 'row', 'c'].includes(name),
});

type Node = Record<string, unknown>;

/** The sheet whose name `matches`; a missing sheet is an error listing the workbook's tabs. */
export function readXlsxSheet(bytes: Uint8Array, file: string, matches: (name: string) => boolean, describe: string): XlsxSheet {
  const parts = workbookParts(bytes, file);
  const workbook = parse(parts, 'xl/workbook.xml', file).workbook as Node | undefined;
  if (workbook === undefined) throw notWorkbook(file, bytes);
  const sheets = asArray((workbook.sheets as Node | undefined)?.sheet);
  const sheet = sheets.find((candidate) => matches(String(candidate.name ?? '')));
  if (sheet === undefined) {
    const names = sheets.map((candidate) => `'${String(candidate.name ?? '')}'`).join(', ') || 'none';
    throw new IngestFormatError({ file, cell: describe }, `the workbook has no '${describe}' tab (its tabs: ${names}); is it a Screener export?`);
  }
  const target = sheetTarget(parts, String(sheet.id ?? ''), file);
  const shared = sharedStrings(parts, file);
  const worksheet = parse(parts, target, file).worksheet as Node | undefined;
  const rows = new Map<number, Map<number, XlsxValue>>();
  for (const row of asArray((worksheet?.sheetData as Node | undefined)?.row)) {
    for (const cell of asArray(row.c)) {
      const place = cellPlace(String(cell.r ?? ''));
      if (place === null) continue;
      const value = cellValue(cell, shared);
      if (value === null) continue;
      if (!rows.has(place.row)) rows.set(place.row, new Map());
      rows.get(place.row)!.set(place.column, value);
    }
  }
  const properties = workbook.workbookPr as Node | undefined;
  const date1904 = properties?.date1904 === '1' || properties?.date1904 === 'true';
  return { name: String(sheet.name), date1904, rows };
}

/** Reads one part of the workbook on demand, through the bounded zip reader. */
type Parts = (name: string) => Uint8Array | undefined;

function workbookParts(bytes: Uint8Array, file: string): Parts {
  if (!looksZipped(bytes)) throw notWorkbook(file, bytes);
  const zip = damagedAsWorkbook(file, () => openZip(bytes, file, ZIP_LIMITS.workbook));
  return (name) => {
    const entry = zip.find(name);
    return entry === undefined ? undefined : damagedAsWorkbook(file, () => zip.read(entry));
  };
}

/** A damaged zip said the way a Screener user can act on; a refused bomb (ZipRefusedError) passes through as it is. */
function damagedAsWorkbook<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof DamagedZipError)) throw error;
    throw new IngestFormatError(
      { file },
      `not an Excel workbook (.xlsx): the zip is damaged (${error.detail}); export it again from Screener with Export to Excel`,
    );
  }
}

function notWorkbook(file: string, bytes: Uint8Array): IngestFormatError {
  const detail = looksZipped(bytes) ? ' (a zip without a workbook inside)' : '';
  return new IngestFormatError({ file }, `not an Excel workbook (.xlsx)${detail}; export it again from Screener with Export to Excel`);
}

function parse(parts: Parts, name: string, file: string): Node {
  const bytes = parts(name);
  if (bytes === undefined) return {};
  try {
    return xml.parse(new TextDecoder('utf-8').decode(bytes)) as Node;
  } catch (error) {
    throw new IngestFormatError({ file }, `not a readable Excel workbook: ${name} is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** 'worksheets/sheet6.xml' or '/xl/worksheets/sheet6.xml' → 'xl/worksheets/sheet6.xml'. */
function sheetTarget(parts: Parts, relationshipId: string, file: string): string {
  const relationships = asArray(((parse(parts, 'xl/_rels/workbook.xml.rels', file).Relationships as Node | undefined) ?? {}).Relationship);
  const target = String(relationships.find((relationship) => relationship.Id === relationshipId)?.Target ?? '');
  if (target === '') throw new IngestFormatError({ file }, 'not a readable Excel workbook: the sheet has no part in the workbook');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function sharedStrings(parts: Parts, file: string): string[] {
  const table = parse(parts, 'xl/sharedStrings.xml', file).sst as Node | undefined;
  return asArray(table?.si).map(richText);
}

/** <si><t>…</t></si> or rich text runs <si><r><t>…</t></r>…</si>. */
function richText(node: Node): string {
  if (node.t !== undefined) return textOf(node.t);
  return asArray(node.r)
    .map((run) => textOf(run.t))
    .join('');
}

function cellValue(cell: Node, shared: readonly string[]): XlsxValue {
  const type = String(cell.t ?? 'n');
  if (type === 'inlineStr') return richText((cell.is as Node | undefined) ?? {});
  const raw = cell.v === undefined ? null : textOf(cell.v);
  if (raw === null || type === 'e') return null;
  if (type === 's') return shared[Number(raw)] ?? null;
  if (type === 'str') return raw;
  if (type === 'b') return raw === '1';
  const number = Number(raw);
  return raw.trim() !== '' && Number.isFinite(number) ? number : null;
}

function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']);
  return '';
}

/** 'AB12' → row 12, column 28. */
function cellPlace(reference: string): { row: number; column: number } | null {
  const match = /^([A-Z]+)(\d+)$/.exec(reference);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]), column };
}

function asArray(value: unknown): Node[] {
  if (Array.isArray(value)) return value as Node[];
  return value === undefined || value === null ? [] : [value as Node];
}
