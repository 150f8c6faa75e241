import { type Workbook, type Worksheet } from 'exceljs';
import {
  CRORE_NOTE,
  noPeriods,
  SOURCE_KIND_NAMES,
  sourceAudited,
  statementTables,
  UNIT_WORDS,
  type FigureUnit,
  type StatementsResponse,
  type StatementTable,
} from 'shared-types/api';
import { addCells, indianDay, NUMBER_FORMATS, newWorkbook, sheetName, styleHeader } from './workbookParts';

/** Rows above a statement's header row: the title, the basis, the units. */
const TITLE_ROWS = 3;
export const SOURCES_SHEET = 'Sources';
export const STATEMENT_HEADER = ['Line item', 'Unit'] as const;
export const SOURCES_HEADER = ['Statement', 'Period', 'Period end', 'Source', 'Document', 'Filed', 'Audited', 'Note'] as const;

const FORMAT_OF: Readonly<Record<FigureUnit, string>> = { crore: NUMBER_FORMATS.amount, per_share: NUMBER_FORMATS.amount, percent: NUMBER_FORMATS.percent };

/**
 * The statements the company page shows, one sheet per table (the page's own
 * tables, from shared-types' statementTables), periods as columns oldest left,
 * then a last sheet with each column's source and dates (docs/statements.md, 'Excel downloads').
 */
export function statementsWorkbook(answer: StatementsResponse, now: Date): Workbook {
  const workbook = newWorkbook(now);
  // Every table the page has a tab for, an empty one too (its sheet says so, as the page does).
  const tables = statementTables(answer);
  for (const table of tables) statementSheet(workbook, answer, table);
  sourcesSheet(workbook, answer, tables, indianDay(now));
  return workbook;
}

function statementSheet(workbook: Workbook, answer: StatementsResponse, table: StatementTable): void {
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', xSplit: 1, ySplit: TITLE_ROWS + 1 }] });
  styleHeader(sheet.addRow([`${answer.company.name} · ${table.title}`]));
  sheet.addRow([answer.basis_note]);
  if (table.columns.length === 0 || table.rows.length === 0) {
    sheet.addRow([noPeriods(table.title)]);
    return;
  }
  sheet.addRow([CRORE_NOTE]);
  styleHeader(sheet.addRow([...STATEMENT_HEADER, ...table.columns.map((column) => column.label)]));
  for (const row of table.rows) {
    const added = addCells(sheet, [row.label, UNIT_WORDS[row.unit], ...row.values]);
    for (let column = 0; column < row.values.length; column++) added.getCell(column + 3).numFmt = FORMAT_OF[row.unit];
  }
  sheet.getColumn(1).width = 36;
  sheet.getColumn(2).width = 9;
  for (let column = 3; column <= table.columns.length + 2; column++) sheet.getColumn(column).width = 16;
}

function sourcesSheet(workbook: Workbook, answer: StatementsResponse, tables: readonly StatementTable[], day: string): void {
  const sheet: Worksheet = workbook.addWorksheet(SOURCES_SHEET, { views: [{ state: 'frozen', ySplit: TITLE_ROWS + 1 }] });
  styleHeader(sheet.addRow([`${answer.company.name} · ${SOURCES_SHEET}`]));
  sheet.addRow([`Downloaded ${day} from Conviction`]);
  sheet.addRow([answer.basis_note]);
  styleHeader(sheet.addRow([...SOURCES_HEADER]));
  for (const table of tables) {
    for (const column of table.columns) {
      const { source } = column;
      const end = addCells(sheet, [
        table.title,
        column.label,
        new Date(`${column.date}T00:00:00Z`),
        SOURCE_KIND_NAMES[source.kind],
        source.document,
        source.filed_at,
        sourceAudited(source.audited),
        column.lengthNote,
      ]).getCell(3);
      end.numFmt = NUMBER_FORMATS.date;
    }
  }
  for (const flag of answer.data_flags) addCells(sheet, ['Data flag', flag.as_of, null, null, null, null, null, flag.message]);
  [22, 22, 12, 24, 36, 18, 22, 60].forEach((width, index) => (sheet.getColumn(index + 1).width = width));
}
