import { PART3_TITLE, PART4_TITLE } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany } from './index';
import { holdCashFlows, projectHoldIrr, solveIrr } from './metrics/irr';
import { bullGrowth, bullGrowthCap } from './metrics/scenarios';
import { lynchCategory, lynchLens } from './lenses/lynch';
import { cyclical, steadyCompounder, turnaround } from './testing/archetypes';
import { facts, year } from './testing/builders';
import { depressedBase, lenderTroughBase, troughToTrough } from './testing/growthFixtures';
import { measureEvidenceV1 } from './v1/measureText';
import { buildReportOverview } from './v2/report';
import { measureV2 } from './v2/score';

/** Growth, projections and thin histories (hand-worked, one company per rule). */

const at = { computedAt: '2025-07-01T00:00:00.000Z' };

describe('a CAGR that starts in a loss, or runs short, is not meaningful', () => {
  it('gives a turnaround (FY2020 a loss, FY2025 a profit) no EPS CAGR and no EPS growth points, instead of a CAGR from its first profitable year', () => {
    const a = runAnalysis(turnaround());
    expect(a.growth.eps).toMatchObject({
      value: null,
      notMeaningful: 'loss_start',
      why: { code: 'loss_start', years: 5, startFy: 2020 },
    });
    const eps = a.score.pillars.find((p) => p.id === 'growth')?.measures.find((m) => m.id === 'eps_cagr');
    expect(eps?.points).toBe(0);
    expect(eps && measureEvidenceV1(measureV2(eps))).toBe('EPS CAGR not meaningful: the 5-year window starts in FY2020 at a loss or zero, so no growth points');
  });

  it('leaves growth out (unknown, not bad) when the start year of the window is missing', () => {
    const base = steadyCompounder();
    const a = runAnalysis({ ...base, years: base.years.filter((y) => y.fiscalYear !== 2020) });
    expect(a.growth.sales).toMatchObject({ value: null, notMeaningful: 'short_window', why: { code: 'short_window', years: 5, startFy: 2020 } });
    const sales = a.score.pillars.find((p) => p.id === 'growth')?.measures.find((m) => m.id === 'sales_cagr');
    expect(sales?.points).toBeNull();
  });
});

