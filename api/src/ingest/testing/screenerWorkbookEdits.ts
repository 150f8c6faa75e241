import { Workbook, type Worksheet } from 'exceljs';
import { type ScreenerWorkbookSpec, screenerWorkbook, type SheetCell, type SheetRow } from './screenerWorkbook';

/** The standard spec with one labelled row's values replaced (the first row with that label). */
export function withRow(rows: readonly SheetRow[], label: string, values: readonly SheetCell[]): SheetRow[] {
  let done = false;
  return rows.map(([name, old]) => {
    if (done || name !== label) return [name, old];
    done = true;
    return [name, values];
  });
}

/** Rewrites a generated workbook's Data Sheet, for cells the spec cannot express. */
export async function editedWorkbook(spec: ScreenerWorkbookSpec, edit: (sheet: Worksheet) => void): Promise<Uint8Array> {
  const workbook = new Workbook();
  await workbook.xlsx.load(new Uint8Array(await screenerWorkbook(spec)).buffer);
  const sheet = workbook.getWorksheet('Data Sheet');
  if (!sheet) throw new Error('fixture has no Data Sheet');
  edit(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
