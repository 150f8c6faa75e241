import { MEASURE_SCALES } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany, ANALYSIS_ENGINE_VERSION } from './index';
import { THRESHOLDS } from './metrics/riskFactorTypes';
import { PILLAR_WEIGHTS } from './score';
import { lender, steadyCompounder } from './testing/archetypes';
import { type CompanyFacts, type GuidanceRecord } from './types';
import { measureEvidenceV1 } from './v1/measureText';
import { measureV2 } from './v2/score';

const scoreOf = (f: CompanyFacts): number | null => runAnalysis(f).score.score;

describe('investment score', () => {
  it('pillar weights add up to 100', () => {
    expect(Object.values(PILLAR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is the rescaled sum of pillar points: round(100 × earned / assessable)', () => {
    const s = runAnalysis(steadyCompounder()).score;
    const earned = s.pillars.reduce((sum, p) => sum + p.earned, 0);
    const assessable = s.pillars.reduce((sum, p) => sum + p.assessable, 0);
    expect(earned).toBeCloseTo(s.earned, 10);
    expect(s.score).toBe(Math.round((100 * earned) / assessable));
    for (const p of s.pillars) {
      expect(p.earned).toBeLessThanOrEqual(p.assessable + 1e-9);
      expect(p.assessable).toBeLessThanOrEqual(p.weight);
    }
  });

  it('treats missing guidance as neither a bonus nor a penalty: it sits between perfect and broken guidance', () => {
    const base = steadyCompounder();
    const withGuidance = (actualFactor: number): CompanyFacts => ({
      ...base,
      guidance: base.guidance.map(
        (g): GuidanceRecord => (g.actual === null ? g : { ...g, metric: 'revenue_growth_pct', guidedValue: 10, actual: 10 * actualFactor }),
      ),
    });
    const perfect = scoreOf(withGuidance(1)) as number;
    const none = scoreOf({ ...base, guidance: [] }) as number;
    const broken = scoreOf(withGuidance(0)) as number;
    expect(perfect).toBeGreaterThanOrEqual(none);
    expect(none).toBeGreaterThan(broken);
  });

  it('scores a lender on its own measures, each pillar complete, so only missing data is rescaled', () => {
    const a = runAnalysis(lender());
    const ids = Object.fromEntries(a.score.pillars.map((p) => [p.id, p.measures.map((m) => m.id)]));
    expect(ids).toEqual({
      business_quality: ['roe_level', 'roe_stability'],
      growth: ['sales_cagr', 'eps_cagr', 'growth_consistency'],
      financial_strength: ['capital_cushion', 'leverage_trend', 'asset_quality'],
      earnings_quality: ['profit_record', 'profit_consistency', 'worst_profit_fall'],
      management_credibility: ['guidance_accuracy', 'share_count_discipline'],
      valuation: ['margin_of_safety', 'expected_return'],
    });
    for (const p of a.score.pillars) expect(p.measures.reduce((sum, m) => sum + m.max, 0)).toBe(p.weight);
    // The fixture has no guidance and no results filings (so no NPA): those, and only those, are left out.
    expect(a.score.pillars.flatMap((p) => p.measures.filter((m) => m.points === null).map((m) => m.id))).toEqual(['asset_quality', 'guidance_accuracy']);
    expect(a.score.assessable).toBe(88);
    expect(a.score.pillars.filter((p) => p.lenderNote).map((p) => p.id)).toEqual(['business_quality', 'financial_strength', 'earnings_quality', 'valuation']);
    expect(runAnalysis(steadyCompounder()).score.pillars.some((p) => p.lenderNote)).toBe(false);
  });

  it('lender measures follow their stated scales (hand-worked on the lender fixture)', () => {
    const a = runAnalysis(lender());
    const measure = (id: string) => a.score.pillars.flatMap((p) => p.measures).find((m) => m.id === id);
    const roe = a.returns.roe.median as number;
    expect(measure('roe_level')?.points).toBeCloseTo((15 * (roe - 0.1)) / (0.2 - 0.1), 10);
    const eta = a.returns.equityToAssets as number;
    expect(measure('capital_cushion')?.points).toBeCloseTo((6 * (eta - 0.06)) / (0.15 - 0.06), 10);
    const lev = a.returns.leverage;
    expect(lev).not.toBeNull();
    expect(measure('leverage_trend')?.points).toBeCloseTo(4 * (1 - (lev?.change as number) / 0.2), 10);
    expect(measure('worst_profit_fall')).toMatchObject({ points: 6, max: 6 });
  });
});

describe('the scales, from the contract (shared-types MEASURE_SCALES)', () => {
  it('earn a lender nothing on ROE and capital cushion exactly where Part 2 flags them as a risk', () => {
    expect(MEASURE_SCALES.roe_level.zero_at).toBe(THRESHOLDS.lenderRoe);
    expect(MEASURE_SCALES.capital_cushion.zero_at).toBe(THRESHOLDS.lenderEquityToAssets);
  });

  it('give every measure that has a scale both ends and a unit', () => {
    const partial = Object.entries(MEASURE_SCALES).filter(
      ([, s]) => (s.zero_at === undefined) !== (s.full_at === undefined) || (s.zero_at !== undefined && s.unit === undefined),
    );
    expect(partial).toEqual([]);
  });
});

describe("a lender's asset quality in its score", () => {
  const withNpa = (grossNpaPct: number, netNpaPct: number, earlier?: { grossNpaPct: number; netNpaPct: number }) => {
    const points = [{ periodEnd: '2025-03-31', grossNpaPct, netNpaPct, roaPct: 1.8, cet1Pct: null }];
    if (earlier !== undefined) points.unshift({ periodEnd: '2024-03-31', ...earlier, roaPct: 1.7, cet1Pct: null });
    return runAnalysis({ ...lender(), lenderQuality: points });
  };
  const measure = (a: ReturnType<typeof runAnalysis>) => a.score.pillars.flatMap((p) => p.measures).find((m) => m.id === 'asset_quality');

  it('scores net NPA from the filings: full marks at 0.5% or less, none at 3% or more, linear between', () => {
    expect(measure(withNpa(1.3, 0.33))).toMatchObject({ max: 5, points: 5 });
    expect(measure(withNpa(9.1, 3.4))).toMatchObject({ max: 5, points: 0 });
    expect(measure(withNpa(4.0, 1.75))?.points).toBeCloseTo(5 * (1 - (0.0175 - 0.005) / (0.03 - 0.005)), 10);
  });

  it('states net and gross NPA and their move from the same quarter a year earlier', () => {
    const m = measure(withNpa(2.4, 0.6, { grossNpaPct: 2.2, netNpaPct: 0.5 }));
    expect(m?.reason.params).toMatchObject({
      net_npa: { value: expect.closeTo(0.006, 12) as number, unit: 'fraction' },
      gross_npa: { value: expect.closeTo(0.024, 12) as number, unit: 'fraction' },
      date: '2025-03-31',
      year_before: '2024-03-31',
      net_npa_year_before: { value: expect.closeTo(0.005, 12) as number, unit: 'fraction' },
      gross_npa_year_before: { value: expect.closeTo(0.022, 12) as number, unit: 'fraction' },
    });
    const evidence = m && measureEvidenceV1(measureV2(m));
    expect(evidence).toContain('net NPA 0.60% and gross NPA 2.40% at 2025-03-31');
    expect(evidence).toContain('gross up from 2.20%, net up from 0.50% at 2024-03-31');
  });

  it('leaves asset quality out, saying why, when no results filing gives NPA', () => {
    expect(measure(runAnalysis(lender()))).toMatchObject({ points: null, reason: { code: 'score.asset_quality.no_filing' } });
  });
});

describe('analyseCompany output envelope', () => {
  it('explains the score pillar by pillar in Part 4', () => {
    const d = analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' });
    expect(Object.keys(d['Part 4: Investment Score'])).toEqual([
      'Score',
      'Business quality',
      'Growth',
      'Financial strength',
      'Earnings quality',
      'Management credibility',
      'Valuation',
      'Method',
    ]);
    expect(d['Part 4: Investment Score'].Score).toMatch(new RegExp(`^${d['Part 4: investment score']}/100 `));
  });

  it('fills analysis_meta from the facts and options; a Date computedAt becomes an ISO string', () => {
    const f = { ...steadyCompounder(), profile: { ...steadyCompounder().profile, isDemo: true } };
    const d = analyseCompany(f, { computedAt: new Date(Date.UTC(2025, 6, 1)) });
    expect(d.analysis_meta).toMatchObject({
      engine_version: ANALYSIS_ENGINE_VERSION,
      computed_at: '2025-07-01T00:00:00.000Z',
      is_demo: true,
      data_sources: [{ kind: 'demo', description: 'Synthetic test fixture', as_of: '2025-06-30' }],
      units: '₹ crore unless stated; EPS and prices in ₹; ratios plain; growth in %',
    });
    expect(d.current_price).toBe(1652.1);
    expect(d.last_updated).toBe('2025-06-30');
  });
});
