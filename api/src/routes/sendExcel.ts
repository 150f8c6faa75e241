import { type Response } from 'express';
import { EXCEL_CONTENT_TYPE } from 'shared-types/api';
import { type ExcelFile } from '../services/excel/excelDownloads';

/** An Excel download as an attachment under its own name; private and never stored by a cache. */
export function sendExcel(res: Response, file: ExcelFile): void {
  res
    .status(200)
    .type(EXCEL_CONTENT_TYPE)
    .set({ 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' })
    .send(file.bytes);
}
