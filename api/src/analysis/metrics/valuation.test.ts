import { dcfValue, grahamNumber, justifiedPe, marginOfSafety } from './valuation';

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

  it('DCF: base 10 growing 10% for 5 years, 7.5% for 5, then 5% forever at 13% is 173.28', () => {
    const d = dcfValue({ base: 10, growth: 0.1, terminalGrowth: 0.05, discountRate: 0.13 });
    expect(d?.explicit).toBeCloseTo(83.8794, 3);
    expect(d?.terminal).toBeCloseTo(89.3965, 3);
    expect(d?.value).toBeCloseTo(173.2759, 3);
    expect(dcfValue({ base: -1, growth: 0.1, terminalGrowth: 0.05, discountRate: 0.13 })).toBeNull();
    expect(dcfValue({ base: 10, growth: 0.1, terminalGrowth: 0.13, discountRate: 0.13 })).toBeNull();
  });
});
