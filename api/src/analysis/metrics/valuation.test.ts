import { cashFlowValue, impliedGrowth } from './cashFlowValuation';
import { grahamNumber, justifiedPe, marginOfSafety } from './valuation';

describe('valuation building blocks', () => {
  it('margin of safety = (IV − price) / IV: IV 1,500 and price 1,000 give 33.3%', () => {
    expect(((marginOfSafety(1500, 1000) as number) * 100).toFixed(1)).toBe('33.3');
    expect(marginOfSafety(1000, 1500)).toBeCloseTo(-0.5, 12);
    expect(marginOfSafety(0, 100)).toBeNull();
    expect(marginOfSafety(-5, 100)).toBeNull();
    expect(marginOfSafety(100, null)).toBeNull();
  });

  it('Graham number √(22.5 × EPS × BVPS): EPS 50 and BVPS 300 give 580.95', () => {
    expect((grahamNumber(50, 300) as number).toFixed(2)).toBe('580.95');
    expect(grahamNumber(-50, 300)).toBeNull();
    expect(grahamNumber(50, -1)).toBeNull();
  });

  it("justified P/E is Graham's 8.5 + 2g, with g floored at 0 and capped at 15%", () => {
    expect(justifiedPe(0.1)).toBeCloseTo(28.5, 12);
    expect(justifiedPe(0.4)).toBeCloseTo(38.5, 12);
    expect(justifiedPe(-0.05)).toBe(8.5);
  });

  it('cash-flow DCF: EPS 10 growing 5% forever on a 20% ROE reinvests 25%, so it is worth 10 × 1.05 × 0.75 / (13% − 5%) = 98.4375', () => {
    const d = cashFlowValue({ earnings0: 10, growth: 0.05, returnOnCapital: 0.2, discountRate: 0.13, terminalGrowth: 0.05 });
    expect(d?.value).toBeCloseTo(98.4375, 9);
    expect(d).toMatchObject({ reinvestmentStart: 0.25, reinvestmentTerminal: 0.25 });
  });

  it('charges growth its reinvestment: at a return equal to the 13% cost of equity, faster growth adds nothing beyond the first year', () => {
    const slow = cashFlowValue({ earnings0: 10, growth: 0.05, returnOnCapital: 0.13, discountRate: 0.13, terminalGrowth: 0.05, constantGrowth: true });
    expect(slow?.value).toBeCloseTo((10 * 1.05) / 0.13, 9);
    const fast = cashFlowValue({ earnings0: 10, growth: 0.2, returnOnCapital: 0.1, discountRate: 0.13, terminalGrowth: 0.05 });
    const free = cashFlowValue({ earnings0: 10, growth: 0.2, returnOnCapital: 10, discountRate: 0.13, terminalGrowth: 0.05 });
    expect(fast?.value as number).toBeLessThan((free?.value as number) / 2); // 20% growth on a 10% ROE reinvests everything for five years
    expect(cashFlowValue({ earnings0: -1, growth: 0.1, returnOnCapital: 0.2, discountRate: 0.13, terminalGrowth: 0.05 })).toBeNull();
    expect(cashFlowValue({ earnings0: 10, growth: 0.1, returnOnCapital: 0.2, discountRate: 0.13, terminalGrowth: 0.13 })).toBeNull();
  });

  it('reverse DCF: a price of 98.4375 implies 5% a year for ten years; on a ROE below the cost of equity the price names no growth rate', () => {
    const input = { earnings0: 10, returnOnCapital: 0.2, discountRate: 0.13, terminalGrowth: 0.05 };
    const implied = impliedGrowth(98.4375, input);
    expect(implied?.kind).toBe('solved');
    expect(implied?.kind === 'solved' ? implied.growth : null).toBeCloseTo(0.05, 6);
    expect(impliedGrowth(1e6, input)).toEqual({ kind: 'above_range', bound: 0.6 });
    expect(impliedGrowth(100, { ...input, returnOnCapital: 0.12 })).toEqual({ kind: 'growth_destroys_value' });
  });
});
