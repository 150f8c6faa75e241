import { PART3_TITLE } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { analyseCompany } from './index';
import { computeBeneish, type BeneishYear } from './metrics/beneish';
import { steadyCompounder } from './testing/archetypes';

/** Valuation consistency, the working-capital proxy and the Beneish rows (hand-worked). */

const at = { computedAt: '2025-07-01T00:00:00.000Z' };
const section = (facts = steadyCompounder()): string =>
  analyseCompany(facts, at)[PART3_TITLE]["4. Owner's Earnings and Margin of Safety"]["Owner's Earnings and Margin of Safety Analysis"];

describe('one consistent valuation', () => {
  it('keeps the Graham number (10% ROE implied) out of the range for a 20%-ROE compounder, and says why', () => {
    const a = runAnalysis(steadyCompounder());
    expect(a.valuation.candidates.map((c) => c.id)).toEqual(['justified_pe', 'cash_flow_dcf']);
    expect(a.valuation.grahamShownOnly?.value).toBeCloseTo(589.61, 2);
    expect(section()).toContain(
      'Its P/E of 15 and P/B of 1.5 imply a 10% ROE; with a median ROE of 21.6% that assumption does not hold, so it would undervalue the company by design.',
    );
  });

  it('uses the Graham number where a ~10% ROE makes its assumptions hold', () => {
    const base = steadyCompounder();
    // Halve profits (and EPS): ROE falls to about 10%.
    const years = base.years.map((y) => ({ ...y, netProfit: (y.netProfit ?? 0) / 2, eps: (y.eps ?? 0) / 2 }));
    const a = runAnalysis({ ...base, years });
    expect(a.returns.roe.median).toBeGreaterThan(0.08);
    expect(a.returns.roe.median).toBeLessThan(0.12);
    expect(a.valuation.candidates.map((c) => c.id)).toContain('graham_number');
  });

  it('charges the DCF for growth (69% of year-one earnings reinvested at 15.0% growth (the 16.3% EPS CAGR bounded by the 15.0% sales CAGR) on a 21.6% ROE on average equity) and runs a reverse DCF', () => {
    const text = section();
    expect(text).toMatch(
      /less the reinvestment that growth needs \(growth \/ return on capital, with the 21\.6% median ROE: 69% of earnings in year one, 23% in the terminal years\)/,
    );
    expect(text).toMatch(/Reverse DCF: at ₹1,652\.10 the price implies earnings growth of \d+\.\d% a year for 10 years \(then 5%\)/);
  });

  it('does not call growth bounded at a 15.0% sales CAGR capped at 15%', () => {
    const text = section();
    expect(text).toContain("(Graham's 8.5 + 2g with g = 15.0; no bond-yield adjustment)");
    expect(text).not.toMatch(/growth capped at 15%/);
  });

  it('says why the margin of safety and the IRR disagree when they do', () => {
    const a = runAnalysis(steadyCompounder());
    expect(a.valuation.marginOfSafety as number).toBeLessThan(0);
    expect(a.horizons.find((h) => h.years === 5)?.projection.irr as number).toBeGreaterThan(0.13);
    expect(section()).toContain(
      'Why the 5-year IRR of 15.2% clears the 13% cost of equity while there is no margin of safety: the IRR assumes the market still pays an exit P/E of 29.0 in five years',
    );
  });
});

describe("owner's earnings: working capital never nets off all other liabilities", () => {
  it('charges Δ(receivables + inventory) when only Other Liabilities are known (they hold far more than payables)', () => {
    const a = runAnalysis(steadyCompounder());
    const t = a.ctx.latest!;
    const p = a.ctx.byFy.get(t.fy - 1)!;
    const build = (v: typeof t): number => (v.y.receivables ?? 0) + (v.y.inventory ?? 0);
    expect(a.valuation.ownerEarnings).toMatchObject({ workingCapitalBasis: 'receivables_inventory' });
    expect(a.valuation.ownerEarnings?.workingCapitalChange).toBeCloseTo(build(t) - build(p), 6);
  });

  it('nets off trade payables where a filed balance sheet gives them', () => {
    const f = steadyCompounder();
    const years = f.years.map((y) => ({ ...y, tradePayables: (y.sales ?? 0) * 0.05 }));
    const a = runAnalysis({ ...f, years });
    const t = a.ctx.latest!;
    const p = a.ctx.byFy.get(t.fy - 1)!;
    const trade = (v: typeof t): number => (v.y.receivables ?? 0) + (v.y.inventory ?? 0) - (v.y.tradePayables ?? 0);
    expect(a.valuation.ownerEarnings).toMatchObject({ workingCapitalBasis: 'trade_payables' });
    expect(a.valuation.ownerEarnings?.workingCapitalChange).toBeCloseTo(trade(t) - trade(p), 6);
  });

  it('says plainly that Greenwald on estimated capex is about depreciation', () => {
    expect(section()).toContain('Because that capex is itself estimated from the net block, the result comes down to about depreciation');
  });
});

describe('Beneish from the rows a Screener export carries', () => {
  const year = (sales: number, raw: number, sga: number): BeneishYear => ({
    sales,
    receivables: sales * 0.1,
    operatingProfit: sales * 0.2,
    netBlock: 500,
    cwip: 0,
    depreciation: 50,
    totalAssets: 2000,
    currentAssets: null,
    currentLiabilities: null,
    borrowings: 200,
    inventory: 100,
    cash: 50,
    netProfit: 100,
    operatingCashFlow: 120,
    rawMaterialCost: raw,
    sellingAndAdmin: sga,
    otherLiabilities: 300,
  });

  it('computes GMI from raw material and SGAI from selling and admin', () => {
    const b = computeBeneish(year(1100, 660, 110), year(1000, 550, 80), false);
    if (b.m === null) throw new Error(b.reason.code);
    // GMI = GM last (45%) / GM now (40%) = 1.125; SGAI = (110/1100) / (80/1000) = 1.25.
    expect(b.variables.find((v) => v.name === 'GMI')).toMatchObject({ basis: 'computed' });
    expect(b.variables.find((v) => v.name === 'GMI')?.value).toBeCloseTo(1.125, 12);
    expect(b.variables.find((v) => v.name === 'SGAI')).toMatchObject({ basis: 'computed' });
    expect(b.variables.find((v) => v.name === 'SGAI')?.value).toBeCloseTo(1.25, 12);
    expect(b.variables.find((v) => v.name === 'LVGI')?.note).toBe('lvgi_other_liabilities');
  });

  it('leaves the score when more than two variables are proxied or neutral, and says which', () => {
    const text = analyseCompany(steadyCompounder(), at)['Part 4: Investment Score']['Earnings quality'];
    expect(text).toContain(
      'Beneish M-score (2 points) left out: M −2.41 rests on 4 of 8 variables that are proxied or neutral (GMI proxy, AQI proxy, SGAI neutral, LVGI proxy), more than 2',
    );
  });
});
