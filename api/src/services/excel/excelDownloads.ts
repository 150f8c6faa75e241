import { type Kysely } from 'kysely';
import { EXCEL_FEATURE, EXCEL_PREMIUM_MESSAGE, type ScreenQuery, type StatementBasis } from 'shared-types/api';
import { type Database } from '../../db/schema';
import { companyStatements } from '../companyStatements';
import { screenRows, shownFigures, type ScreenSort } from '../screener/runScreen';
import { requirePremiumFeature } from '../premium/requirePremiumFeature';
import { screenWorkbook } from './screenWorkbook';
import { statementsWorkbook } from './statementsWorkbook';
import { indianDay, workbookBytes } from './workbookParts';

/** A finished download: the name it is saved under and its bytes. */
export interface ExcelFile {
  fileName: string;
  bytes: Buffer;
}

/** Matches read a batch at a time, as the CSV reads them. */
const SCREEN_BATCH = 500;

/**
 * GET /api/company/:id/statements.xlsx (docs/statements.md, 'Excel downloads'):
 * premium first, then the statements route's own rule and answer, so the
 * workbook holds exactly what the page shows.
 */
export async function statementsExcel(
  db: Kysely<Database>,
  input: { userId: string; companyId: string; basis: StatementBasis | undefined; now: Date },
): Promise<ExcelFile> {
  await requirePremiumFeature(db, input, EXCEL_FEATURE, EXCEL_PREMIUM_MESSAGE);
  const answer = await companyStatements(db, input);
  const symbol = answer.company.nse_symbol ?? answer.company.bse_code ?? answer.company.name;
  return { fileName: `${fileNamePart(symbol)}-statements-${indianDay(input.now)}.xlsx`, bytes: await workbookBytes(statementsWorkbook(answer, input.now)) };
}

/** GET /api/screen.xlsx (docs/screener.md, 'Excel downloads'): every match, in the screen's order. */
export async function screenExcel(
  db: Kysely<Database>,
  input: { userId: string; text: string; query: ScreenQuery; sort: ScreenSort; now: Date },
): Promise<ExcelFile> {
  await requirePremiumFeature(db, input, EXCEL_FEATURE, EXCEL_PREMIUM_MESSAGE);
  const results = screenWorkbook({ query: input.text, figures: shownFigures(input.query), now: input.now });
  for (let offset = 0; ; offset += SCREEN_BATCH) {
    const batch = await screenRows(db, input.query, input.sort, { limit: SCREEN_BATCH, offset });
    results.addRows(batch);
    if (batch.length < SCREEN_BATCH) break;
  }
  return { fileName: `screen-${indianDay(input.now)}.xlsx`, bytes: await workbookBytes(results.workbook) };
}

/** A symbol as a file name part: letters, digits, '-' and '_' only ('M&M' → 'M-M'). */
function fileNamePart(text: string): string {
  const part = text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return part === '' ? 'company' : part;
}
