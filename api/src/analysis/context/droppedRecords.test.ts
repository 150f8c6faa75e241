import { SummaryV2Schema } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { missingDataV1 } from '../v1/summary';
import { buildSummaryV2 } from '../v2/summary';

/**
 * What the clean-up ignored (context/normalise.ts, buildContext.ts, reclassified.ts) is
 * carried as codes in the summary's `missing` list, after the data gaps; v1's
 * missing_data words them as it always has, from the v2 summary read back from JSON.
 */

function withBadRecords(): CompanyFacts {
  const base = steadyCompounder();
  const years = base.years.map((y) => (y.fiscalYear === 2024 ? { ...y, months: 15, sales: Number.NaN, cash: 1e13 } : y));
  return {
    ...base,
    years: [...years, { ...base.years[0]!, fiscalYear: 1900 }],
    prices: [...base.prices, { asOf: 'not a date', price: 10, source: 'bhavcopy' }, { asOf: '2020-01-01', price: -1, source: 'bhavcopy' }],
    guidance: [...base.guidance, { ...base.guidance[0]!, guidedValue: Number.POSITIVE_INFINITY }],
    shortPeriods: [
      { periodEnd: '2019-12-31', months: 9 },
      { periodEnd: '2018-03-31', months: 12 },
    ],
  };
}

describe('records the clean-up ignored', () => {
  const a = runAnalysis(withBadRecords(), '2026-06-30T00:00:00.000Z');
  const summary = SummaryV2Schema.parse(JSON.parse(JSON.stringify(buildSummaryV2(a))));

  it('are codes with their figures, after the data gaps', () => {
    expect(a.ctx.dropped).toEqual([
      { code: 'missing.long_year', params: { fiscal_year: 'FY2024', months: 15 } },
      { code: 'missing.invalid_fiscal_years', params: { count: 1 } },
      { code: 'missing.implausible_values', params: { count: 2 } },
      { code: 'missing.invalid_prices', params: { count: 2 } },
      { code: 'missing.invalid_guidance', params: { count: 1 } },
      { code: 'missing.short_period', params: { months: 9, period_end: '2019-12-31' } },
      { code: 'missing.period_inside_longer', params: { months: 12, period_end: '2018-03-31' } },
    ]);
    expect(summary.missing.slice(-a.ctx.dropped.length)).toEqual(a.ctx.dropped);
  });

  it('read in v1 as they always have', () => {
    expect(missingDataV1(summary).slice(-7)).toEqual([
      'FY2024 covers 15 months (a change of year end): its profit and loss and cash flows are annualised (× 12/15) in yearly and growth figures; its balance sheet is as reported',
      '1 statement record(s) with an invalid fiscal year ignored',
      '2 implausible or non-finite statement value(s) treated as unknown',
      '2 price point(s) with an invalid price or date ignored',
      '1 guidance record(s) with invalid values ignored',
      'the 9-month period ending 2019-12-31 (a change of year end) is left out of yearly and growth figures, which use twelve-month years only',
      'the 12-month period ending 2018-03-31 lies inside the longer period that follows it (a change of year end), which is the year used instead',
    ]);
  });
});