describe('projections fade and the bull case is capped', () => {
  it('caps the bull case at the best 5-year EPS CAGR (20% only without one), never below the base case', () => {
    expect(bullGrowthCap(null)).toBe(0.2);
    expect(bullGrowthCap(0.113)).toBe(0.113); // TCS: its bull case grew 14.2% against a best stretch of 11.3%
    expect(bullGrowthCap(0.28)).toBe(0.28);
    expect(bullGrowth(0.092, 0.113)).toBe(0.113);
    expect(bullGrowth(0.1, 0.2)).toBeCloseTo(0.15, 12); // base + 5 points
    expect(bullGrowth(0.25, 0.2)).toBe(0.25); // a base already above the cap stays
  });

  it("states the compounder's bull cap and why, and its expected return is the IRR of the weighted cash flows", () => {
    const a = runAnalysis(steadyCompounder());
    const scenarios = a.scenarios ?? [];
    // Base 15.0% (the EPS CAGR of 16.3% bounded by the 15.0% sales CAGR) + 5 points, capped at the best stretch of 16.5%.
    expect(a.hold.ok && a.hold.growthClamp).toBe('sales');
    expect(scenarios.find((s) => s.id === 'bull')?.growth).toBeCloseTo(a.growth.bestEpsCagr5?.value as number, 12);
    const weighted = Array.from({ length: 6 }, (_, t) =>
      scenarios.reduce((sum, s) => {
        const flows = holdCashFlows({ price: 1652.1, eps0: 55.07, growth: s.growth, years: 5, exitPe: s.exitPe, payout: a.hold.ok ? a.hold.payout : 0 });
        return sum + (s.probability / 100) * (flows[t] ?? 0);
      }, 0),
    );
    expect(a.expectedReturn?.irr).toBeCloseTo(solveIrr(weighted).irr as number, 10);
    const averageOfIrrs = scenarios.reduce((sum, s) => sum + (s.probability / 100) * (s.fiveYear.irr ?? 0), 0);
    expect(a.expectedReturn?.irr).not.toBeCloseTo(averageOfIrrs, 4);
    const text = Object.values(analyseCompany(steadyCompounder(), at)[PART3_TITLE]['5. 3-10 Year Hold Scenarios']).join(' ');
    expect(text).toContain("capped at 16.5%, the company's own best 5-year EPS CAGR (FY2016–FY2021): a bull case may hope for a repeat of the best stretch");
    expect(text).toContain('The probabilities are a stated heuristic, not a forecast');
    expect(text).toMatch(/Expected return: \d+\.\d% a year, the IRR of the three cases' 5-year cash flows weighted by these probabilities/);
  });

  it('fades the IRR, so ten years of 25% growth are not compounded', () => {
    const ten = projectHoldIrr({ price: 100, eps0: 5, growth: 0.25, years: 10, exitPe: 20, payout: 0 });
    expect(ten.epsAtExit).toBeCloseTo(5 * 1.25 ** 5 * 1.21 * 1.17 * 1.13 * 1.09 * 1.05, 9);
  });
});

describe('periods that are not twelve months long', () => {
  /** Nestle India-like: calendar years to CY2022, then Jan 2023–Mar 2024 (15 months), then FY2025. */
  function changedYearEnd() {
    const rows: Array<[number, string, number, number | undefined]> = [
      [2019, '2019-12-31', 12369, undefined],
      [2020, '2020-12-31', 13350, undefined],
      [2021, '2021-12-31', 14741, undefined],
      [2022, '2022-12-31', 16897, undefined],
      [2024, '2024-03-31', 24394, 15],
      [2025, '2025-03-31', 20202, undefined],
    ];
    const years = rows.map(([fy, periodEnd, sales, months]) =>
      year(fy, { periodEnd, months, sales, netProfit: sales * 0.15, eps: (sales * 0.15) / 96, shares: 96, equity: 96, reserves: 3000, borrowings: 0 }),
    );
    return facts({ years, prices: [{ price: 1100, asOf: '2025-06-30', source: 'test close' }] });
  }

  it('annualise a 15-month period where it enters yearly growth, and compound CAGRs over the time that passed', () => {
    const a = runAnalysis(changedYearEnd());
    const fy2025 = a.growth.salesYoy.find((p) => p.fy === 2025);
    // 20,202 against 24,394 × 12/15 = 19,515.2: +3.5%, not the −17.2% of fifteen months against twelve.
    expect(fy2025?.growth).toEqual({ kind: 'growth', value: expect.closeTo(20202 / 19515.2 - 1, 9) });
    expect(fy2025?.annualised).toEqual([{ label: 'FY2024', months: 15 }]);
    // FY2020 (Dec 2020) to FY2025 (Mar 2025) is 4.25 years.
    expect(a.growth.sales.years).toBe(4.25);
    expect(a.growth.sales.value).toBeCloseTo((20202 / 13350) ** (1 / 4.25) - 1, 12);
  });

  it('set a 15-month EPS against the price as a year, and say so', () => {
    const f = changedYearEnd();
    const a = runAnalysis({ ...f, years: f.years.slice(0, -1) });
    if (!a.hold.ok) throw new Error(a.hold.why.code);
    expect(a.hold.reportedEps).toBeCloseTo((24394 * 0.15 * 12) / 15 / 96, 9);
    expect(a.hold).toMatchObject({ epsPeriod: 'FY2024', epsMonths: 15 });
    expect(a.hold).not.toHaveProperty('epsLabel');
  });

  it('give the report a 15-month EPS as a period and its months, and v1 still names it', () => {
    const f = changedYearEnd();
    const a = runAnalysis({ ...f, years: f.years.slice(0, -1) });
    const earnings = buildReportOverview(a).earnings;
    expect(earnings?.eps?.period).toBe('FY2024');
    expect(earnings?.eps_months).toBe(15);
    expect(JSON.stringify(analyseCompany({ ...f, years: f.years.slice(0, -1) }, at))).toContain('times FY2024 (15 months, annualised) EPS of');
  });

  it('are named in the missing-data notes as left out of yearly and growth figures', () => {
    const payload = analyseCompany({ ...steadyCompounder(), shortPeriods: [{ periodEnd: '2015-12-31', months: 3 }] }, at);
    expect(payload.analysis_meta.missing_data).toContain(
      'the 3-month period ending 2015-12-31 (a change of year end) is left out of yearly and growth figures, which use twelve-month years only',
    );
  });
});

describe('a thin history (fewer than five twelve-month years) publishes no long view', () => {
  it('has no 10-year IRR, no fat-pitch verdict and no scenario table, and says why', () => {
    const base = steadyCompounder();
    const payload = analyseCompany({ ...base, years: base.years.slice(-4) }, at);
    const part3 = payload[PART3_TITLE];
    const oe = part3["4. Owner's Earnings and Margin of Safety"];
    expect(oe['IRR Projections']['10-year hold']).toBe('Not published: only 4 twelve-month years of history (5 needed for a 10-year view).');
    expect(oe['IRR Projections']['5-year hold']).toMatch(/^\d+\.\d% a year/);
    expect(oe['Fat Pitch Analysis']).toBe('Not judged: only 4 twelve-month years of history (5 needed), too little to call anything a fat pitch.');
    expect(Object.keys(part3['5. 3-10 Year Hold Scenarios'])).toEqual(['Base Case', 'Bull Case', 'Bear Case']);
    expect(part3['5. 3-10 Year Hold Scenarios']['Base Case']).toMatch(/^No scenario table: only 4 twelve-month years/);
    expect(payload[PART4_TITLE].Growth).toMatch(/Sales growth \(8 points\) left out: no sales CAGR \(not meaningful: no FY2020 figure/);
  });
});

describe('a peak or a trough is never the base of a growth assumption or a scored CAGR (finding 4)', () => {
  it("gives Sun Pharma's FY2021 trough no EPS CAGR, so the base case grows with sales (11.8%), not 25%, and Lynch does not call it a fast grower", () => {
    const a = runAnalysis(depressedBase());
    expect(a.growth.eps).toMatchObject({ value: null, notMeaningful: 'base_effect' });
    expect(a.growth.eps.why).toMatchObject({
      code: 'base_effect',
      years: 5,
      startFy: 2021,
      extreme: { fy: 2021, kind: 'trough', margin: expect.closeTo(0.071, 3), norm: { median: expect.closeTo(0.162, 3), fromFy: 2020, toFy: 2026, years: 7 } },
    });
    expect(a.hold.ok && a.hold.growth).toBeCloseTo(0.118, 3);
    expect(lynchCategory(a).category).not.toBe('fast_grower');
  });

  it("leaves Tata Steel's trough-to-trough EPS CAGR out of the growth score", () => {
    const a = runAnalysis(troughToTrough());
    const eps = a.score.pillars.find((p) => p.id === 'growth')?.measures.find((m) => m.id === 'eps_cagr');
    expect(eps?.points).toBeNull();
    expect(eps && measureEvidenceV1(measureV2(eps))).toBe(
      'left out: EPS CAGR not meaningful: the 5-year window starts in FY2020, a trough year (net margin 1.1% against a 7-year median of 3.2%, FY2019–FY2025): growth from it measures the base, not the business',
    );
  });

  it("does not compute ICICI's PEG from the FY2019 trough", () => {
    const peg = lynchLens(runAnalysis(lenderTroughBase())).criteria[0];
    expect(peg).toMatchObject({ id: 'peg', outcome: 'not_assessable' });
    expect(peg?.reason?.params).toMatchObject({ cagr: 'base_effect', start_fiscal_year: 'FY2019', extreme: 'trough' });
  });

  it('never picks a window from a peak or a trough as the best 5-year stretch', () => {
    // FY2017 (a 26.8% margin) is a peak and FY2018–FY2021 are troughs: no 5-year window is clean.
    expect(runAnalysis(depressedBase()).growth.bestEpsCagr5).toBeNull();
  });
});

describe('growth assumptions are bounded by sales growth and by fundable growth', () => {
  /** EPS and sales from FY2020 at `eps` and `sales` growth; 10 crore shares; net worth set by `roe`; payout `payout`. */
  function company(eps: number, sales: number, roe: number, payout: number) {
    const years = Array.from({ length: 6 }, (_, i) => {
      const e = 10 * (1 + eps) ** i;
      const np = e * 10;
      return year(2020 + i, {
        sales: 1000 * (1 + sales) ** i,
        eps: e,
        netProfit: np,
        shares: 10,
        equity: 10,
        reserves: np / roe - 10,
        borrowings: 0,
        dividends: np * payout,
      });
    });
    return facts({ years, prices: [{ price: 300, asOf: '2025-06-30', source: 'test close' }] });
  }

  it('keeps EPS growth of 20% to the 10% sales CAGR, and says so', () => {
    const a = runAnalysis(company(0.2, 0.1, 0.5, 0.2));
    expect(a.hold).toMatchObject({ ok: true, growthClamp: 'sales' });
    expect(a.hold.ok && a.hold.growth).toBeCloseTo(0.1, 9);
    const irr = analyseCompany(company(0.2, 0.1, 0.5, 0.2), at)[PART3_TITLE]["4. Owner's Earnings and Margin of Safety"]['IRR Projections'];
    expect(irr.Assumptions).toContain('bounded by the FY2020–FY2025 sales CAGR of 10.0%: EPS cannot outgrow sales for long');
  });

  it('keeps 15% growth at an ROE of about 10% with half paid out to the fundable half of that ROE', () => {
    const a = runAnalysis(company(0.15, 0.15, 0.1, 0.5));
    expect(a.hold).toMatchObject({ ok: true, growthClamp: 'sustainable' });
    // 10% on year-end equity is 10.7% on average equity (the ROE the engine uses), so about 5.3%.
    const roe = a.returns.roe.median as number;
    expect(roe).toBeGreaterThan(0.1);
    expect(roe).toBeLessThan(0.11);
    expect(a.hold.ok && a.hold.growth).toBeCloseTo(roe * 0.5, 9);
  });
});

describe("a cyclical's projections start from normalised earnings", () => {
  it('uses median operating margin × current sales as the starting EPS, and states the reported one', () => {
    const a = runAnalysis(cyclical());
    if (!a.hold.ok) throw new Error(a.hold.why.code);
    expect(a.hold.eps0).toBeCloseTo((116 * (1 - 0.2517)) / 20, 9);
    expect(a.hold.reportedEps).toBe(cyclical().years.at(-1)?.eps);
    const irr = analyseCompany(cyclical(), at)[PART3_TITLE]["4. Owner's Earnings and Margin of Safety"]['IRR Projections'];
    expect(irr.Assumptions).toContain(
      "normalised, as a cyclical's latest year may be a peak or a trough (median operating margin of 17.0% over FY2019–FY2025 × FY2025 sales of ₹1,500 crore",
    );
  });
});

describe('the 3- and 5-year IRRs', () => {
  it("are the same when the exit P/E is today's, and the text says why", () => {
    const a = runAnalysis(depressedBase());
    const irr = (y: number) => a.horizons.find((h) => h.years === y)?.projection.irr as number;
    expect(irr(3)).toBeCloseTo(irr(5), 9);
    const text = analyseCompany(depressedBase(), at)[PART3_TITLE]["4. Owner's Earnings and Margin of Safety"]['IRR Projections'];
    expect(text.Assumptions).toContain("The 3- and 5-year IRRs are the same because the exit P/E is today's");
  });
});

describe('a median of one year is no median', () => {
  it("says 'ROCE in FY2025' when only FY2025 has a ROCE", () => {
    const base = steadyCompounder();
    const years = base.years.map((y, i, all) => (i === all.length - 1 ? y : { ...y, profitBeforeTax: null, operatingProfit: null }));
    const payload = analyseCompany({ ...base, years }, at);
    const part3 = payload[PART3_TITLE]['1. Overall Investigation'];
    expect(part3).toMatch(/ROCE in FY2025 was \d/);
    expect(part3).not.toContain('Median ROCE over FY2025 was');
    const level = runAnalysis({ ...base, years })
      .score.pillars.find((p) => p.id === 'business_quality')
      ?.measures.find((m) => m.id === 'roce_level');
    expect(level && measureEvidenceV1(measureV2(level))).toMatch(/^ROCE \d+\.\d% in FY2025 \(/);
  });
});
