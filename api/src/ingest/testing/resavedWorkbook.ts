import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * An export as Python's openpyxl saves it after someone scripted their
 * analysis (values kept): a table part on a presentation tab, its
 * relationship written with an absolute target ('/xl/tables/table1.xml'), as
 * openpyxl writes them. exceljs 4.4 fails on exactly that ("Cannot read
 * properties of undefined (reading 'name')") although the Data Sheet is intact.
 */
export function resavedByOpenpyxl(bytes: Uint8Array): Uint8Array {
  const parts = unzipSync(bytes);
  const sheet = 'xl/worksheets/sheet1.xml';
  const xml = strFromU8(parts[sheet] ?? new Uint8Array());
  if (!xml.includes('</worksheet>')) throw new Error('the workbook has no first worksheet to add a table to');
  const withNamespace = xml.includes('xmlns:r=')
    ? xml
    : xml.replace('<worksheet ', '<worksheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ');
  parts[sheet] = strToU8(withNamespace.replace('</worksheet>', '<tableParts count="1"><tablePart r:id="rIdTable1"/></tableParts></worksheet>'));
  parts['xl/worksheets/_rels/sheet1.xml.rels'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rIdTable1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table" Target="/xl/tables/table1.xml"/>' +
      '</Relationships>',
  );
  parts['xl/tables/table1.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" name="Ratios" displayName="Ratios" ref="A1:B3">' +
      '<autoFilter ref="A1:B3"/><tableColumns count="2"><tableColumn id="1" name="Metric"/><tableColumn id="2" name="Value"/></tableColumns>' +
      '<tableStyleInfo name="TableStyleMedium9" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>',
  );
  const types = strFromU8(parts['[Content_Types].xml'] ?? new Uint8Array());
  parts['[Content_Types].xml'] = strToU8(
    types.replace(
      '</Types>',
      '<Override PartName="/xl/tables/table1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/></Types>',
    ),
  );
  return zipSync(parts);
}
