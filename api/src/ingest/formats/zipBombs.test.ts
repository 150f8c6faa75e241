import { screenerWorkbook, standardScreenerSpec, udiffBhavcopyCsv, generatedBhavcopy, generatedNseList, priceDataCsv } from '../testing';
import { asyncFormatErrorOf, formatErrorOf } from '../testing/formatError';
import { deflatedEntry, inflatingEntry, rawZip, undecodableEntry, workbookZip, type RawZipEntry } from '../testing/zipBombs';
import { unzipSync } from 'fflate';
import { parseBhavcopy } from './bhavcopy';
import { parseDailyFile } from './daily';
import { recogniseFile } from './fileKind';
import { parseScreenerWorkbook } from './screenerWorkbook';

/**
 * Zip bombs given to each reader of zips (issue 28, F4). Every one must be
 * refused with the coded error naming the limit it passed, before it is
 * inflated past that limit; entries a reader does not need are never inflated.
 */

const NSE_ZIP = 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip';
const NSE_CSV = 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv';
const DAY_ZIP = 'PR161225.zip';
const bhavcopy = udiffBhavcopyCsv(generatedBhavcopy(generatedNseList(3)), { exchange: 'NSE' });
const pd = priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: 3205.1 }]);
const sheetXml = { prefix: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>', suffix: '</sheetData></worksheet>' };

const refusal = (limit: string) => expect.objectContaining({ code: 'zip_refused', limit });

/** A stored (uncompressed) entry of `mebibytes` MiB: nothing for the ratio limit to catch. */
function storedEntry(name: string, mebibytes: number): RawZipEntry {
  const data = new Uint8Array(mebibytes * 1024 * 1024).fill(0x41);
  return { ...deflatedEntry(name, data), method: 0, data };
}

describe('zip bombs in a Screener workbook', () => {
  it('refuses a valid-looking workbook whose Data Sheet inflates to 1 GiB, naming the limit for one entry', async () => {
    const bomb = workbookZip(inflatingEntry('sheet', { mebibytes: 1024, ...sheetXml }));
    expect(bomb.length).toBeLessThan(1_200_000);
    const error = await asyncFormatErrorOf(() => parseScreenerWorkbook(bomb, 'RELIANCE.xlsx'));
    expect(error).toEqual(refusal('entryBytes'));
    expect(error.message).toMatch(
      /^RELIANCE\.xlsx: the zip's entry "xl\/worksheets\/sheet1\.xml" would inflate to 1 GiB, more than the 2 MiB one entry may hold here/,
    );
  });

  it('refuses a Data Sheet whose header declares less than it holds, stopping at the declared size', async () => {
    const bomb = workbookZip(inflatingEntry('sheet', { mebibytes: 256, ...sheetXml, declaredSize: 1000 }));
    expect(await asyncFormatErrorOf(() => parseScreenerWorkbook(bomb, 'RELIANCE.xlsx'))).toEqual(refusal('declaredSize'));
  });

  it('never inflates the parts it does not read (a bomb in styles.xml, a broken chart)', async () => {
    const parts = unzipSync(await screenerWorkbook(standardScreenerSpec()));
    const entries = Object.entries(parts).map(([name, bytes]) => deflatedEntry(name, bytes));
    const withBombs = rawZip([...entries, undecodableEntry('xl/charts/chart1.xml'), inflatingEntry('xl/styles2.xml', { mebibytes: 1024 })]);
    const workbook = await parseScreenerWorkbook(withBombs, 'SAMPLE.xlsx');
    expect(workbook.periods.length).toBeGreaterThan(0);
  });
});

describe('zip bombs in a bhavcopy', () => {
  it('refuses a 1 GiB CSV inside the zip', () => {
    const bomb = rawZip([inflatingEntry(NSE_CSV, { mebibytes: 1024, prefix: bhavcopy })]);
    const error = formatErrorOf(() => parseBhavcopy(bomb, NSE_ZIP));
    expect(error).toEqual(refusal('entryBytes'));
    expect(error.reason).toContain('more than the 32 MiB one entry may hold here');
  });

  it('refuses a zip listing more entries than any real download has', () => {
    const many = Array.from({ length: 1001 }, (_, index) => deflatedEntry(`notes/${index}.txt`, 'x'));
    const error = formatErrorOf(() => parseBhavcopy(rawZip([deflatedEntry(NSE_CSV, bhavcopy), ...many]), NSE_ZIP));
    expect(error).toEqual(refusal('entries'));
    expect(error.reason).toContain('lists 1,002 entries, more than the 1,000');
  });

  it('refuses a CSV that inflates far more than real data can compress', () => {
    const error = formatErrorOf(() => parseBhavcopy(rawZip([inflatingEntry(NSE_CSV, { mebibytes: 20, prefix: bhavcopy })]), NSE_ZIP));
    expect(error).toEqual(refusal('ratio'));
  });

  it('still reads a real zipped bhavcopy', () => {
    expect(parseBhavcopy(rawZip([deflatedEntry(NSE_CSV, bhavcopy)]), NSE_ZIP).rows).toHaveLength(3);
  });
});

describe("zip bombs in NSE's daily zip", () => {
  it('refuses a pd file whose header understates its size', () => {
    const bomb = rawZip([inflatingEntry('pd16122025.csv', { mebibytes: 256, prefix: pd, declaredSize: pd.length })]);
    const error = formatErrorOf(() => parseDailyFile(bomb, DAY_ZIP));
    expect(error).toEqual(refusal('declaredSize'));
    expect(error.reason).toContain('"pd16122025.csv" inflates to more than the');
  });

  it('refuses files that together inflate past the limit for one zip', () => {
    const zip = rawZip([storedEntry('a.csv', 17), storedEntry('b.csv', 17), storedEntry('c.csv', 17)]);
    expect(formatErrorOf(() => parseDailyFile(zip, DAY_ZIP))).toEqual(refusal('totalBytes'));
  });

  it('never inflates the files it passes over by name', () => {
    const zip = rawZip([deflatedEntry('pd16122025.csv', pd), undecodableEntry('pr16122025.csv'), inflatingEntry('gl16122025.csv', { mebibytes: 1024 })]);
    const bundle = parseDailyFile(zip, DAY_ZIP);
    expect(bundle.files.map((file) => file.kind)).toEqual(['price_data']);
    expect(bundle.passedOver.map((file) => file.name)).toEqual(['PR161225.zip/pr16122025.csv', 'PR161225.zip/gl16122025.csv']);
  });
});

describe('recognising a zip bomb given to the wrong command', () => {
  it('recognises a workbook by its entry names without inflating its other entries', () => {
    const zip = rawZip([deflatedEntry('xl/workbook.xml', '<workbook/>'), undecodableEntry('data.csv')]);
    expect(recogniseFile(zip)?.command).toBe('screener');
  });

  it('gives up on a bomb quietly: no hint, no exception', () => {
    expect(recogniseFile(rawZip([inflatingEntry('BhavCopy.csv', { mebibytes: 1024 })]))).toBeUndefined();
  });
});
