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
