import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from '../index';
import { type RiskFactorV2, type RisksV2, type ValuationV2 } from 'shared-types/api';
import { ARCHETYPES, noStatements, steadyCompounder } from '../testing/archetypes';
import { riskRow as row } from '../testing/riskRows';
import { type CompanyFacts } from '../types';
import { riskFlagsFigureV1, valuationFigureV1 } from './figures';

const run = (f: CompanyFacts): CompanyDetails => analyseCompany(f, { computedAt: '2025-07-01T00:00:00.000Z' });

describe.each(Object.entries(ARCHETYPES))('figures of archetype %s', (_name, make) => {
  const details = run(make());
  const figures = details.analysis_meta.figures;

  it('names each scenario by its key in Part 3 and states the probability that key states', () => {
    const section = details[PART3_TITLE]['5. 3-10 Year Hold Scenarios'];
    expect(figures.scenarios.map((s) => s.title)).toEqual(Object.keys(section));
    for (const s of figures.scenarios) {
      expect(s.title.includes('% Probability')).toBe(s.probability_percent !== null);
      if (s.probability_percent !== null) expect(s.title).toContain(`(${s.probability_percent}% Probability)`);
    }
  });

  it('gives the credibility score the assessment text states', () => {
    const text = details[PART1_TITLE]['2. Management Guidance Analysis']['Overall Credibility Assessment'];
    if (figures.credibility_score === null) expect(text).toMatch(/^No credibility score/);
    else expect(text).toContain(`Credibility score: ${figures.credibility_score}/100.`);
  });

  it('has one pillar figure per pillar explained in Part 4, earned points only when assessed', () => {
    for (const pillar of figures.score_pillars) {
      expect(details[PART4_TITLE][pillar.name]).toEqual(expect.any(String));
      expect(pillar.points_possible).toBeLessThanOrEqual(pillar.weight);
      if (pillar.points_earned !== null) expect(pillar.points_earned).toBeLessThanOrEqual(pillar.points_possible);
      if (pillar.points_possible === 0) expect(pillar.points_earned).toBeNull();
    }
  });
});

describe('figures', () => {
  it('has the three cases with probabilities summing to 100 and IRRs for a steady compounder', () => {
    const { scenarios } = run(steadyCompounder()).analysis_meta.figures;
    expect(scenarios.map((s) => s.case)).toEqual(['base', 'bull', 'bear']);
    expect(scenarios.reduce((sum, s) => sum + (s.probability_percent ?? 0), 0)).toBe(100);
    expect(scenarios.every((s) => typeof s.irr_5_years === 'number')).toBe(true);
  });

  it('states no probability, IRR or credibility score without statements', () => {
    const figures = run(noStatements()).analysis_meta.figures;
    expect(figures.scenarios.map((s) => [s.title, s.probability_percent, s.irr_5_years])).toEqual([
      ['Base Case', null, null],
      ['Bull Case', null, null],
      ['Bear Case', null, null],
    ]);
    expect(figures.credibility_score).toBeNull();
  });
});

