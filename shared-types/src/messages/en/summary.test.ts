import { MISSING_CODES, MISSING_FIELD_IDS, NOT_RATED_REASON_CODES, PRICE_STALE_CODE, type Reason, type SummaryV2 } from '../../api/v2';
import { catalogueProblems, goldenV2, wordingProblems } from './messageChecks';
import { summaryMessages } from './summary';

const messages: Readonly<Record<string, string>> = summaryMessages;

describe('the summary’s English messages', () => {
  it('word every not-rated reason, the stale price, every missing-data code and field', () => {
    const needed = [...NOT_RATED_REASON_CODES, PRICE_STALE_CODE, ...MISSING_CODES, ...MISSING_FIELD_IDS.map((id) => `missing.field.${id}`)];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('are ICU MessageFormat, with ’ rather than an apostrophe ICU would read as an escape', () => {
    expect(catalogueProblems(messages)).toEqual([]);
  });

  it('word every reason of the golden v2 summaries with the parameters it carries', () => {
    const summaries = goldenV2('summary') as SummaryV2[];
    expect(summaries.length).toBeGreaterThan(0);
    const reasons = summaries.flatMap((s) => [...(s.not_rated ? [s.not_rated] : []), ...(s.price_stale ? [s.price_stale] : []), ...s.missing]);
    expect(reasons.flatMap((r) => wordingProblems(r, messages))).toEqual([]);
  });

  it('word each shape of a not-rated reason and a stale price with the parameters the engine sets', () => {
    // Shapes no golden archetype has (api/src/analysis/rating.ts sets these parameters).
    const reasons: Reason[] = [
      { code: 'rating.no_model', params: { kind: 'insurer' } },
      { code: 'rating.insufficient_data', params: { shortfall: 'price', no_price: true } },
      { code: 'rating.insufficient_data', params: { shortfall: 'years_and_price', complete_years: 1, years_needed: 3, no_price: true } },
      {
        code: 'rating.stale_data',
        params: { statements_end: '2024-03-31', months_behind: 22, price_date: '2026-01-15', months_allowed: 15, quarters: 'none' },
      },
      { code: 'rating.low_coverage', params: { shortfall: 'pillars', short_pillars: ['valuation'] } },
      { code: 'rating.low_coverage', params: { shortfall: 'points_and_pillars', assessable_points: 40, points_needed: 70, short_pillars: ['valuation'] } },
      { code: 'price.stale', params: { date: '2025-01-15', date_basis: 'exact', against: 'analysis', days_old: 167, days_allowed: 90 } },
      {
        code: 'missing.recent_price',
        params: {
          date: '2024-09-30',
          date_basis: 'on_or_after',
          against: 'statements',
          days_before_statements: 182,
          statements_end: '2025-03-31',
          days_allowed: 90,
        },
      },
    ];
    expect(reasons.flatMap((r) => wordingProblems(r, messages))).toEqual([]);
  });

  it('word each record the clean-up ignored with the parameters the engine sets', () => {
    // api/src/analysis/context/normalise.ts, buildContext.ts and reclassified.ts set these; no golden archetype has them.
    const params: Record<string, Reason['params']> = {
      long_year: { fiscal_year: 'FY2019', months: 18 },
      short_period: { months: 6, period_end: '2021-09-30' },
      period_inside_longer: { months: 12, period_end: '2021-03-31' },
      capex_across_reclassified: { fiscal_year: 'FY2023', reclassified_year: 'FY2022' },
    };
    const counted = ['invalid_fiscal_years', 'implausible_values', 'invalid_prices', 'invalid_guidance'];
    const reasons: Reason[] = [
      ...Object.entries(params).map(([code, p]) => ({ code: `missing.${code}`, params: p })),
      ...counted.flatMap((code) => [1, 3].map((count) => ({ code: `missing.${code}`, params: { count } }))),
    ];
    expect(reasons.flatMap((r) => wordingProblems(r, messages))).toEqual([]);
  });
});
