import { CompanyDetailsSchema, PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, SCORE_FIELD, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from './index';
import { ARCHETYPES, cyclical, lender, lossMaker, negativeEquity, noStatements, steadyCompounder, thinHistory, turnaround } from './testing/archetypes';
import { findNonFinite } from './testing/findNonFinite';
import { type CompanyFacts } from './types';

const run = (f: CompanyFacts): CompanyDetails => analyseCompany(f, { computedAt: '2025-07-01T00:00:00.000Z' });
const part3 = (d: CompanyDetails) => d[PART3_TITLE];
const rows = (d: CompanyDetails) => d[PART2_TITLE].summary_table;
const row = (d: CompanyDetails, prefix: string) => rows(d).find((r) => r.Factor.startsWith(prefix));

describe.each(Object.entries(ARCHETYPES))('archetype: %s', (_name, make) => {
  const details = run(make());

  it('parses with CompanyDetailsSchema and has no NaN, Infinity or undefined anywhere', () => {
    expect(CompanyDetailsSchema.safeParse(details).success).toBe(true);
    expect(findNonFinite(details)).toEqual([]);
  });

  it('has a null or integer 0–100 score that agrees with the rating status', () => {
    const score = details[SCORE_FIELD];
    if (score !== null) expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
    expect(details.analysis_meta.rating_status === 'rated').toBe(score !== null);
    expect(details.analysis_meta.not_rated_reason === null).toBe(score !== null);
  });

  it('is deterministic', () => {
    expect(run(make())).toEqual(details);
  });
});

describe('archetypes read sensibly', () => {
  const compounder = run(steadyCompounder());
  const loss = run(lossMaker());
  const cyc = run(cyclical());
  const turn = run(turnaround());
  const bank = run(lender());
  const thin = run(thinHistory());
  const none = run(noStatements());
  const negative = run(negativeEquity());

  it('ranks the steady compounder above the turnaround, the cyclical and the loss-maker', () => {
    const score = (d: CompanyDetails): number => d[SCORE_FIELD] as number;
    expect(score(compounder)).toBeGreaterThanOrEqual(75);
    expect(score(compounder)).toBeGreaterThan(score(turn));
    expect(score(turn)).toBeGreaterThan(score(cyc));
    expect(score(cyc)).toBeGreaterThan(score(loss));
    expect(score(loss)).toBeLessThan(20);
    expect(score(negative)).toBeLessThan(25);
  });

  it('compounder: guidance credibility, IRR keys and scenario probabilities that sum to 100', () => {
    const guidance = compounder[PART1_TITLE]['2. Management Guidance Analysis'];
    // (100 + 94 + 100 + 70) / 4: the 3-point growth miss and the 0.6-point margin miss are judged in points.
    expect(guidance['Overall Credibility Assessment']).toMatch(/^Credibility score: 91\/100\./);
    expect(Object.keys(guidance['Historical Comparison'])).toEqual([
      'FY2022 revenue growth',
      'FY2023 operating margin',
      'FY2024 capex',
      'FY2025 revenue growth',
    ]);
    expect(guidance['Historical Comparison']['FY2025 revenue growth']).toContain('Guided 18.0%, actual 15.0%: missed by 3.0 percentage points');
    expect(guidance['Current Guidance']).toContain('FY2026 revenue growth: 16.0%');
    const irr = part3(compounder)["4. Owner's Earnings and Margin of Safety"]['IRR Projections'];
    for (const key of ['3-year hold', '5-year hold'])
      expect(irr[key]).toMatch(/^\d+\.\d% a year \(EPS growth \d+\.\d% a year, exit P\/E \d+\.\d, payout \d+%\)$/);
    // Ten years fade to the terminal rate, as the DCF and the scenarios do.
    expect(irr['10-year hold']).toMatch(
      /^\d+\.\d% a year \(EPS growth \d+\.\d% a year for 5 years, fading to 5% by year 10, exit P\/E \d+\.\d, payout \d+%\)$/,
    );
    const keys = Object.keys(part3(compounder)['5. 3-10 Year Hold Scenarios']);
    expect(keys.map((k) => k.replace(/ \(\d+% Probability\)/, ''))).toEqual(['Base Case', 'Bull Case', 'Bear Case']);
    expect(keys.reduce((sum, k) => sum + Number(/\((\d+)% Probability\)/.exec(k)?.[1]), 0)).toBe(100);
    expect(compounder[PART2_TITLE]['Overall Risk Assessment']).toMatch(/^Overall operational risk: Low\./);
  });

  it('lender: ROCE, Altman, Beneish and capex-based owner’s earnings are not applicable, and it is still rated', () => {
    expect(bank[SCORE_FIELD]).not.toBeNull();
    expect(part3(bank)['2. Business Model and Moat']).toContain('ROCE not applicable');
    expect(bank.data_json.roce.raw_value.every((v) => v === 'NA')).toBe(true);
    expect(row(bank, 'Financial distress')?.Justification).toContain('Altman Z-score not applicable');
    expect(row(bank, 'Earnings manipulation')?.Justification).toContain('Beneish M-score not applicable');
    expect(part3(bank)["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"]).toContain(
      "capex-based owner's earnings not applicable",
    );
    expect(bank[PART4_TITLE]['Business quality']).toContain('ROE level');
    expect(bank[PART4_TITLE]['Financial strength']).toContain('Capital cushion');
    expect(bank[PART4_TITLE]['Financial strength']).toContain('Leverage trend');
  });

  it('lender: valued on book value (justified P/B), not on Graham’s growth P/E or the Graham number', () => {
    const section = part3(bank)["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"];
    expect(section).toContain('Justified P/B = (ROE − g) / (r − g)');
    expect(section).toMatch(
      /Book value per share = \(equity capital ₹100\.0 crore \+ reserves ₹[\d,]+ crore\) \/ 100\.00 crore shares = ₹\d+\.\d\d \(FY2025\)/,
    );
    expect(section).toMatch(/Intrinsic value = justified P\/B × book value per share = \d\.\d\d × ₹/);
    expect(section).toMatch(/The shares trade at \d\.\d\d times book \(current P\/B\)/);
    expect(section).toContain('Intrinsic value: the justified-P/B value');
    expect(section).toContain("Not used for a lender: EPS × justified P/E (Graham's growth P/E of 8.5 + 2g, up to 38.5 times, would price a bank");
    // Neither Graham computation appears: no EPS × (8.5 + 2g) line and no √(22.5 × EPS × BVPS).
    expect(section).not.toMatch(/Graham's 8\.5 \+ 2g with g =/);
    expect(section).not.toContain('√(22.5');
    expect(section).not.toContain('Intrinsic value estimates:');
    expect(part3(bank)['1. Overall Investigation']).toMatch(
      /On book value, the measure a lender is valued by, they trade at \d\.\d\d times FY2025 book value per share/,
    );
    expect(bank[PART4_TITLE].Valuation).toContain('against the justified-P/B value of ₹');
    expect(bank[PART4_TITLE].Method).toContain("not Graham's growth P/E");
    expect(compounder[PART4_TITLE].Method).not.toContain("not Graham's growth P/E");
    expect(part3(bank)["4. Owner's Earnings and Margin of Safety"]['IRR Projections'].Assumptions).toContain('bounded by fundable growth of');
  });

  it('thin history: not rated with the reason, yet still says what it can', () => {
    const reason = 'Not rated — insufficient data: only 2 fiscal years with both sales and net profit (3 needed)';
    expect(thin[SCORE_FIELD]).toBeNull();
    expect(thin.analysis_meta).toMatchObject({ rating_status: 'not_rated', not_rated_reason: reason });
    expect(thin[PART4_TITLE].Score).toBe(reason);
    expect(part3(thin)['1. Overall Investigation']).toContain(
      'Sales CAGR is not meaningful: no FY2020 figure, so the window would be shorter than 5 years (FY2025 figure ₹3,518 crore)',
    );
  });

  it('no statements: the exact reason, plain sections and no invented figures', () => {
    const reason = 'Not rated — no financial statements imported yet';
    expect(none.analysis_meta.not_rated_reason).toBe(reason);
    expect(none[PART4_TITLE].Score).toBe(reason);
    expect(none[SCORE_FIELD]).toBeNull();
    expect(none.current_price).toBe(250);
    expect(none[PART2_TITLE].summary_table).toEqual([]);
    expect(none.data_json.revenue_growth.labels).toEqual([]);
    const p3 = part3(none);
    for (const text of [p3['2. Business Model and Moat'], p3['3. Risks and Quality'], none[PART2_TITLE]['Overall Risk Assessment']]) {
      expect(text).toMatch(/No financial statements imported yet/);
      expect(text).not.toMatch(/\d/);
    }
    expect(Object.keys(p3['5. 3-10 Year Hold Scenarios'])).toEqual(['Base Case', 'Bull Case', 'Bear Case']);
  });

  it('negative equity: flagged as high leverage and high risk, with no Graham number', () => {
    expect(row(negative, 'High leverage')).toMatchObject({ Assessment: 'YES' });
    expect(row(negative, 'High leverage')?.Data).toMatch(/^Net worth −₹/);
    expect(negative[PART2_TITLE]['Overall Risk Assessment']).toMatch(/^Overall operational risk: High\./);
    expect(part3(negative)["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"]).toContain(
      'Graham number (needs positive EPS and book value per share)',
    );
  });

  it('loss-maker and turnaround: IRR not meaningful on losses; sign flips are described in words', () => {
    expect(part3(loss)["4. Owner's Earnings and Margin of Safety"]['IRR Projections']['5-year hold']).toMatch(/^Not meaningful: FY2025 EPS is not positive/);
    expect(turn[PART1_TITLE]['1. Future Forecast vs. Actuals (Past 5 Years)']).toContain('FY2023 turned profitable');
    expect(turn[PART1_TITLE]['1. Future Forecast vs. Actuals (Past 5 Years)']).toContain('FY2021 loss narrowed 11.8%');
  });

  it('cyclical: sales volatility is flagged', () => {
    expect(row(cyc, 'Revenue volatility')).toMatchObject({ Assessment: 'YES' });
  });

  it('no current price: not rated for that reason', () => {
    const d = run({ ...steadyCompounder(), prices: [] });
    expect(d.analysis_meta.not_rated_reason).toBe('Not rated — insufficient data: no current share price');
    expect(d.current_price).toBeNull();
    expect(d.last_updated).toBeNull();
  });
});
