import { formatErrorOf } from '../../testing/formatError';
import { corporateActionsCsv, listedUnder } from '../../testing/daily';
import { parseCorporateActions } from './corporateActions';

const FILE = 'bc16122025.csv';
const HINTS = { fromName: '2025-12-16' };
const NOT_EQUITY = 'not an equity series (kept: EQ, BE, BZ)';
const LISTED_AGAIN = 'the same action listed under another series';

describe('parseCorporateActions', () => {
  const text = corporateActionsCsv([
    { series: 'N0', symbol: '670RECL29', exDate: '2025-12-16', purpose: 'INTEREST PAYMENT' },
    { series: '', symbol: '850IIFL27', exDate: '2025-12-19', purpose: 'INTEREST PAYMENT' },
    ...listedUnder(['BE', 'EQ', 'BL'], { symbol: 'LALPATHLAB', exDate: '2025-12-19', purpose: 'BONUS 1:1' }),
    ...listedUnder(['BE', 'EQ'], { symbol: 'KMEW', exDate: '2025-12-22', recordDate: '2025-12-22', purpose: 'FVSPLT FRM RS 10 TO RS 5' }),
    { series: 'EQ', symbol: 'IOC', exDate: '2025-12-18', recordDate: '2025-12-18', purpose: 'INTDIV - RS 5 PER SH / SPECIAL DIVIDEND RS 10' },
    { series: 'BE', symbol: 'IOC', security: 'INDIAN OIL CORP LTD', exDate: '2025-12-18', purpose: 'intdiv-rs 5 per sh/special dividend rs 10' },
    { series: 'EQ', symbol: 'ABC', exDate: '', purpose: 'DIVIDEND - RS 2 PER SHARE' },
    ...listedUnder(['BE', 'EQ'], { symbol: 'XYZ', exDate: '2025-12-20', purpose: 'ANNUAL GENERAL MEETING' }),
    { series: 'BZ', symbol: 'OLDCO', exDate: '19-DEC-2025', recordDate: '-', purpose: 'CAPITAL REDUCTION' },
    { series: 'EQ', symbol: 'KMEW', exDate: '2025-12-22', purpose: 'BONUS 3:2' },
  ]);

  it('keeps equity series only, one row per action listed under several series, several per PURPOSE', () => {
    const file = parseCorporateActions(text, FILE, HINTS);

    expect(file.kind).toBe('corporate_actions');
    expect(file.fileDate).toBe('2025-12-16');
    expect(file.rows).toEqual([
      {
        symbol: 'LALPATHLAB',
        series: 'EQ',
        kind: 'bonus',
        exDate: '2025-12-19',
        recordDate: '2025-12-19',
        ratio: { from: 1, to: 1 },
        shareMultiplier: 2,
        amount: null,
        description: 'BONUS 1:1',
        line: 5,
      },
      {
        symbol: 'KMEW',
        series: 'EQ',
        kind: 'split',
        exDate: '2025-12-22',
        recordDate: '2025-12-22',
        ratio: { from: 10, to: 5 },
        shareMultiplier: 2,
        amount: null,
        description: 'FVSPLT FRM RS 10 TO RS 5',
        line: 8,
      },
      ...[5, 10].map((amount) => ({
        symbol: 'IOC',
        series: 'EQ',
        kind: 'dividend',
        exDate: '2025-12-18',
        recordDate: '2025-12-18',
        ratio: null,
        shareMultiplier: null,
        amount,
        description: 'INTDIV - RS 5 PER SH / SPECIAL DIVIDEND RS 10',
        line: 9,
      })),
      {
        symbol: 'OLDCO',
        series: 'BZ',
        kind: 'capital_reduction',
        exDate: '2025-12-19',
        recordDate: null,
        ratio: null,
        shareMultiplier: null,
        amount: null,
        description: 'CAPITAL REDUCTION',
        line: 14,
      },
      {
        symbol: 'KMEW',
        series: 'EQ',
        kind: 'bonus',
        exDate: '2025-12-22',
        recordDate: '2025-12-22',
        ratio: { from: 3, to: 2 },
        shareMultiplier: 2.5,
        amount: null,
        description: 'BONUS 3:2',
        line: 15,
      },
    ]);
    expect(file.skipped).toEqual([
      { line: 2, reason: NOT_EQUITY },
      { line: 3, reason: NOT_EQUITY },
      { line: 4, reason: LISTED_AGAIN },
      { line: 6, reason: NOT_EQUITY },
      { line: 7, reason: LISTED_AGAIN },
      { line: 10, reason: LISTED_AGAIN },
      { line: 11, reason: 'no ex-date' },
      { line: 12, reason: 'not a corporate action we store: ANNUAL GENERAL MEETING' },
      { line: 13, reason: 'not a corporate action we store: ANNUAL GENERAL MEETING' },
    ]);
  });

  it('dates the file by --trade-date when its name has none, and leaves it null when nothing gives one', () => {
    expect(parseCorporateActions(text, 'actions.csv', { fromName: null, given: '2025-12-16' }).fileDate).toBe('2025-12-16');
    expect(parseCorporateActions(text, 'actions.csv', { fromName: null }).fileDate).toBeNull();
  });

  it('refuses an ex-date that is not a date, and an equity row without a PURPOSE', () => {
    const badDate = corporateActionsCsv([{ series: 'EQ', symbol: 'ABC', exDate: '19/12/2025', purpose: 'BONUS 1:1' }]);
    expect(formatErrorOf(() => parseCorporateActions(badDate, FILE, HINTS)).message).toBe(
      'bc16122025.csv, line 2: column EX_DT: "19/12/2025" is not a date (YYYY-MM-DD, DD-MON-YYYY or DD MON YYYY)',
    );
    const noPurpose = corporateActionsCsv([{ series: 'EQ', symbol: 'ABC', exDate: '2025-12-19', purpose: '' }]);
    expect(formatErrorOf(() => parseCorporateActions(noPurpose, FILE, HINTS)).message).toBe('bc16122025.csv, line 2: column PURPOSE: is blank');
  });
});
