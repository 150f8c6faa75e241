import { analysedStatements } from './analysedStatements';
import { filed } from './testing/statementFixtures';

/** Issue 29, finding 6: a filed 15-month transition year reaches the engine as the year, with its length. */
describe('engine years from a merged history', () => {
  it('keeps a 15-month transition year as the year, with its months, beside twelve-month years (Nestle India)', () => {
    const result = analysedStatements({
      filings: [
        filed({ end: '2022-12-31', basis: 'standalone', months: 12, start: '2022-01-01', figures: { revenue: 16_897 } }),
        filed({ end: '2024-03-31', basis: 'standalone', months: 15, start: '2023-01-01', figures: { revenue: 24_394 } }),
        filed({ end: '2025-03-31', basis: 'standalone', months: 12, start: '2024-04-01', figures: { revenue: 20_202 } }),
      ],
      exports: [],
      exportQuarters: [],
      actions: [],
      asOf: null,
    });
    expect(result?.engine.years.map((year) => [year.fiscalYear, year.periodEnd, year.months ?? 12, year.sales])).toEqual([
      [2023, '2022-12-31', 12, 16_897],
      [2024, '2024-03-31', 15, 24_394],
      [2025, '2025-03-31', 12, 20_202],
    ]);
    expect(result?.engine.shortPeriods).toEqual([]);
  });
});
