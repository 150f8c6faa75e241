import { PART2_TITLE, PART3_TITLE, SCORE_FIELD } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany } from './index';
import { lender, noStatements, steadyCompounder } from './testing/archetypes';
import { facts, profile, year } from './testing/builders';
import { type CompanyFacts } from './types';

/** Whether a company is rated, on how much data, and with which model (hand-worked, one company per rule). */

const at = { computedAt: '2025-07-01T00:00:00.000Z' };

/** Sales, net profit and shares for five years and a price, nothing else: growth looks perfect, nothing else is known. */
function salesProfitSharesOnly(): CompanyFacts {
  const years = [2021, 2022, 2023, 2024, 2025].map((fy, i) => year(fy, { sales: 1000 * 1.2 ** i, netProfit: 150 * 1.25 ** i, shares: 10 }));
  return facts({ years, prices: [{ price: 500, asOf: '2025-06-30', source: 'test' }] });
}

describe('rating: coverage', () => {
  it('publishes the share of the 100 points that could be assessed beside a rated score', () => {
    const payload = analyseCompany(steadyCompounder(), at);
    // Not assessable: Altman's 3 points (no current assets or liabilities) and Beneish's 2 (four of its eight variables proxied or neutral): 95 of 100.
    expect(payload.analysis_meta).toMatchObject({ rating_status: 'rated', score_coverage: 0.95, company_kind: 'industrial' });
  });

  it("does not rate sales, profit and shares alone (the old engine gave 100/100 'strong'): too little data, naming what is missing", () => {
    const payload = analyseCompany(salesProfitSharesOnly(), at);
    const meta = payload.analysis_meta;
    expect(payload[SCORE_FIELD]).toBeNull();
    expect(meta.rating_status).toBe('not_rated');
    expect(meta.score_coverage).toBeLessThan(0.7);
    expect(meta.not_rated_reason).toMatch(/^Not rated — too little data: only \d+ of the score's 100 points could be assessed \(70 needed\)/);
    expect(meta.not_rated_reason).toMatch(/business quality 0 of 25 points assessable \(half needed\): ROCE level \(ROCE unknown\)/);
    expect(meta.not_rated_reason).toMatch(/financial strength 0 of 15 points assessable/);
  });

  it('withholds a rating when one of the three pillars that must be seen is less than half assessable, even with 70 points overall', () => {
    const base = steadyCompounder();
    // No balance sheet: D/E, interest cover and Altman go; ROCE goes too, so business quality and strength fall short.
    const years = base.years.map((y) => ({ ...y, borrowings: null, equity: null, reserves: null, totalAssets: null, interest: null }));
    const meta = analyseCompany({ ...base, years }, at).analysis_meta;
    expect(meta.rating_status).toBe('not_rated');
    expect(meta.not_rated_reason).toMatch(/financial strength 0 of 15 points assessable \(half needed\): Leverage \(borrowings or net worth unknown\), /);
    expect(meta.not_rated_reason).toMatch(/Leverage \(borrowings or net worth unknown\), Interest cover \(EBIT or interest unknown\)/);
  });
});

describe('rating: kinds without a model', () => {
  it.each([
    ['insurer', 'Not rated — the engine has no model for insurers yet'],
    ['other_financial', 'Not rated — the engine has no model for exchanges, asset managers and holding companies yet'],
  ] as const)('a %s is not rated, says so in plain words, and keeps its statements and charts', (kind, reason) => {
    const base = steadyCompounder();
    const payload = analyseCompany({ ...base, profile: profile({ ...base.profile, kind, isLender: false }) }, at);
    expect(payload[SCORE_FIELD]).toBeNull();
    expect(payload.analysis_meta).toMatchObject({ rating_status: 'not_rated', not_rated_reason: reason, company_kind: kind, score_coverage: null });
    expect(payload.data_json.revenue_growth.raw_value.filter((x) => x !== 'NA')).toHaveLength(10);
    const part2 = payload[PART2_TITLE];
    expect(part2.summary_table).toEqual([]);
    expect(part2['Overall Risk Assessment']).toContain(reason);
    const part3 = payload[PART3_TITLE];
    expect(part3['2. Business Model and Moat']).toMatch(/^Not assessed: the engine has no model for/);
    expect(part3['5. 3-10 Year Hold Scenarios']).toEqual({});
  });
});

describe('rating: the lender model', () => {
  it('is used for a lender, whose rows that do not apply are N/A and do not count against the overall level', () => {
    const payload = analyseCompany(lender(), at);
    const part2 = payload[PART2_TITLE];
    const byFactor = new Map(part2.summary_table.map((row) => [row.Factor, row]));
    for (const factor of [
      'High leverage (debt to equity)',
      'Weak interest cover',
      "Financial distress (Altman Z'')",
      'Weak cash conversion (CFO / net profit)',
    ]) {
      expect(byFactor.get(factor)?.Assessment).toBe('N/A');
    }
    expect(part2.summary_table.filter((row) => row.Assessment === 'YES')).toEqual([]);
    expect(part2['Overall Risk Assessment']).toMatch(/^Overall operational risk: Low\./);
    expect(payload.analysis_meta).toMatchObject({ company_kind: 'lender', rating_status: 'rated', score_coverage: expect.any(Number) });
  });
});

describe('risk table: not assessed is N/A, and too few assessed factors give no overall level', () => {
  it("withholds the level for a sparse company instead of calling it 'Low' ('Not enough data to judge: k of n factors assessed')", () => {
    const part2 = analyseCompany(salesProfitSharesOnly(), at)[PART2_TITLE];
    const assessed = part2.summary_table.filter((row) => row.Assessment !== 'N/A').length;
    expect(assessed * 2).toBeLessThan(part2.summary_table.length);
    expect(part2['Overall Risk Assessment']).toMatch(new RegExp(`^Not enough data to judge: ${assessed} of ${part2.summary_table.length} factors assessed\\.`));
    expect(part2['Overall Risk Assessment']).not.toMatch(/Overall operational risk/);
    for (const row of part2.summary_table.filter((r) => r.Assessment === 'N/A')) expect(row.Justification).toMatch(/^Not assessed — /);
  });

  it('does not give interest cover full marks for zero interest against ₹2,000 crore of borrowings: not assessed', () => {
    const base = steadyCompounder();
    const years = base.years.map((y, i, all) => (i === all.length - 1 ? { ...y, interest: 0, borrowings: 2000 } : y));
    const payload = analyseCompany({ ...base, years }, at);
    const row = payload[PART2_TITLE].summary_table.find((r) => r.Factor === 'Weak interest cover');
    expect(row).toMatchObject({ Assessment: 'N/A', Justification: expect.stringMatching(/no interest against borrowings of ₹2,000 crore/) });
    expect(payload['Part 4: Investment Score']['Financial strength']).toMatch(
      /Interest cover \(5 points\) left out: no interest shown against borrowings of ₹2,000 crore/,
    );
  });
});

describe('rating: the reason as a code, for the UI to word', () => {
  const insurer = (): CompanyFacts => {
    const base = steadyCompounder();
    return { ...base, profile: profile({ ...base.profile, kind: 'insurer', isLender: false }) };
  };

  it.each([
    ['no statements', 'no_statements', null, noStatements],
    ['a kind without a model', 'no_model', null, insurer],
    ['no current price', 'insufficient_data', 'no current share price', (): CompanyFacts => ({ ...steadyCompounder(), prices: [] })],
    ['sales, profit and shares only', 'low_coverage', expect.stringMatching(/^only \d+ of the score's 100 points could be assessed/), salesProfitSharesOnly],
  ] as const)('%s: %s', (_case, code, detail, make) => {
    const meta = analyseCompany(make(), at).analysis_meta;
    expect(meta).toMatchObject({ rating_status: 'not_rated', not_rated_code: code, not_rated_detail: detail });
    // The detail is the reason's own words after the code's, never a second account of it.
    if (typeof meta.not_rated_detail === 'string') expect(meta.not_rated_reason?.endsWith(`: ${meta.not_rated_detail}`)).toBe(true);
  });

  it('keeps the reason as data: which shortfalls hold, the figures, the pillars short of half their points', () => {
    expect(runAnalysis(salesProfitSharesOnly()).rating.notRated).toEqual({
      code: 'rating.low_coverage',
      params: {
        shortfall: 'points_and_pillars',
        assessable_points: 25,
        points_needed: 70,
        short_pillars: ['business_quality', 'financial_strength'],
      },
    });
    expect(runAnalysis({ ...steadyCompounder(), years: steadyCompounder().years.slice(-2) }).rating.notRated).toEqual({
      code: 'rating.insufficient_data',
      params: { shortfall: 'years', complete_years: 2, years_needed: 3 },
    });
    expect(runAnalysis(steadyCompounder()).rating.notRated).toBeNull();
  });

  it('gives a rated company neither code nor detail', () => {
    expect(analyseCompany(steadyCompounder(), at).analysis_meta).toMatchObject({ rating_status: 'rated', not_rated_code: null, not_rated_detail: null });
  });
});
