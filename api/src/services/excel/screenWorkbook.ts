import { type Workbook, type Worksheet } from 'exceljs';
import { screenFigureById, type ScreenUnit } from 'shared-types/api';
import { screenCsvHeader } from '../screener/screenCsv';
import { addCells, indianDay, NUMBER_FORMATS, newWorkbook, styleHeader } from './workbookParts';

export const SCREEN_SHEET = 'Screen';
/** Rows above the column header: the title, the query, the date. */
const TITLE_ROWS = 3;

const FORMAT_OF: Readonly<Partial<Record<ScreenUnit, string>>> = {
  crore: NUMBER_FORMATS.amount,
  rupees: NUMBER_FORMATS.amount,
  percent: NUMBER_FORMATS.percent,
  times: NUMBER_FORMATS.plain,
  points: NUMBER_FORMATS.plain,
};

/** The results sheet being filled: its workbook and a way to add the matches a batch at a time. */
export interface ScreenWorkbook {
  workbook: Workbook;
  addRows: (rows: readonly Record<string, unknown>[]) => void;
}

/**
 * A screen's results (docs/screener.md, 'Excel downloads'): the query and the
 * day on top, then the CSV's columns (name, NSE code, price, score, the
 * query's figures) with numbers typed and formatted by the figure's unit.
 */
export function screenWorkbook(input: { query: string; figures: readonly string[]; now: Date }): ScreenWorkbook {
  const workbook = newWorkbook(input.now);
  const sheet = workbook.addWorksheet(SCREEN_SHEET, { views: [{ state: 'frozen', xSplit: 1, ySplit: TITLE_ROWS + 1 }] });
  styleHeader(sheet.addRow(['Conviction screen']));
  sheet.addRow(['Query', input.query]);
  sheet.addRow(['Date', indianDay(input.now)]);
  styleHeader(sheet.addRow(screenCsvHeader(input.figures)));
  const formats = [NUMBER_FORMATS.amount, NUMBER_FORMATS.plain, ...input.figures.map((id) => FORMAT_OF[screenFigureById(id)?.unit ?? 'text'])];
  sizeColumns(sheet, input.figures.length);
  return {
    workbook,
    addRows: (rows) => {
      for (const row of rows) {
        const added = addCells(sheet, [row.name, row.code, row.price, row.score, ...input.figures.map((id) => row[id])]);
        formats.forEach((format, index) => {
          if (format !== undefined) added.getCell(index + 3).numFmt = format;
        });
      }
    },
  };
}

function sizeColumns(sheet: Worksheet, figureCount: number): void {
  sheet.getColumn(1).width = 36;
  sheet.getColumn(2).width = 14;
  for (let column = 3; column <= figureCount + 4; column++) sheet.getColumn(column).width = 16;
}
