import { type SummaryV2 } from 'shared-types/api';
import { relianceAcrossExports } from '../testing/cashFixtures';
import { buildContext } from './buildContext';
import { missingDataV1 } from '../v1/summary';
import { reclassifiedFyBetween } from './reclassified';

const estimated = (flagged: boolean) => {
  const f = relianceAcrossExports({ flagged });
  return buildContext({ ...f, years: f.years.map((y) => ({ ...y, capexEstimated: true })) });
};

describe('reclassified years in the context (issue 29)', () => {
  it('keys a flagged period end by fiscal year and finds it between two years', () => {
    const ctx = estimated(true);
    expect([...ctx.reclassified.keys()]).toEqual([2024]);
    expect(reclassifiedFyBetween(ctx, 2024, 2025)).toBe(2024);
    expect(reclassifiedFyBetween(ctx, 2022, 2023)).toBeNull();
  });

  it('leaves out capex estimated from the change in net block across a flagged year, for every reader, and says so', () => {
    expect(estimated(false).byFy.get(2025)?.fcf).not.toBeNull();
    const ctx = estimated(true);
    expect(ctx.byFy.get(2025)?.y.capex).toBeNull();
    expect(ctx.byFy.get(2025)?.fcf).toBeNull();
    expect(ctx.dropped).toContainEqual({ code: 'missing.capex_across_reclassified', params: { fiscal_year: 'FY2025', reclassified_year: 'FY2024' } });
    // v1 words the code as it always has (v1/summary.ts reads only the missing list here).
    expect(missingDataV1({ missing: ctx.dropped } as unknown as SummaryV2)).toContain(
      "FY2025 capex, estimated from the change in net block, is left out: FY2024's balance sheet is defined differently in two exports",
    );
  });
});
