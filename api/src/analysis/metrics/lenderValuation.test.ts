import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { facts, profile, year } from '../testing/builders';
import { type CompanyFacts, type FinancialYear } from '../types';
import { buildContext } from '../context/buildContext';
import { computeGrowthProfile } from './growthProfile';
import { justifiedPb, lenderBookValue, sustainableGrowth, type LenderBook } from './lenderValuation';

describe('no book value', () => {
  it('says why as a v2 code only (v1 words it: v1/valueModelReasons.ts)', () => {
    const ctx = buildContext(facts({ years: [], profile: profile({ isLender: true }) }));
    expect(lenderBookValue(ctx, computeGrowthProfile(ctx))).toEqual({ reason: { code: 'value.model.justified_pb.no_statements' } });
  });
});

describe('justified P/B = (ROE − g) / (r − g)', () => {
  it('ROE 16%, g 8%, r 13% give 1.6; on book value of ₹200 a share that is ₹320', () => {
    const pb = justifiedPb(0.16, 0.08, 0.13);
    expect(pb.value).toBeCloseTo(1.6, 12);
    expect(pb).toMatchObject({ bound: null, reason: null });
    expect(pb.value * 200).toBeCloseTo(320, 9);
  });

  it('raises a weak lender to the 0.5 floor and caps a runaway multiple at 4', () => {
    // (5 − 4) / (13 − 4) = 0.111…
    expect(justifiedPb(0.05, 0.04, 0.13)).toMatchObject({ value: 0.5, bound: 'floored', reason: null });
    expect(justifiedPb(0.05, 0.04, 0.13).formula).toBeCloseTo(1 / 9, 12);
    // (30 − 10) / (13 − 10) = 6.67
    expect(justifiedPb(0.3, 0.1, 0.13)).toMatchObject({ value: 4, bound: 'capped' });
  });

  it('guards its denominators: ROE ≤ g, or r ≤ g, anchors at the floor with the reason', () => {
    expect(justifiedPb(0.05, 0.08, 0.13)).toEqual({ value: 0.5, formula: null, bound: 'floored', reason: 'roe_not_above_growth' });
    expect(justifiedPb(-0.04, 0, 0.13)).toEqual({ value: 0.5, formula: null, bound: 'floored', reason: 'roe_not_above_growth' });
    expect(justifiedPb(0.2, 0.13, 0.13)).toEqual({ value: 0.5, formula: null, bound: 'floored', reason: 'rate_not_above_growth' });
  });
});

describe('sustainable growth g = min(EPS CAGR, ROE × retention, 10%), floored at 0', () => {
  it('takes the lowest candidate and says which one binds', () => {
    expect(sustainableGrowth(0.15, 0.16, 0.5)).toMatchObject({ value: 0.08, internal: 0.08, retention: 0.5, binding: 'internal', floored: false });
    expect(sustainableGrowth(0.06, 0.16, 0.5)).toMatchObject({ value: 0.06, binding: 'eps_cagr' });
    expect(sustainableGrowth(0.2, 0.25, 0.1)).toMatchObject({ value: 0.1, binding: 'cap' });
  });

  it('skips an unknown EPS CAGR, assumes full retention without dividends and floors a negative g at 0', () => {
    expect(sustainableGrowth(null, 0.09, null)).toMatchObject({ value: 0.09, retention: 1, payoutKnown: false, binding: 'internal' });
    expect(sustainableGrowth(-0.05, 0.12, 0.2)).toMatchObject({ value: 0, binding: 'eps_cagr', floored: true });
  });
});

/**
 * A hand-built lender whose every year earns 16% on average net worth and pays out half, with
 * net worth (and so EPS) growing 8% a year to ₹2,000 crore on 10 crore shares in FY2025:
 * BVPS ₹200, ROE 16%, g = min(8%, 16% × 50%, 10%) = 8%, P/B 1.6, IV ₹320; at ₹256, MoS 20%.
 */
function handWorkedLender(price = 256, roe = 0.16): CompanyFacts {
  const years: FinancialYear[] = [];
  for (let fy = 2021; fy <= 2025; fy += 1) {
    const netWorth = 2000 * 1.08 ** (fy - 2025);
    // ROE is on average net worth: the year before's is netWorth / 1.08.
    const netProfit = (roe * netWorth * (1 + 1 / 1.08)) / 2;
    years.push(
      year(fy, {
        sales: netProfit * 6,
        interest: netProfit * 3,
        profitBeforeTax: netProfit / 0.75,
        netProfit,
        shares: 10,
        eps: netProfit / 10,
        equity: 10,
        reserves: netWorth - 10,
        borrowings: netWorth * 7,
        totalAssets: netWorth * 8.2,
        dividends: netProfit > 0 ? netProfit * 0.5 : 0,
      }),
    );
  }
  return facts({
    profile: profile({ id: 'hw-bank', name: 'Hand Worked Bank Ltd', code: 'HWBANK', sector: 'Banking', isLender: true }),
    years,
    prices: [{ price, asOf: '2025-06-30', source: 'test close' }],
  });
}

describe('a lender is valued on book value, not on Graham', () => {
  it('hand-worked: BVPS ₹200 × justified P/B 1.6 = IV ₹320, margin of safety 20% at ₹256', () => {
    const v = runAnalysis(handWorkedLender()).valuation;
    const book = v.lenderBook as LenderBook;
    expect(book.bvps).toBeCloseTo(200, 9);
    expect(book.roe).toBeCloseTo(0.16, 9);
    expect(book.growth.value).toBeCloseTo(0.08, 9);
    expect(book.pb.value).toBeCloseTo(1.6, 6);
    expect(book.currentPb).toBeCloseTo(1.28, 9);
    expect(v.candidates.map((c) => c.id)).toEqual(['justified_pb']);
    expect(v.justifiedPe).toBeNull();
    expect(v.iv).toBeCloseTo(320, 4);
    expect(v.marginOfSafety).toBeCloseTo(0.2, 6);
  });

  it('says in words when the lender does not earn its cost of equity, and anchors at the floor', () => {
    const d = analyseCompany(handWorkedLender(40, -0.02), { computedAt: '2025-07-01T00:00:00.000Z' });
    const text =
      d['Part 3: Holistic Investment Investigation Report']["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"];
    expect(text).toContain('does not earn its 13% cost of equity');
    expect(text).toContain('anchored at the 0.50 floor');
    expect(text).toMatch(/Intrinsic value = justified P\/B × book value per share = 0\.50 × ₹/);
  });
});
