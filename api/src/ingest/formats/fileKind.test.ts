import {
  bseLegacyBhavcopyCsv,
  bseListCsv,
  bseListRow,
  corporateActionsCsv,
  fullBhavcopyCsv,
  generatedBhavcopy,
  generatedNseList,
  guidanceLedgerCsv,
  guidanceLedgerRow,
  legacyBhavcopyCsv,
  marketCapCsv,
  nseListCsv,
  priceDataCsv,
  screenerWorkbook,
  standardScreenerSpec,
  udiffBhavcopyCsv,
  utf8,
  weekHighLowCsv,
  zipped,
} from '../testing';
import { recogniseFile, wrongCommandHint } from './fileKind';

const listings = generatedNseList(3);

describe('recognising which command a file belongs to', () => {
  it.each([
    ['an NSE list', () => utf8(nseListCsv(listings)), 'nse-list'],
    ['a BSE list', () => utf8(bseListCsv([bseListRow()])), 'bse-list'],
    ['a UDiFF bhavcopy', () => utf8(udiffBhavcopyCsv(generatedBhavcopy(listings), { exchange: 'BSE' })), 'prices'],
    ['a zipped UDiFF bhavcopy', () => zipped('BhavCopy_NSE_CM.csv', udiffBhavcopyCsv(generatedBhavcopy(listings), { exchange: 'NSE' })), 'prices'],
    ['a legacy bhavcopy', () => utf8(legacyBhavcopyCsv(generatedBhavcopy(listings))), 'prices'],
    ["NSE's sec_bhavdata_full", () => utf8(fullBhavcopyCsv(generatedBhavcopy(listings))), 'prices'],
    ["BSE's legacy EQDDMMYY.CSV", () => utf8(bseLegacyBhavcopyCsv([{ bseCode: '500325', name: 'RELIANCE', group: 'A', type: 'Q', close: 3000 }])), 'prices'],
    ['a guidance ledger', () => utf8(guidanceLedgerCsv([guidanceLedgerRow()])), 'guidance'],
    [
      'an XBRL filing',
      () => utf8('<?xml version="1.0" encoding="UTF-8"?>\n<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"></xbrli:xbrl>'),
      'filings',
    ],
    ["NSE's mcap file", () => utf8(marketCapCsv('2025-12-16', [{ symbol: 'TCS', series: 'EQ', issueSize: 3_618_087_518 }])), 'daily'],
    ["NSE's bc file", () => utf8(corporateActionsCsv([{ series: 'EQ', symbol: 'TCS', exDate: '2025-12-17', purpose: 'BONUS 1:1' }])), 'daily'],
    ["NSE's pd file", () => utf8(priceDataCsv([{ series: 'EQ', symbol: 'TCS', close: 3205.1 }])), 'daily'],
    [
      "NSE's 52-week file",
      () =>
        utf8(
          weekHighLowCsv([{ symbol: 'TCS', series: 'EQ', high: 4475, highDate: '2024-12-16', low: 2866.6, lowDate: '2025-10-01' }], {
            effectiveFor: '2025-12-16',
          }),
        ),
      'daily',
    ],
  ])('%s', (_name, bytes, command) => {
    expect(recogniseFile(bytes())?.command).toBe(command);
  });

  it('an Excel workbook', async () => {
    expect(recogniseFile(await screenerWorkbook(standardScreenerSpec()))).toEqual({ command: 'screener', what: 'an Excel workbook (a Screener export?)' });
  });

  it('nothing it knows', () => {
    expect(recogniseFile(utf8('name,price\nA,1\n'))).toBeUndefined();
    expect(recogniseFile(new Uint8Array([0x50, 0x4b, 1, 2, 3]))).toBeUndefined();
  });
});

describe('the hint for a file given to the wrong command', () => {
  it('points at the command that reads it', async () => {
    const workbook = await screenerWorkbook(standardScreenerSpec());
    expect(wrongCommandHint('nse-list', workbook, 'RELIANCE.xlsx')).toBe(
      ' (this looks like an Excel workbook (a Screener export?): try npm run ingest -- screener RELIANCE.xlsx)',
    );
    expect(wrongCommandHint('screener', utf8(nseListCsv(listings)), 'EQUITY_L.csv')).toBe(
      " (this looks like NSE's list of securities (EQUITY_L.csv): try npm run ingest -- nse-list EQUITY_L.csv)",
    );
  });

  it('says nothing when the file suits the command or is unknown', () => {
    expect(wrongCommandHint('nse-list', utf8(nseListCsv(listings)), 'EQUITY_L.csv')).toBe('');
    expect(wrongCommandHint('nse-list', utf8('name,price\n'), 'x.csv')).toBe('');
  });
});
