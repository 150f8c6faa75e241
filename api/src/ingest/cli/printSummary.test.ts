import { type ImportSummary } from '../importers/importTypes';
import { analysesLine, filesLine, summaryLines } from './printSummary';

const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({
  command: 'prices',
  file: 'BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip',
  dryRun: false,
  totals: { added: 2310, updated: 41, unchanged: 0, removed: 0 },
  parts: [{ part: 'prices', added: 2310, updated: 41, unchanged: 0, removed: 0 }],
  skippedTotal: 14,
  skipped: [
    { reason: 'no company with this ISIN (import the NSE or BSE list first)', count: 12, lines: [4, 9, 30, 31, 40, 41, 50, 60, 61, 70] },
    { reason: 'older than the stored price of 2024-07-09', count: 2, lines: [5, 6] },
  ],
  notes: ['Trade date 2024-07-08'],
  affectedCompanies: 2351,
  durationMs: 840,
  ...overrides,
});

describe('the summary a person reads after each file', () => {
  it('says how many rows were added, updated, unchanged and skipped, and why', () => {
    expect(summaryLines(summary())).toEqual([
      'prices BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip: 2,310 added, 41 updated, 0 unchanged, 14 skipped in 0.8 s',
      '  skipped 12: no company with this ISIN (import the NSE or BSE list first) (lines 4, 9, 30, 31, 40, 41, 50, 60, 61, 70, …)',
      '  skipped 2: older than the stored price of 2024-07-09 (lines 5, 6)',
      '  Trade date 2024-07-08',
    ]);
  });

  it('marks a dry run, lists each kind of row, and names a demo action once', () => {
    const screener = summary({
      command: 'screener',
      file: 'RELIANCE.xlsx',
      dryRun: true,
      parts: [
        { part: 'statement years', added: 10, updated: 0, unchanged: 0, removed: 0 },
        { part: 'prices', added: 11, updated: 0, unchanged: 0, removed: 0 },
      ],
      totals: { added: 21, updated: 0, unchanged: 0, removed: 0 },
      skippedTotal: 0,
      skipped: [],
      notes: [],
    });
    expect(summaryLines(screener)).toEqual([
      'screener RELIANCE.xlsx (dry run: nothing was written): would add 21, update 0, leave 0 unchanged, skip 0 in 0.8 s',
      '  statement years: would add 10, update 0, leave 0 unchanged',
      '  prices: would add 11, update 0, leave 0 unchanged',
    ]);
    const reset = summary({
      command: 'demo',
      file: 'demo --reset',
      totals: { added: 0, updated: 0, unchanged: 0, removed: 1200 },
      skippedTotal: 0,
      skipped: [],
      notes: [],
    });
    expect(summaryLines(reset)[0]).toBe('demo --reset: 0 added, 0 updated, 0 unchanged, 1,200 removed, 0 skipped in 0.8 s');
  });

  it('says what a dry run would skip and remove, never what it did', () => {
    const lines = summaryLines(summary({ dryRun: true, totals: { added: 2310, updated: 41, unchanged: 0, removed: 3 } }));
    expect(lines).toEqual([
      'prices BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv.zip (dry run: nothing was written): would add 2,310, update 41, leave 0 unchanged, remove 3, skip 14 in 0.8 s',
      '  would skip 12: no company with this ISIN (import the NSE or BSE list first) (lines 4, 9, 30, 31, 40, 41, 50, 60, 61, 70, …)',
      '  would skip 2: older than the stored price of 2024-07-09 (lines 5, 6)',
      '  Trade date 2024-07-08',
    ]);
  });

  it('ends several files with how many went in, or in a dry run would', () => {
    expect(filesLine(3, 0, false)).toBe('3 of 3 files imported');
    expect(filesLine(2, 1, false)).toBe('1 of 2 files imported; 1 failed and were left out entirely');
    expect(filesLine(3, 0, true)).toBe('Dry run: would import 3 of 3 files');
    expect(filesLine(2, 1, true)).toBe('Dry run: would import 1 of 2 files; 1 would fail and be left out entirely');
  });

  it('reports the recomputed analyses and the first failures', () => {
    expect(analysesLine({ computed: 2349, failed: 2, failures: [{ companyId: 'isin:INE002A01018', message: 'boom' }], durationMs: 2300 })).toEqual([
      'Analyses: 2,349 recomputed, 2 failed (retried at the next start) in 2.3 s',
      '  isin:INE002A01018: boom',
    ]);
  });
});
