import { analysedStatements } from './analysedStatements';
import { type HistoryInput } from './mergeHistory';
import { exported, exportedQuarter, filed } from './testing/statementFixtures';

const engine = (input: Partial<HistoryInput>) =>
  analysedStatements({ filings: [], exports: [], exportQuarters: [], actions: [], asOf: '2025-12-16', ...input })?.engine;

describe("the engine's quarters and payables from the merged history (issue 29)", () => {
  it("hands a filed quarter's other income, exceptional items, profit before tax and tax to the engine", () => {
    const quarter = filed({
      end: '2025-09-30',
      statement: 'quarter',
      figures: { revenue: 255_000, net_profit_owners: 18_165, other_income: 15_119, exceptional_items: 8_924, profit_before_tax: 29_000, tax: 6_000 },
    });
    const out = engine({ filings: [quarter, filed({ end: '2025-03-31', figures: { revenue: 964_693, net_profit_owners: 69_648 } })] });
    expect(out?.quarters.at(-1)).toMatchObject({ otherIncome: 15_119, exceptionalItems: 8_924, profitBeforeTax: 29_000, tax: 6_000 });
  });

  it("an export quarter's other income comes through too", () => {
    const q = { ...exportedQuarter('2025-06-30', 240_000), otherIncome: 4_500, netProfit: 15_000 };
    const out = engine({ exports: [exported({ periodEnd: '2025-03-31', sales: 964_693, basis: 'consolidated' })], exportQuarters: [q] });
    expect(out?.quarters.at(-1)).toMatchObject({ otherIncome: 4_500, netProfit: 15_000 });
  });

  it('trade payables from a filed balance sheet, never Other Liabilities', () => {
    const sheet = filed({
      end: '2025-03-31',
      statement: 'balance_sheet',
      figures: { trade_payables: 180_000, total_liabilities: 900_000, borrowings: 300_000 },
    });
    const out = engine({ filings: [filed({ end: '2025-03-31', figures: { revenue: 964_693 } }), sheet] });
    expect(out?.years.at(-1)).toMatchObject({ tradePayables: 180_000 });
  });
});

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
