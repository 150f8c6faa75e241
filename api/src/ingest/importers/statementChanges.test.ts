import { type Selectable } from 'kysely';
import { type FinancialYearsTable } from '../../db/schema';
import { changeLines, compareStatements, describeChanges, replacesMostFigures } from './statementChanges';

type Stored = Selectable<FinancialYearsTable>;
const period = (periodEnd: string, scale: number): Stored =>
  ({
    period_end: periodEnd,
    sales: 1000 * scale,
    net_profit: 100 * scale,
    total_assets: 2000 * scale,
    reserves: 800 * scale,
    borrowings: 200 * scale,
    operating_cash_flow: 120 * scale,
  }) as Stored;
const ENDS = ['2022-03-31', '2023-03-31', '2024-03-31', '2025-03-31'];
const stored = new Map(ENDS.map((end) => [end, period(end, 1)]));
const label = (row: { period_end: string }) => `FY${row.period_end.slice(0, 4)}`;

describe('comparing a re-import with the stored statements', () => {
  it('finds a standalone export over consolidated figures (every figure 15% lower) replacing most figures', () => {
    const changes = compareStatements(
      stored,
      ENDS.map((end) => period(end, 0.85)),
      label,
    );
    expect(replacesMostFigures(changes)).toBe(true);
    expect(describeChanges(changes)).toBe(
      'FY2022–FY2025 (4 periods): sales −15.0%, net profit −15.0%, total assets −15.0%, reserves −15.0%, borrowings −15.0%, operating cash flow −15.0% (median moves)',
    );
    expect(changeLines(changes)[0]).toBe(
      'FY2022: sales 1,000 → 850 (−15.0%), net profit 100 → 85 (−15.0%), total assets 2,000 → 1,700 (−15.0%), reserves 800 → 680 (−15.0%), borrowings 200 → 170 (−15.0%), operating cash flow 120 → 102 (−15.0%)',
    );
  });

  it('lets a restatement of one year and new years through', () => {
    const incoming = [...ENDS.slice(0, 3).map((end) => period(end, 1)), period('2025-03-31', 1.2), period('2026-03-31', 2)];
    const changes = compareStatements(stored, incoming, label);
    expect(replacesMostFigures(changes)).toBe(false);
    expect(changes.periods.map((change) => change.label)).toEqual(['FY2025']);
  });

  it('counts moves of 5% or less as no change, and a blanked figure as one', () => {
    const changes = compareStatements(stored, [{ ...period('2024-03-31', 1.05) }, { ...period('2025-03-31', 1), sales: null }], label);
    expect(changes).toMatchObject({ compared: 12, changed: 1 });
    expect(changeLines(changes)).toEqual(['FY2025: sales 1,000 → blank (removed)']);
  });

  it('compares nothing for a company with no stored statements', () => {
    expect(
      replacesMostFigures(
        compareStatements(
          new Map(),
          ENDS.map((end) => period(end, 0.5)),
          label,
        ),
      ),
    ).toBe(false);
  });
});