describe('valuation figure', () => {
  const rupees = (value: number) => ({ value, unit: 'inr_per_share' as const });
  const model = (id: ValuationV2['models'][number]['id'], value: number | null, used = true): ValuationV2['models'][number] => ({
    id,
    used,
    ...(value === null ? {} : { value_per_share: rupees(value) }),
    reason: { code: `value.model.${id}.in` },
  });

  it('orders the used estimates, takes the lowest and highest as the range and keeps the intrinsic value and margin given', () => {
    // Used estimates 300, 100 and 200, one left out: the range is 100–300; the figure states the IV and margin the part gives.
    const figure = valuationFigureV1({
      models: [model('justified_pe', 300), model('graham_number', 100.004), model('cash_flow_dcf', 200), model('justified_pb', 50, false)],
      intrinsic_value: rupees(200),
      margin_of_safety: { value: 0.25, unit: 'fraction' },
    });
    expect(figure).toMatchObject({
      intrinsic_value: 200,
      low: 100,
      high: 300,
      margin_of_safety: 0.25,
      candidates: [
        { method: 'Graham number', value: 100 },
        { method: 'DCF of free cash flow after reinvestment', value: 200 },
        { method: 'EPS × justified P/E', value: 300 },
      ],
      margin_basis: 'low_end',
      sensitivity: null,
    });
    expect(figure?.models?.map((m) => [m.method, m.value, m.used])).toEqual([
      ['EPS × justified P/E', 300, true],
      ['Graham number', 100, true],
      ['DCF of free cash flow after reinvestment', 200, true],
      ['Justified P/B × book value', 50, false],
    ]);
  });

  it('is one point for a single estimate, and null without any used one', () => {
    expect(valuationFigureV1({ models: [model('justified_pb', 512.345)], intrinsic_value: rupees(512.345) })).toMatchObject({
      intrinsic_value: 512.35,
      low: 512.35,
      high: 512.35,
      margin_of_safety: null,
      candidates: [{ method: 'Justified P/B × book value', value: 512.35 }],
    });
    expect(valuationFigureV1({ models: [model('justified_pe', 300, false), model('graham_number', null, false)] })).toBeNull();
    expect(valuationFigureV1({ models: [] })).toBeNull();
  });

  it('states the intrinsic value and margin Part 3 states, within the range, for every archetype', () => {
    for (const make of Object.values(ARCHETYPES)) {
      const details = run(make());
      const v = details.analysis_meta.figures.valuation;
      if (v === null || v === undefined) continue;
      expect(v.low).toBeLessThanOrEqual(v.high ?? Infinity);
      if (v.intrinsic_value !== null) {
        expect(v.intrinsic_value).toBeGreaterThanOrEqual(v.low ?? -Infinity);
        expect(v.intrinsic_value).toBeLessThanOrEqual(v.high ?? Infinity);
      }
      if (v.margin_of_safety !== null && details.current_price !== null && v.intrinsic_value !== null) {
        expect(v.margin_of_safety).toBeCloseTo((v.intrinsic_value - details.current_price) / v.intrinsic_value, 3);
      }
    }
  });

  it('is null without statements', () => {
    expect(run(noStatements()).analysis_meta.figures.valuation).toBeNull();
  });

  it('gives the low end as the intrinsic value, every model in or out with its reason, and the sensitivity (issue 29, 5)', () => {
    const v = run(steadyCompounder()).analysis_meta.figures.valuation;
    expect(v?.intrinsic_value).toBe(v?.low);
    expect(v?.margin_basis).toBe('low_end');
    const graham = v?.models?.find((m) => m.method === 'Graham number');
    expect(graham).toMatchObject({ used: false });
    expect(graham?.reason).toMatch(/imply a 10% ROE/);
    expect(v?.models?.filter((m) => m.used).map((m) => m.method)).toEqual(['EPS × justified P/E', 'DCF of free cash flow after reinvestment']);
    const s = v?.sensitivity;
    expect(s?.shift).toBe(0.02);
    expect(s?.roe_down).toBeLessThan(v?.low as number);
    expect(s?.growth_up).toBeGreaterThan(v?.low as number);
  });
});

describe('risk flags figure', () => {
  const risks = (factors: RiskFactorV2[], level: RisksV2['level']): RisksV2 => ({ factors, level, assessed: 0, applicable: 0 });

  it('counts severe and other flags, clear rows and rows not assessed, with the level Part 2 states', () => {
    const rows = [row('yes', { severe: true }), row('yes'), row('yes'), row('no'), row('no'), row('na'), row('na', { applies: false })];
    expect(riskFlagsFigureV1(risks(rows, 'high'), true)).toEqual({ severe: 1, other: 2, clear: 2, not_assessed: 2, level: 'High' });
    expect(riskFlagsFigureV1(risks([row('yes'), row('no')], 'moderate'), true).level).toBe('Moderate');
    expect(riskFlagsFigureV1(risks([row('yes'), row('no'), row('no')], 'low'), true)).toEqual({ severe: 0, other: 1, clear: 2, not_assessed: 0, level: 'Low' });
  });

  it('has no level when Part 2 states none, without rows or without statements', () => {
    expect(riskFlagsFigureV1(risks([row('yes'), row('na'), row('na')], null), true).level).toBeNull();
    expect(riskFlagsFigureV1(risks([], 'low'), true)).toEqual({ severe: 0, other: 0, clear: 0, not_assessed: 0, level: null });
    expect(riskFlagsFigureV1(risks([row('no')], 'low'), false).level).toBeNull();
  });

  it('adds up to the rows of the Part 2 table, its YES rows being the flags, for every archetype', () => {
    for (const make of Object.values(ARCHETYPES)) {
      const details = run(make());
      const flags = details.analysis_meta.figures.risk_flags;
      const table = details[PART2_TITLE].summary_table;
      expect(flags).toBeDefined();
      if (flags === undefined || typeof table === 'string') continue;
      expect(flags.severe + flags.other).toBe(table.filter((r) => r.Assessment === 'YES').length);
      expect(flags.clear).toBe(table.filter((r) => r.Assessment === 'NO').length);
      expect(flags.not_assessed).toBe(table.filter((r) => r.Assessment === 'N/A').length);
      const stated = /Overall operational risk: (\w+)\./.exec(details[PART2_TITLE]['Overall Risk Assessment'])?.[1] ?? null;
      expect(flags.level).toBe(stated);
    }
  });
});
